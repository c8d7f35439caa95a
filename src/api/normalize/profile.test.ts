import { describe, expect, it } from 'vitest'
import type { WireFullProfile, WireUserLookupResponse } from '../wire/profile'
import {
  isDeadSession,
  isProfileComplete,
  normalizeCurrentUser,
  normalizeFullProfile,
  readFavoriteIds,
} from './profile'

const lookup: WireUserLookupResponse = {
  connected: 1,
  result: {
    id: '7',
    pseudo: 'Camille',
    email: 'camille@example.fr',
    age: '29',
    sexe1: '2',
    cherche1: '1',
    zone_name: 'Paris 11e',
    ville: '75111',
    user_abo: '1',
    abo_infos: { start_date: '2026-01-05', end_date: '2026-02-05', cancelled: '1', credits_counter: '15' },
    friend_list: [12, '13', { id: 14 }, { m_id: 15 }],
    wall_news: '3',
    public_album: [{ normal: 'p1.jpg' }, { normal: 'p2.jpg', is_main: '1' }],
  },
}

describe('normalizeCurrentUser', () => {
  it('maps the lookup to the current user', () => {
    expect(normalizeCurrentUser(lookup)).toMatchObject({
      id: '7',
      nickname: 'Camille',
      email: 'camille@example.fr',
      city: 'Paris 11e',
      age: 29,
      gender: '2',
      searchFor: '1',
      isPremium: true,
      subscriptionCancelled: true,
      subscriptionStartDate: '2026-01-05',
      subscriptionEndDate: '2026-02-05',
      credits: 15,
      favoriteIds: ['12', '13', '14', '15'],
      connected: true,
      wallNews: 3,
      avatar: { normal: 'p2.jpg' },
    })
  })

  it.each([
    [1, true],
    ['1', true],
    [0, false],
    ['0', false],
  ])('reads user_abo %s as premium %s', (userAbo, expected) => {
    expect(normalizeCurrentUser({ connected: 1, result: { user_abo: userAbo as never } }).isPremium).toBe(
      expected,
    )
  })

  it('is not cancelled unless abo_infos.cancelled is set', () => {
    expect(
      normalizeCurrentUser({ connected: 1, result: { abo_infos: { cancelled: '0' } } }).subscriptionCancelled,
    ).toBe(false)
    expect(normalizeCurrentUser({ connected: 1, result: {} }).subscriptionCancelled).toBe(false)
  })

  it('gives stable defaults when the lookup is missing fields', () => {
    expect(normalizeCurrentUser({ connected: '1' })).toMatchObject({
      id: '',
      email: '',
      city: '',
      age: 0,
      gender: '',
      searchFor: '',
      isPremium: false,
      subscriptionStartDate: null,
      subscriptionEndDate: null,
      credits: 0,
      favoriteIds: [],
      connected: true,
      avatar: null,
    })
  })

  it('reads MySQL zero dates as unknown', () => {
    const user = normalizeCurrentUser({
      connected: 1,
      result: { abo_infos: { start_date: '0000-00-00', end_date: '' } },
    })
    expect(user.subscriptionStartDate).toBeNull()
    expect(user.subscriptionEndDate).toBeNull()
  })

  it('falls back to ville for the city when there is no location name', () => {
    expect(normalizeCurrentUser({ connected: 1, result: { ville: 'Brest' } }).city).toBe('Brest')
  })
})

describe('isDeadSession', () => {
  it('is true for connected 0 or missing, false for a live session', () => {
    expect(isDeadSession({ connected: 0 })).toBe(true)
    expect(isDeadSession({ connected: '0' })).toBe(true)
    expect(isDeadSession({})).toBe(true)
    expect(isDeadSession(null)).toBe(true)
    expect(isDeadSession({ connected: 1, result: {} })).toBe(false)
    expect(isDeadSession({ connected: '1' })).toBe(false)
  })
})

describe('isProfileComplete', () => {
  const complete = { city: 'Lyon', age: 30, gender: '1', searchFor: '2' }
  it('needs a city, a positive age, a gender and a searchFor', () => {
    expect(isProfileComplete(complete)).toBe(true)
    expect(isProfileComplete({ ...complete, city: ' ' })).toBe(false)
    expect(isProfileComplete({ ...complete, age: 0 })).toBe(false)
    expect(isProfileComplete({ ...complete, gender: '' })).toBe(false)
    expect(isProfileComplete({ ...complete, searchFor: '' })).toBe(false)
  })
})

describe('normalizeFullProfile', () => {
  const wire: WireFullProfile = {
    m_id: '44',
    pseudo: 'Hugo',
    sexe2: '1',
    has_avatar: '1',
    main_photo: 'main.jpg',
    description: 'Bonjour',
    public_album: [{ normal: 'pub.jpg' }],
    private_album: [{ normal: 'priv.jpg', is_private: 1 }],
    taille: '180',
    poids: '75',
    cherche1: '2',
    pour: '3',
    ages_cherches: ['3', 4],
    often_list: { often_id: 2 },
    nb_enfants: '0',
    naissance: '1990-04-02',
    pays: 'France',
    tab_interests2: [{ id: 1, name: 'Cinéma' }, { id: '' }],
    rdv: { age: [3], at_time: '2', day: ['2026-03-01'], for: [1, 2], whom: ['1'] },
    reserve_gold: '5',
  }

  it('maps the profile page fields', () => {
    expect(normalizeFullProfile(wire)).toMatchObject({
      id: '44',
      nickname: 'Hugo',
      orientation: '1',
      hasAvatar: true,
      description: 'Bonjour',
      height: 180,
      weight: 75,
      searchFor: '2',
      searchRelationship: '3',
      desiredAgeIds: ['3', '4'],
      sexFrequencyId: '2',
      children: 0,
      birthdate: '1990-04-02',
      country: 'France',
      interests: [{ id: '1', name: 'Cinéma' }],
      meeting: { ageIds: ['3'], atTime: '2', days: ['2026-03-01'], forIds: ['1', '2'], whomIds: ['1'] },
      reserveGold: 5,
      avatar: { normal: 'main.jpg', isMain: true },
    })
    const profile = normalizeFullProfile(wire)
    expect(profile.publicAlbum.map((p) => p.normal)).toEqual(['pub.jpg'])
    expect(profile.privateAlbum.map((p) => p.visibility)).toEqual(['private'])
    expect(profile.photos.map((p) => p.normal)).toEqual(['pub.jpg'])
  })

  it('reads the profile-edit extras and whether the viewer keeps the member as a favorite', () => {
    expect(
      normalizeFullProfile({
        ...wire,
        signe_astro: '5',
        fumeur: 2,
        personnalite: '3',
        style: '1',
        opts_body: ['1', 4],
        interest_sexuel: ['2'],
        is_friend: '1',
      }),
    ).toMatchObject({
      zodiac: '5',
      smoking: '2',
      personality: '3',
      dressStyle: '1',
      bodyOptions: ['1', '4'],
      sexualInterests: ['2'],
      isFriend: true,
    })
    expect(normalizeFullProfile(wire)).toMatchObject({ zodiac: '', bodyOptions: [], isFriend: false })
  })

  it('applies photo_x to both albums and the main photo', () => {
    const profile = normalizeFullProfile({ ...wire, photo_x: 'blur' })
    expect([...profile.publicAlbum, ...profile.privateAlbum].map((p) => p.visibility)).toEqual([
      'blur',
      'blur',
    ])
    expect(profile.avatar?.visibility).toBe('blur')
  })

  it('never throws on junk', () => {
    expect(() => normalizeFullProfile('nope')).not.toThrow()
    expect(normalizeFullProfile(42).interests).toEqual([])
  })
})

describe('readFavoriteIds', () => {
  it('reads ids and cards, drops the rest', () => {
    expect(readFavoriteIds([1, '2', { id: 3 }, { m_id: '4' }, null, {}])).toEqual(['1', '2', '3', '4'])
    expect(readFavoriteIds({ a: 5 })).toEqual(['5'])
    expect(readFavoriteIds(undefined)).toEqual([])
  })
})
