import { describe, expect, it } from 'vitest'
import { normalizePhoto, normalizePhotoList, pickAvatar, readCrop, readPhotoOverride } from './photo'

describe('normalizePhoto', () => {
  it('reads every field of a full photo', () => {
    expect(
      normalizePhoto({
        id: 91,
        num: '3',
        normal: 'n.jpg',
        medium: 'm.jpg',
        small: 's.jpg',
        is_private: '0',
        visibility: 'public',
        is_main: '1',
        votes: '12',
        note: '7.5',
        user_rating: 8,
      }),
    ).toEqual({
      id: '91',
      num: '3',
      normal: 'n.jpg',
      medium: 'm.jpg',
      small: 's.jpg',
      visibility: 'public',
      isMain: true,
      votes: 12,
      note: 7.5,
      userRating: 8,
    })
  })

  it.each([
    ['normal', { normal: 'a.jpg', real_size: 'b.jpg', url_big: 'c.jpg' }, 'a.jpg'],
    ['real_size', { real_size: 'b.jpg', url_big: 'c.jpg' }, 'b.jpg'],
    ['url_big', { url_big: 'c.jpg' }, 'c.jpg'],
    ['an empty normal skipped', { normal: '', url_big: 'c.jpg' }, 'c.jpg'],
  ])('takes the big size from %s', (_, raw, expected) => {
    expect(normalizePhoto(raw).normal).toBe(expected)
  })

  it('falls back from small to medium to the big size', () => {
    expect(normalizePhoto({ url_big: 'big.jpg' })).toMatchObject({ medium: 'big.jpg', small: 'big.jpg' })
    expect(normalizePhoto({ normal: 'n.jpg', medium: 'm.jpg' })).toMatchObject({
      medium: 'm.jpg',
      small: 'm.jpg',
    })
  })

  it.each([1, '1', true])('is private when is_private is %s, whatever visibility says', (flag) => {
    expect(normalizePhoto({ normal: 'x', is_private: flag, visibility: 'public' }).visibility).toBe('private')
  })

  it('otherwise takes the given visibility, including blur and locked, defaulting to public', () => {
    expect(normalizePhoto({ normal: 'x', is_private: 0, visibility: 'blur' }).visibility).toBe('blur')
    expect(normalizePhoto({ normal: 'x', visibility: 'locked' }).visibility).toBe('locked')
    expect(normalizePhoto({ normal: 'x', visibility: 'blur_private' }).visibility).toBe('blur_private')
    expect(normalizePhoto({ normal: 'x', visibility: 'weird' }).visibility).toBe('public')
    expect(normalizePhoto({ normal: 'x' }).visibility).toBe('public')
  })

  it('lets an override beat is_private', () => {
    expect(normalizePhoto({ normal: 'x', is_private: 1 }, 0, 'blur').visibility).toBe('blur')
  })

  it('keeps a private album locked: is_private with visibility locked, whatever the override', () => {
    expect(normalizePhoto({ normal: 'x', is_private: '1', visibility: 'locked' }).visibility).toBe('locked')
    expect(normalizePhoto({ normal: 'x', is_private: 1, visibility: 'blur_private' }).visibility).toBe(
      'blur_private',
    )
    expect(normalizePhoto({ normal: 'x', is_private: '1', visibility: 'locked' }, 0, 'blur').visibility).toBe(
      'locked',
    )
  })

  it('reads a bare URL as a public photo of all sizes, numbered by its place', () => {
    expect(normalizePhoto('u.jpg', 2)).toMatchObject({
      id: '2',
      num: '2',
      normal: 'u.jpg',
      small: 'u.jpg',
      visibility: 'public',
    })
  })

  it('takes the id from num when there is no id, and never throws on junk', () => {
    expect(normalizePhoto({ num: 4, normal: 'x' })).toMatchObject({ id: '4', num: '4' })
    expect(normalizePhoto(null, 1)).toMatchObject({
      id: '1',
      normal: '',
      votes: 0,
      note: null,
      isMain: false,
    })
    expect(normalizePhoto({ votes: 'many', note: {} })).toMatchObject({ votes: 0, note: null })
  })
})

describe('readPhotoOverride', () => {
  it('takes a visibility word, reads a set flag as blur, ignores the rest', () => {
    expect(readPhotoOverride('locked')).toBe('locked')
    expect(readPhotoOverride('1')).toBe('blur')
    expect(readPhotoOverride(1)).toBe('blur')
    expect(readPhotoOverride('0')).toBeNull()
    expect(readPhotoOverride(undefined)).toBeNull()
    expect(readPhotoOverride('')).toBeNull()
  })
})

describe('normalizePhotoList', () => {
  it('reads a single URL string as a list of one', () => {
    expect(normalizePhotoList('one.jpg').map((p) => p.normal)).toEqual(['one.jpg'])
  })

  it('drops blanks and non-photos, and reads PHP-style objects of photos', () => {
    expect(normalizePhotoList(['', 'a.jpg', 3, null, { normal: 'b.jpg' }]).map((p) => p.normal)).toEqual([
      'a.jpg',
      'b.jpg',
    ])
    expect(normalizePhotoList({ 0: { normal: 'a' }, 1: { normal: 'b' } }).map((p) => p.normal)).toEqual([
      'a',
      'b',
    ])
    expect(normalizePhotoList(undefined)).toEqual([])
  })
})

describe('pickAvatar', () => {
  it('is the main photo, else the first, else null', () => {
    const photos = normalizePhotoList([{ normal: 'a' }, { normal: 'b', is_main: '1' }])
    expect(pickAvatar(photos)?.normal).toBe('b')
    expect(pickAvatar(normalizePhotoList([{ normal: 'a' }, { normal: 'b' }]))?.normal).toBe('a')
    expect(pickAvatar([])).toBeNull()
  })
})

describe('readCrop', () => {
  it('reads a saved crop from numbers or numeric strings, and nothing from nonsense', () => {
    expect(normalizePhoto({ normal: 'n', crop: { x: '10', y: 20, width: 300, height: '300' } }).crop).toEqual(
      {
        x: 10,
        y: 20,
        width: 300,
        height: 300,
      },
    )
    expect(normalizePhoto({ normal: 'n', crop: null }).crop).toBeUndefined()
    expect(readCrop({ x: 0, y: 0, width: 0, height: 10 })).toBeNull()
    expect(readCrop({ x: -1, y: 0, width: 10, height: 10 })).toBeNull()
    expect(readCrop({ x: 1, y: 2 })).toBeNull()
    expect(readCrop('1,2,3,4')).toBeNull()
  })
})
