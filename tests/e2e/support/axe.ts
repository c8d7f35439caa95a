/**
 * The shared accessibility check: axe-core over the whole page (every rule axe has, WCAG 2.x A/AA and
 * best practices), failing on any violation of impact serious or critical and printing each one
 * readably: rule, impact, help, link, and every offending element with axe's own summary.
 * Moderate and minor findings are attached to the test report, not failed on.
 */
import { expect, type Page, test } from '@playwright/test'
import type { AxeResults, ImpactValue, Result } from 'axe-core'
import { runAxe } from './axe-run'

const BLOCKING: ImpactValue[] = ['serious', 'critical']

export interface AxeCheckOptions {
  /** CSS selectors to leave out, each with the reason in a comment at the call site. */
  exclude?: string[]
  /** Rules to switch off, each with the reason in a comment at the call site. */
  disableRules?: string[]
}

export function formatViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => {
          const summary = (n.failureSummary ?? '').replace(/\n/g, '\n        ')
          return `    - ${n.target.join(' >> ')}\n      ${n.html.slice(0, 200)}\n        ${summary}`
        })
        .join('\n')
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}`
    })
    .join('\n\n')
}

/** Runs axe on the page as it is now; call it once the page has rendered what it is checked for. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: AxeCheckOptions = {},
): Promise<AxeResults> {
  // Colours are read as painted: a dialog still fading in blends its text with the backdrop, and axe
  // would report the blend. Wait for every finite animation and transition to end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Only the violations are read: axe then builds no element details for the rules that pass (most
  // of them, on every element), which was most of each run's time on a whole page.
  const results = await runAxe(page, { ...options, resultTypes: ['violations'] })
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.includes(v.impact))
  const other = results.violations.filter((v) => !blocking.includes(v))
  if (other.length) {
    await test.info().attach(`axe: ${other.length} moderate/minor finding(s) on ${page.url()}`, {
      body: formatViolations(other),
      contentType: 'text/plain',
    })
  }
  expect(
    blocking.length,
    `axe found ${blocking.length} serious/critical violation(s) on ${page.url()}:\n\n${formatViolations(blocking)}\n`,
  ).toBe(0)
  return results
}
