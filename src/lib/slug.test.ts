import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildUserSlug, EMPTY_NICKNAME_SLUG, parseSlugId, slugifyNickname } from './slug'

describe('buildUserSlug', () => {
  it('is the lowercase nickname, a hyphen, then the id', () => {
    expect(buildUserSlug('Sophie', 42)).toBe('sophie-42')
    expect(buildUserSlug('Marc', '1234')).toBe('marc-1234')
  })

  it('makes the nickname URL-safe: no accents, one hyphen for any run of other characters', () => {
    expect(buildUserSlug('Élodie  du 33 !!', 7)).toBe('elodie-du-33-7')
    expect(buildUserSlug('--Cœur_de-Lion--', 8)).toBe('c-ur-de-lion-8')
    expect(slugifyNickname('François')).toBe('francois')
  })

  it('uses "membre" when nothing of the nickname is left', () => {
    expect(buildUserSlug('', 5)).toBe(`${EMPTY_NICKNAME_SLUG}-5`)
    expect(buildUserSlug('😀★', 5)).toBe('membre-5')
    expect(buildUserSlug(null, 5)).toBe('membre-5')
  })

  it('only ever holds a-z, 0-9 and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.nat(), (nickname, id) => {
        expect(buildUserSlug(nickname, id)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      }),
    )
  })
})

describe('parseSlugId', () => {
  it('is the text after the last hyphen', () => {
    expect(parseSlugId('jean-pierre-17')).toBe('17')
    expect(parseSlugId('sophie-42')).toBe('42')
  })

  it('is the whole slug when it has no hyphen', () => {
    expect(parseSlugId('42')).toBe('42')
  })

  it('is null when there is no id', () => {
    expect(parseSlugId('sophie-')).toBeNull()
    expect(parseSlugId('')).toBeNull()
    expect(parseSlugId('a-b c')).toBeNull()
    expect(parseSlugId('sophie')).toBeNull()
    expect(parseSlugId('sophie-4x')).toBeNull()
    expect(parseSlugId(undefined)).toBeNull()
  })

  it('gives back the id of any slug it built, whatever the nickname', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.nat(), (nickname, id) => {
        expect(parseSlugId(buildUserSlug(nickname, id))).toBe(String(id))
      }),
    )
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[0-9]{1,12}$/), (nickname, id) => {
        expect(parseSlugId(buildUserSlug(nickname, id))).toBe(id)
      }),
    )
  })
})
