import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDecimal, warmNumberFormat } from './number-format'

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

  it('writes at least the digits asked for (a zoom of 2 reads "2,0")', () => {
    expect(formatDecimal('fr', 2, 1, 1)).toBe('2,0')
    expect(formatDecimal('fr', 2)).toBe('2')
    expect(formatDecimal('en', 1.25, 1, 1)).toBe('1.3')
  })
})

describe('warmNumberFormat', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('builds the formatter later, when idle, not at once; cancelling stops it', () => {
    vi.useFakeTimers()
    const built = vi.spyOn(Intl, 'NumberFormat')
    warmNumberFormat('de')
    expect(built).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(built).toHaveBeenCalledWith('de', { maximumFractionDigits: 1, minimumFractionDigits: 0 })

    built.mockClear()
    warmNumberFormat('it')()
    vi.runAllTimers()
    expect(built).not.toHaveBeenCalled()
  })
})
