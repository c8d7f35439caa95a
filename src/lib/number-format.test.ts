import { describe, expect, it } from 'vitest'
import { formatDecimal } from './number-format'

describe('formatDecimal', () => {
  it('writes the decimal separator of the language', () => {
    expect(formatDecimal('fr', 4.5)).toBe('4,5')
    expect(formatDecimal('en', 4.5)).toBe('4.5')
    expect(formatDecimal('es', 3.25)).toBe('3,3')
  })

  it('keeps at most the digits asked for, per language, whichever was asked first', () => {
    expect(formatDecimal('fr', 4.567, 2)).toBe('4,57')
    expect(formatDecimal('fr', 4.567)).toBe('4,6')
    expect(formatDecimal('en', 4.567, 2)).toBe('4.57')
  })
})
