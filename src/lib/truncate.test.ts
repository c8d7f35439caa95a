import { describe, expect, it } from 'vitest'
import { truncate } from './truncate'

describe('truncate', () => {
  it('keeps short text', () => expect(truncate('Bonjour')).toBe('Bonjour'))
  it('keeps text of exactly 15 characters', () => expect(truncate('abcdefghijklmno')).toBe('abcdefghijklmno'))
  it('cuts at 15 characters with three dots', () =>
    expect(truncate('Coucou, ça va ce soir ?')).toBe('Coucou, ça va c...'))
  it('honours a custom length', () => expect(truncate('Emmanuelle', 4)).toBe('Emma...'))
  it('never splits an emoji', () => expect(truncate('😀😀😀😀', 2)).toBe('😀😀...'))
  it('reads empty values as empty', () => expect(truncate(null)).toBe(''))
})
