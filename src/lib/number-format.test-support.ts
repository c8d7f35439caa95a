/**
 * `formatDecimal` against `Intl.NumberFormat`, for the unit test (Node's ICU) and the browser test
 * (Chromium's, the one members' pages run on).
 */
import { LANGUAGES } from './languages'
import { formatDecimal } from './number-format'

/** Digits asked for as the app asks (stars: at most 1; the zoom: exactly 1) and around them. */
const DIGITS: [max: number, min: number][] = [
  [1, 0],
  [1, 1],
  [0, 0],
  [2, 0],
  [2, 1],
  [3, 3],
]

/** Values of every kind below 999: stars and their averages, halves, ties, long and tiny decimals. */
function sampleValues(): number[] {
  const values = [0, 0.05, 0.15, 0.25, 0.35, 0.45, 1.005, 1.45, 2.675, 4.35, 9.95, 99.95, 998.96, 998.9995]
  values.push(1e-7, 5e-324, 0.0005, 0.00049, 123.456789, 1 / 3, 2 / 3, 10 / 3)
  for (let stars = 0; stars <= 10; stars++) values.push(stars / 2)
  for (let hundredths = 0; hundredths <= 1000; hundredths++) values.push(hundredths / 100)
  // A fixed pseudo-random spread over [0, 999), the same on every run.
  let seed = 7
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 48271) % 2147483647
    values.push((seed / 2147483647) * 999)
  }
  return values
}

/** Each value, language and digits where `formatDecimal` and `Intl.NumberFormat` write differently. */
export function differencesFromIntl(): string[] {
  const differences: string[] = []
  const values = sampleValues()
  for (const language of LANGUAGES) {
    for (const [max, min] of DIGITS) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: max, minimumFractionDigits: min })
      for (const value of values) {
        const ours = formatDecimal(language, value, max, min)
        if (ours !== intl.format(value)) differences.push(`${language} ${value} (${max}, ${min}): ${ours}`)
      }
    }
  }
  return differences
}
