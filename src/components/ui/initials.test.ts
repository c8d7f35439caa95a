import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Marie-Claire Dupont')).toBe('MD')
    expect(initials('  léa   martin  ')).toBe('LM')
  })
  it('keeps one letter for a single word', () => {
    expect(initials('sophie75')).toBe('S')
  })
  it('handles accents and emoji without splitting code points', () => {
    expect(initials('élodie')).toBe('É')
    expect(initials('😀 smile')).toBe('😀S')
  })
  it('falls back to a question mark', () => {
    expect(initials('')).toBe('?')
    expect(initials(undefined)).toBe('?')
  })
})
