/**
 * Locale number formatting with the formatters kept. Building an `Intl.NumberFormat` costs far more
 * than using one (it loads locale data): a page of profile cards built one per card spent tens of
 * milliseconds of main thread on it when the page first rendered on a phone.
 */
const formatters = new Map<string, Intl.NumberFormat>()

/** `value` in `language` with at most `maximumFractionDigits` (1 by default), e.g. 4.5 → "4,5" in fr. */
export function formatDecimal(language: string, value: number, maximumFractionDigits = 1): string {
  const key = `${language}|${maximumFractionDigits}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { maximumFractionDigits })
    formatters.set(key, formatter)
  }
  return formatter.format(value)
}
