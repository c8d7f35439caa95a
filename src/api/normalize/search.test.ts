import { describe, expect, it } from 'vitest'
import { normalizeCities, normalizeSearchResult, readTags, searchQueryFromCriteria } from './search'

describe('normalizeSearchResult', () => {
  it('maps the counts, the cards and the tags_list pairs', () => {
    expect(
      normalizeSearchResult({
        connected: '154',
        nb_pages: 4,
        total: '40',
        result: [
          { id: 1, pseudo: 'A' },
          { m_id: 2, pseudo: 'B' },
        ],
        tags_list: { 12: 'Sportif', 15: 'Gourmand' },
      }),
    ).toMatchObject({
      connectedCount: 154,
      pageCount: 4,
      total: 40,
      profiles: [
        { id: '1', nickname: 'A' },
        { id: '2', nickname: 'B' },
      ],
      tags: [
        { id: '12', name: 'Sportif' },
        { id: '15', name: 'Gourmand' },
      ],
    })
  })

  it('gives stable defaults for an empty answer', () => {
    expect(normalizeSearchResult({})).toEqual({
      connectedCount: 0,
      pageCount: 0,
      total: 0,
      profiles: [],
      tags: [],
    })
  })
})

describe('readTags', () => {
  it('turns the map into id/name pairs, keeps a list of pairs, drops blanks', () => {
    expect(readTags({ a: 'Un', b: '' })).toEqual([{ id: 'a', name: 'Un' }])
    expect(readTags([{ id: 3, name: 'Trois' }, { name: 'no id' }])).toEqual([{ id: '3', name: 'Trois' }])
    expect(readTags(null)).toEqual([])
  })
})

describe('searchQueryFromCriteria', () => {
  it('uses the spec parameter names', () => {
    expect(
      searchQueryFromCriteria({
        page: 2,
        limit: 24,
        isOnline: true,
        city: '123',
        distance: 25,
        gender: '2',
        age: { from: 25, to: 35 },
        hasPhoto: false,
        nickname: 'zo',
        height: { from: 160, to: 190 },
        weight: { from: 50, to: 100 },
        eyesColor: '1',
        hairsColor: '2',
        maritalStatus: '3',
        sexualPreferences: '4',
        firstname: 'Zoé',
      }),
    ).toEqual({
      pas: 24,
      page: 2,
      is_online: '1',
      searchAction: 'search',
      id_ville: '123',
      dist: 25,
      sex: '2',
      age_from: 25,
      age_to: 35,
      is_photo: '0',
      nick: 'zo',
      taille_from: 160,
      taille_to: 190,
      poids_from: 50,
      poids_to: 100,
      eyes: '1',
      hair: '2',
      status: '3',
      interest_sexuel: '4',
      nom: 'Zoé',
    })
  })

  it('defaults to page 1 of 12 and leaves out what was not given', () => {
    expect(searchQueryFromCriteria({ isLast: true })).toEqual({ pas: 12, page: 1, searchAction: 'last' })
  })
})

describe('normalizeCities', () => {
  it('maps ID_city and zone_name, bare or under result', () => {
    expect(normalizeCities([{ ID_city: 75056, zone_name: 'Paris' }])).toEqual([
      { id: '75056', name: 'Paris' },
    ])
    expect(normalizeCities({ result: [{ ID_city: '1', zone_name: 'Lyon' }, { ID_city: '2' }] })).toEqual([
      { id: '1', name: 'Lyon' },
    ])
    expect(normalizeCities('')).toEqual([])
  })
})
