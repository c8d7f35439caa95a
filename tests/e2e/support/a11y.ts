/**
 * Both accessibility engines through one call: axe (support/axe.ts: serious and critical findings)
 * and IBM Equal Access (support/ibm.ts: WCAG 2.2 A and AA violations), on the page as it is now.
 * Both are run before either fails, so a failure shows what each engine found.
 */
import { expect, type Page } from '@playwright/test'
import { type AxeCheckOptions, expectNoSeriousA11yViolations } from './axe'
import { formatIbmViolations, type IbmCheckOptions, ibmViolations } from './ibm'

export interface A11yCheckOptions {
  axe?: AxeCheckOptions
  ibm?: IbmCheckOptions
  /** Says where the page is (size, colour mode, what is open) in the failure message. */
  label?: string
}

export async function expectNoA11yViolations(page: Page, options: A11yCheckOptions = {}): Promise<void> {
  const where = `${options.label ? `${options.label}, ` : ''}${page.url()}`
  let axeError: unknown
  try {
    await expectNoSeriousA11yViolations(page, options.axe)
  } catch (error) {
    axeError = error
  }
  const ibm = await ibmViolations(page, options.ibm)
  expect
    .soft(
      ibm.length,
      `IBM Equal Access found ${ibm.length} violation(s) on ${where}:\n\n${formatIbmViolations(ibm)}\n`,
    )
    .toBe(0)
  if (axeError) throw axeError
}
