/**
 * IBM's Equal Access engine (`accessibility-checker-engine`, pinned in package.json), the second
 * engine beside axe. Its `ace.js` is read from node_modules and evaluated in the page, so it runs
 * offline and past the app's Content-Security-Policy (evaluation through the DevTools protocol is not
 * a script the page loads). The rule set is WCAG 2.2 A and AA; only violations (policy VIOLATION,
 * confidence FAIL) fail: "potential violations" and recommendations need a person to judge them.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const ACE_SOURCE = readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8')

export const IBM_RULESET = 'WCAG_2_2'

export interface IbmViolation {
  ruleId: string
  reasonId: string
  message: string
  /** XPath of the offending element. */
  dom: string
  snippet: string
}

export interface IbmCheckOptions {
  /** Rule ids to leave out, each with the reason in a comment at the call site. */
  disableRules?: string[]
}

/** Runs the engine on the page as it is now and returns its violations. */
export async function ibmViolations(page: Page, options: IbmCheckOptions = {}): Promise<IbmViolation[]> {
  const loaded = await page.evaluate(() => 'ace' in window)
  if (!loaded) await page.evaluate(`${ACE_SOURCE}\n;window.ace = ace; undefined`)
  const violations = await page.evaluate(async (ruleset) => {
    const { ace } = window as unknown as {
      ace: {
        Checker: new () => {
          check: (
            doc: Document,
            rulesets: string[],
          ) => Promise<{
            results: {
              ruleId: string
              reasonId: string
              value: [string, string]
              message: string
              path: { dom: string }
              snippet: string
            }[]
          }>
        }
      }
    }
    const report = await new ace.Checker().check(document, [ruleset])
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => ({
        ruleId: r.ruleId,
        reasonId: String(r.reasonId),
        message: r.message,
        dom: r.path.dom,
        snippet: r.snippet,
      }))
  }, IBM_RULESET)
  const disabled = new Set(options.disableRules ?? [])
  return violations.filter((v) => !disabled.has(v.ruleId))
}

export function formatIbmViolations(violations: IbmViolation[]): string {
  return violations
    .map((v) => `[${v.ruleId}] ${v.message}\n    ${v.dom}\n    ${v.snippet.slice(0, 200)}`)
    .join('\n\n')
}
