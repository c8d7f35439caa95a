import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGES } from './languages'
import { formatDecimal } from './number-format'
import { differencesFromIntl } from './number-format.test-support'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('formatDecimal', () => {
  it('writes the decimal separator of the language', () => {
    expect(formatDecimal('fr', 4.5)).toBe('4,5')
    expect(formatDecimal('en', 4.5)).toBe('4.5')
    expect(formatDecimal('es', 3.25)).toBe('3,3')
  })

  it('keeps at most the digits asked for', () => {
    expect(formatDecimal('fr', 4.567, 2)).toBe('4,57')
    expect(formatDecimal('fr', 4.567)).toBe('4,6')
    expect(formatDecimal('en', 4.567, 2)).toBe('4.57')
  })

  it('writes at least the digits asked for (a zoom of 2 reads "2,0")', () => {
    expect(formatDecimal('fr', 2, 1, 1)).toBe('2,0')
    expect(formatDecimal('fr', 2)).toBe('2')
    expect(formatDecimal('en', 1.25, 1, 1)).toBe('1.3')
  })

  it('rounds ties as Intl does, on the shortest decimal (0.15 is "0,2", not toFixed\'s "0.1")', () => {
    expect(formatDecimal('fr', 0.15)).toBe('0,2')
    expect(formatDecimal('en', 9.95)).toBe('10')
    expect(formatDecimal('en', 1.005, 2)).toBe('1.01')
  })

  it('writes what Intl.NumberFormat writes, in each of the app’s languages', () => {
    expect(differencesFromIntl()).toEqual([])
  })

  it('builds no Intl.NumberFormat for the app’s languages and small values', () => {
    const built = vi.spyOn(Intl, 'NumberFormat')
    for (const language of LANGUAGES) formatDecimal(language, 4.5)
    formatDecimal('fr', 2, 1, 1)
    expect(built).not.toHaveBeenCalled()
  })

  it('leaves other languages, negatives, large numbers and long decimals to Intl', () => {
    expect(formatDecimal('de', 4.5)).toBe('4,5')
    expect(formatDecimal('fr', -4.5)).toBe(
      new Intl.NumberFormat('fr', { maximumFractionDigits: 1 }).format(-4.5),
    )
    expect(formatDecimal('en', 12345.67)).toBe('12,345.7')
    expect(formatDecimal('fr', 12345.67)).toBe(
      new Intl.NumberFormat('fr', { maximumFractionDigits: 1 }).format(12345.67),
    )
    expect(formatDecimal('es', 1234.5)).toBe('1234,5')
    expect(formatDecimal('en', 1e-7, 8)).toBe('0.0000001')
  })
})
