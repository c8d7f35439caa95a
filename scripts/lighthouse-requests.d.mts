/** Types for scripts/lighthouse-requests.mjs (plain Node ESM, imported by its unit test). */
export function requestsBeforeFirstPaint(
  // biome-ignore lint/suspicious/noExplicitAny: a Lighthouse report, read loosely as the script does
  lhr: any,
): { requests: number; bytes: number; total: number; totalBytes: number } | undefined
