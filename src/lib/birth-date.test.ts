import { describe, expect, it } from 'vitest'
import { birthDateBounds, birthDateError, parseBirthDate } from './birth-date'

describe('birth date rules', () => {
  const today = new Date(2026, 10, 21)

  it('reads calendar dates only', () => {
    expect(parseBirthDate('1990-02-28')?.getDate()).toBe(28)
    expect(parseBirthDate('1990-02-30')).toBeNull()
    expect(parseBirthDate('1990-2-3')).toBeNull()
    expect(parseBirthDate('')).toBeNull()
    expect(parseBirthDate('0012-01-01')?.getFullYear()).toBe(12)
  })

  it('refuses under 18 years, accepts 18 on the day', () => {
    expect(birthDateError('2008-11-22', today)).toBe('underage')
    expect(birthDateError('2008-11-21', today)).toBeUndefined()
    expect(birthDateError('2026-11-21', today)).toBe('underage')
  })

  it('refuses the future and more than 120 years', () => {
    expect(birthDateError('2026-11-22', today)).toBe('implausible')
    expect(birthDateError('2090-01-01', today)).toBe('implausible')
    expect(birthDateError('1906-11-20', today)).toBe('implausible')
    expect(birthDateError('1906-11-21', today)).toBeUndefined()
    expect(birthDateError('0012-01-01', today)).toBe('implausible')
  })

  it('says required or invalid before anything else', () => {
    expect(birthDateError('', today)).toBe('required')
    expect(birthDateError('  ', today)).toBe('required')
    expect(birthDateError('2001-13-01', today)).toBe('invalid')
  })

  it('offers an input from 120 years ago to 18 years ago, to the day', () => {
    expect(birthDateBounds(today)).toEqual({ min: '1906-11-21', max: '2008-11-21' })
  })
})
