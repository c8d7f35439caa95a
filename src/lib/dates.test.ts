import { describe, expect, it } from 'vitest'
import { ageOn, formatDate, parseApiDate } from './dates'

describe('formatDate', () => {
  it('formats API dates as DD/MM/YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026')
    expect(formatDate('2025-12-31 23:59:00')).toBe('31/12/2025')
    expect(formatDate(new Date(2024, 0, 5))).toBe('05/01/2024')
  })
  it('reads Unix seconds', () => {
    const d = parseApiDate(String(Math.floor(new Date(2026, 10, 21).getTime() / 1000)))
    expect(formatDate(d)).toBe('21/11/2026')
  })
  it('returns null for missing or invalid dates', () => {
    for (const v of [null, undefined, '', '0000-00-00', 'pas une date', {}]) expect(formatDate(v)).toBeNull()
  })
})

describe('ageOn', () => {
  it('counts whole years, the day before a birthday included', () => {
    expect(ageOn(new Date(2008, 10, 22), new Date(2026, 10, 21))).toBe(17)
    expect(ageOn(new Date(2008, 10, 21), new Date(2026, 10, 21))).toBe(18)
  })
})
