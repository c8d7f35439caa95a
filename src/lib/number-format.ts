/**
 * Locale number formatting for the small decimals the app shows (a photo's or a member's stars, the
 * photo editor's zoom), without building an `Intl.NumberFormat` on the main thread for them.
 *
 * Why: the first `Intl.NumberFormat` of a page loads the engine's number-formatting data, whatever
 * the language: 13 to 52 ms of one task on the build machine, 19 ms the median (Chromium 156, measured
 * cold in eleven fresh pages), about four times that on a phone. It was paid in the first render of whichever page showed
 * stars first (a search result's card, a profile) or, on the wall, by an idle warm-up that
 * Lighthouse's traces showed as a 21 ms task after the first paint. The app's own languages write
 * such numbers with only a decimal separator (no grouping below 1000, Latin digits), so those are
 * written here, rounded as Intl rounds (half away from zero, on the number's shortest decimal form);
 * `number-format.test.ts` checks them against `Intl.NumberFormat` for every language over a range of
 * values. Anything else (another language, a negative or a large number, more digits) goes to Intl.
 */
const formatters = new Map<string, Intl.NumberFormat>()

/** How `Intl.NumberFormat` separates the decimals in each of the app's languages (fr, en, es). */
const DECIMAL_SEPARATORS: Readonly<Record<string, string>> = { fr: ',', en: '.', es: ',' }

/** Below this, no language of the app groups thousands, even once rounded up (999.96 → 1 000). */
const UNGROUPED_BELOW = 999

/** At most this many decimals are written here: smaller values than 1e-6 print with an exponent. */
const MAX_PLAIN_FRACTION_DIGITS = 3

function formatter(language: string, maximumFractionDigits: number, minimumFractionDigits: number) {
  const key = `${language}|${maximumFractionDigits}|${minimumFractionDigits}`
  let kept = formatters.get(key)
  if (!kept) {
    kept = new Intl.NumberFormat(language, { maximumFractionDigits, minimumFractionDigits })
    formatters.set(key, kept)
  }
  return kept
}

/** `digits` (decimal digits, no sign) plus one in the last place: "0499" → "0500", "99" → "100". */
function addOneInLastPlace(digits: string): string {
  return (BigInt(digits) + 1n).toString().padStart(digits.length, '0')
}

/**
 * `value` written with `separator`, rounded half away from zero to at most `maximum` decimals and
 * padded to `minimum`, for 0 <= value < UNGROUPED_BELOW. `String(value)` is the shortest decimal that
 * reads back as the same number, the form ICU rounds (so 0.15 → "0.2", as Intl writes it).
 */
function plainDecimal(value: number, separator: string, maximum: number, minimum: number): string {
  const shortest = String(value)
  // Exponent form only below 1e-6, which rounds to 0 at MAX_PLAIN_FRACTION_DIGITS decimals.
  const [whole = '0', fraction = ''] = shortest.includes('e') ? ['0', ''] : shortest.split('.')
  let digits = whole + fraction.slice(0, maximum).padEnd(maximum, '0')
  if ((fraction[maximum] ?? '0') >= '5') digits = addOneInLastPlace(digits)
  const cut = digits.length - maximum
  const integer = digits.slice(0, cut).replace(/^0+(?=\d)/, '')
  let decimals = digits.slice(cut)
  while (decimals.length > minimum && decimals.endsWith('0')) decimals = decimals.slice(0, -1)
  decimals = decimals.padEnd(minimum, '0')
  return decimals ? `${integer}${separator}${decimals}` : integer
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
  const separator = DECIMAL_SEPARATORS[language]
  if (
    separator !== undefined &&
    value >= 0 &&
    value < UNGROUPED_BELOW &&
    !Object.is(value, -0) &&
    Number.isInteger(maximumFractionDigits) &&
    Number.isInteger(minimumFractionDigits) &&
    minimumFractionDigits >= 0 &&
    minimumFractionDigits <= maximumFractionDigits &&
    maximumFractionDigits <= MAX_PLAIN_FRACTION_DIGITS
  ) {
    return plainDecimal(value, separator, maximumFractionDigits, minimumFractionDigits)
  }
  return formatter(language, maximumFractionDigits, minimumFractionDigits).format(value)
}
