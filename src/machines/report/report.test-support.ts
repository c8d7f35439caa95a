/** Stubs for the report machine's calls, shared by its tests and stories. */
import { fromPromise } from 'xstate'
import { reportMachine } from './report.machine'
import type { SendReportInput } from './report.types'

/** A tiny SVG captcha showing `code`, as a `data:` URL. */
export function captchaDataUrl(code: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="50"><rect width="160" height="50" fill="#f3f4f6"/><text x="20" y="34" font-size="26" font-family="Verdana" fill="#1f2937">${code}</text></svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

export interface ReportStubs {
  loadCaptcha?: () => Promise<string>
  sendReport?: (input: SendReportInput) => Promise<void>
}

/** The machine with its calls replaced; by default the captcha shows 'AB3CD' and reports go through. */
export function reportMachineWith(stubs: ReportStubs = {}) {
  return reportMachine.provide({
    actors: {
      loadCaptcha: fromPromise<string, void>(() =>
        (stubs.loadCaptcha ?? (async () => captchaDataUrl('AB3CD')))(),
      ),
      sendReport: fromPromise<void, SendReportInput>(({ input }) =>
        (stubs.sendReport ?? (async () => {}))(input),
      ),
    },
  })
}
