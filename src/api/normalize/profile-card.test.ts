import { describe, expect, it } from 'vitest'
import {
  CARD_PHOTO_FIELDS,
  cardPhotos,
  normalizeProfileCard,
  normalizeProfileCards,
  toMemberSummary,
} from './profile-card'

describe('normalizeProfileCard', () => {
  it('maps the wire card to the client card', () => {
    expect(
      normalizeProfileCard({
        id: '12',
        pseudo: 'Sophie',
        age: '31',
        prenom: 'Sophie',
        zone_name: 'Lyon',
        sexe1: 2,
        online: '1',
        moyenne: '8.4',
        note: 6,
        vote: '21',
        photos: [{ normal: 'a.jpg' }, { normal: 'b.jpg', is_main: 1 }],
      }),
    ).toMatchObject({
      id: '12',
      nickname: 'Sophie',
      age: 31,
      firstname: 'Sophie',
      location: 'Lyon',
      gender: '2',
      isOnline: true,
      averageNote: 8.4,
      userNote: 6,
      totalVotes: 21,
      avatar: { normal: 'b.jpg', isMain: true },
    })
  })

  it('takes the id from m_id when there is no id', () => {
    expect(normalizeProfileCard({ m_id: 77 }).id).toBe('77')
    expect(normalizeProfileCard({ id: '', m_id: '78' }).id).toBe('78')
    expect(normalizeProfileCard({ id: 5, m_id: 6 }).id).toBe('5')
  })

  it.each(CARD_PHOTO_FIELDS.filter((f) => f !== 'url_photo'))('reads photos from %s', (field) => {
    expect(
      normalizeProfileCard({ id: 1, [field]: [{ normal: `${field}.jpg` }] }).photos.map((p) => p.normal),
    ).toEqual([`${field}.jpg`])
  })

  it('reads photos from url_photo, as a list or a single URL', () => {
    expect(cardPhotos({ url_photo: ['x.jpg', 'y.jpg'] }).map((p) => p.normal)).toEqual(['x.jpg', 'y.jpg'])
    expect(cardPhotos({ url_photo: 'solo.jpg' }).map((p) => p.normal)).toEqual(['solo.jpg'])
  })

  const SPEC_ORDER = ['photos', 'tab_photo', 'public_album', 'tab_photos', 'photos_v2', 'url_photo']

  it('looks at the six photo fields in the spec order', () => {
    expect(CARD_PHOTO_FIELDS).toEqual(SPEC_ORDER)
  })

  it.each(SPEC_ORDER.map((field, index) => [field, index] as const))(
    'prefers %s over every field listed after it',
    (field, index) => {
      const card = Object.fromEntries(SPEC_ORDER.slice(index).map((f) => [f, [`${f}.jpg`]]))
      expect(cardPhotos(card).map((p) => p.normal)).toEqual([`${field}.jpg`])
    },
  )

  it('skips empty fields to the first non-empty one', () => {
    const photos = cardPhotos({
      photos: [],
      tab_photo: null,
      public_album: [{ normal: 'album.jpg' }],
      tab_photos: [{ normal: 'later.jpg' }],
      url_photo: 'last.jpg',
    })
    expect(photos.map((p) => p.normal)).toEqual(['album.jpg'])
  })

  it('lets photo_x override every photo visibility', () => {
    const card = normalizeProfileCard({
      photo_x: 'blur',
      photos: [{ normal: 'a', is_private: 1 }, { normal: 'b', visibility: 'public' }, 'c'],
    })
    expect(card.photos.map((p) => p.visibility)).toEqual(['blur', 'blur', 'blur'])
    expect(card.avatar?.visibility).toBe('blur')
  })

  it('keeps each photo visibility without photo_x', () => {
    const card = normalizeProfileCard({ photos: [{ normal: 'a', is_private: '1' }, { normal: 'b' }] })
    expect(card.photos.map((p) => p.visibility)).toEqual(['private', 'public'])
  })

  it.each([
    ['1', true],
    [1, true],
    [true, true],
    ['0', false],
    [0, false],
    [undefined, false],
  ])('reads online %s as %s', (online, expected) => {
    expect(normalizeProfileCard({ online }).isOnline).toBe(expected)
  })

  it('gives stable defaults for an empty or odd card', () => {
    expect(normalizeProfileCard(undefined)).toEqual({
      id: '',
      nickname: '',
      age: null,
      firstname: '',
      location: '',
      gender: '',
      photos: [],
      avatar: null,
      isOnline: false,
      averageNote: null,
      userNote: null,
      totalVotes: 0,
    })
    expect(normalizeProfileCard({ age: '0', moyenne: 'n/a' })).toMatchObject({ age: null, averageNote: null })
  })

  it('drops list entries that are not cards', () => {
    expect(normalizeProfileCards([{ id: 1 }, 'x', null, { m_id: 2 }]).map((c) => c.id)).toEqual(['1', '2'])
  })
})

describe('toMemberSummary', () => {
  it('keeps nickname, age, location and the small avatar', () => {
    const card = normalizeProfileCard({
      id: 3,
      pseudo: 'Luc',
      age: 40,
      zone_name: 'Nantes',
      photos: [{ normal: 'n', small: 's' }],
    })
    expect(toMemberSummary(card)).toEqual({
      id: '3',
      nickname: 'Luc',
      age: 40,
      location: 'Nantes',
      avatarUrl: 's',
    })
    expect(toMemberSummary(normalizeProfileCard({})).avatarUrl).toBe('')
  })
})
