/**
 * Locale number formatting with the formatters kept. Building an `Intl.NumberFormat` costs far more
 * than using one (it loads locale data): a page of profile cards built one per card spent tens of
 * milliseconds of main thread on it when the page first rendered on a phone. The first formatter of
 * a language in a page costs the most (Chromium loads that locale's data then: 16 ms on the build
 * machine, 75 ms with the CPU slowed 4x, measured); `warmNumberFormat` pays it while the page is idle.
 */
const formatters = new Map<string, Intl.NumberFormat>()

function formatter(language: string, maximumFractionDigits: number, minimumFractionDigits: number) {
  const key = `${language}|${maximumFractionDigits}|${minimumFractionDigits}`
  let kept = formatters.get(key)
  if (!kept) {
    kept = new Intl.NumberFormat(language, { maximumFractionDigits, minimumFractionDigits })
    formatters.set(key, kept)
  }
  return kept
}

/**
 * `value` in `language` with at most `maximumFractionDigits` (1 by default) and at least
 * `minimumFractionDigits` (0 by default), e.g. 4.5 → "4,5" in fr, 2 with (1, 1) → "2,0".
 */
export function formatDecimal(
  language: string,
  value: number,
  maximumFractionDigits = 1,
  minimumFractionDigits = 0,
): string {
  return formatter(language, maximumFractionDigits, minimumFractionDigits).format(value)
}

/**
 * Builds `language`'s default formatter when the main thread is next idle (within 2 s), so the first
 * card, rating or zoom value drawn does not pay for the locale's data. Returns a cancel function.
 */
export function warmNumberFormat(language: string): () => void {
  const warm = () => void formatter(language, 1, 0)
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(warm, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(warm, 200)
  return () => clearTimeout(id)
}
