import { describe, expect, it } from 'vitest'
import { ActivityKind } from '../models/social'
import {
  normalizeActivities,
  normalizeActivityItem,
  normalizeGuests,
  normalizeWall,
  readActivityKind,
} from './social'

describe('activity kinds', () => {
  it.each([
    ['con', ActivityKind.Connected],
    ['visite', ActivityKind.Visited],
    ['modif', ActivityKind.Updated],
    ['add_tof', ActivityKind.AddedPhoto],
    ['birthday', ActivityKind.Birthday],
  ])('reads %s as %s', (code, kind) => {
    expect(readActivityKind(code)).toBe(kind)
  })

  it('reads an unknown code as null', () => {
    expect(readActivityKind('dance')).toBeNull()
    expect(readActivityKind(undefined)).toBeNull()
  })
})

describe('normalizeActivityItem', () => {
  it('keeps the card and adds the activity and its date', () => {
    expect(
      normalizeActivityItem({
        m_id: 9,
        pseudo: 'Léa',
        age: 27,
        prenom: 'Léa',
        zone_name: 'Nice',
        activity: 'add_tof',
        date_action: '2026-11-02 10:00:00',
        tab_photo: ['t.jpg'],
      }),
    ).toMatchObject({
      id: '9',
      nickname: 'Léa',
      age: 27,
      firstname: 'Léa',
      location: 'Nice',
      activity: 'add_tof',
      activityDate: '2026-11-02 10:00:00',
      avatar: { normal: 't.jpg' },
    })
  })

  it('reads the list bare or under result', () => {
    expect(normalizeActivities([{ id: 1, activity: 'con' }]).map((a) => a.activity)).toEqual(['con'])
    expect(
      normalizeActivities({ result: [{ id: 1, activity: 'visite' }, 'junk'] }).map((a) => a.activity),
    ).toEqual(['visite'])
    expect(normalizeActivities(null)).toEqual([])
  })
})

describe('normalizeWall', () => {
  it('maps each bucket and gives its items the bucket kind', () => {
    const wall = normalizeWall({
      wall_addPhoto: [{ id: 1 }],
      wall_birthday: [{ id: 2 }],
      wall_change: [{ id: 3 }],
      wall_friends: [{ id: 4 }],
      wall_online: [{ id: 5 }, { id: 6, activity: 'visite' }],
    })
    expect(wall.addedPhoto.map((i) => [i.id, i.activity])).toEqual([['1', 'add_tof']])
    expect(wall.birthday.map((i) => [i.id, i.activity])).toEqual([['2', 'birthday']])
    expect(wall.updated.map((i) => [i.id, i.activity])).toEqual([['3', 'modif']])
    expect(wall.visited.map((i) => [i.id, i.activity])).toEqual([['4', 'visite']])
    expect(wall.online.map((i) => [i.id, i.activity])).toEqual([
      ['5', 'con'],
      ['6', 'visite'],
    ])
  })

  it('gives empty buckets for a missing or odd answer', () => {
    expect(normalizeWall({ wall_online: 'none' })).toEqual({
      addedPhoto: [],
      birthday: [],
      updated: [],
      visited: [],
      online: [],
    })
    expect(normalizeWall(undefined).visited).toEqual([])
  })
})

describe('normalizeGuests', () => {
  it('reads a page of visitors', () => {
    const page = normalizeGuests(
      { result: [{ id: 1, date_action: '2026-01-01 12:00:00' }], nb_pages: '3', total: '25' },
      'visite',
    )
    expect(page).toMatchObject({
      pageCount: 3,
      total: 25,
      guests: [{ id: '1', activity: 'visite', activityDate: '2026-01-01 12:00:00' }],
    })
  })

  it('defaults counts from what came', () => {
    expect(normalizeGuests({ result: [{ id: 1 }] }, null)).toMatchObject({ pageCount: 1, total: 1 })
    expect(normalizeGuests({}, null)).toEqual({ guests: [], pageCount: 0, total: 0 })
  })
})
