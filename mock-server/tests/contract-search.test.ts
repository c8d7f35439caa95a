/**
 * Contract: searching through the real client (spec section 7 rows search / meeting_res / topmembers
 * with every filter, and getRegionsAutocomp), checked against the seed's rows.
 */
import { describe, expect, it } from 'vitest'
import {
  getOnlineMembers,
  getTopMembers,
  searchCities,
  searchMeetings,
  searchMembers,
} from '../../src/api/search'
import { ageFrom } from '../lib/time'
import { DEMO, db } from '../node'
import { distanceKm } from '../seed/cities'
import { setUpContractServer, signIn } from './contract-support'

setUpContractServer()

const member = (id: string) => db.members.findFirst((q) => q.where({ id: Number(id) }))!
const cityOf = (id: number) => db.cities.findFirst((q) => q.where({ id }))!

describe('GET /index_api/search', () => {
  it('pages 12 by default, with nb_pages, total, the online count and tags', async () => {
    const result = await searchMembers({})
    expect(result.profiles).toHaveLength(12)
    expect(result.total).toBe(db.members.count())
    expect(result.pageCount).toBe(Math.ceil(result.total / 12))
    expect(result.connectedCount).toBe(db.members.findMany((q) => q.where({ online: true })).length)
    expect(result.tags.find((t) => t.id === '1')?.name).toBe('Cinéma')
    const page2 = await searchMembers({ page: 2 })
    expect(page2.profiles[0]?.id).not.toBe(result.profiles[0]?.id)
    const beyond = await searchMembers({ page: result.pageCount + 1 })
    expect(beyond.profiles).toHaveLength(0)
  })

  it('applies gender, age, online and with-photo', async () => {
    const result = await searchMembers({
      gender: '2',
      age: { from: 26, to: 35 },
      isOnline: true,
      hasPhoto: true,
      limit: 50,
    })
    expect(result.profiles.length).toBeGreaterThan(0)
    for (const card of result.profiles) {
      expect(card.gender).toBe('2')
      expect(card.age).toBeGreaterThanOrEqual(26)
      expect(card.age).toBeLessThanOrEqual(35)
      expect(card.isOnline).toBe(true)
      expect(card.photos.length).toBeGreaterThan(0)
    }
  })

  it('applies city and distance from the towns’ coordinates', async () => {
    const paris = db.cities.findFirst((q) => q.where({ name: 'Paris' }))!
    const near = await searchMembers({ city: String(paris.id), distance: 25, limit: 100 })
    expect(near.profiles.length).toBeGreaterThan(10)
    for (const card of near.profiles)
      expect(distanceKm(paris, cityOf(member(card.id).city_id))).toBeLessThanOrEqual(25)
    expect(near.profiles.some((c) => c.location === 'Versailles (78)')).toBe(true)
    const sameTown = await searchMembers({ city: String(paris.id), distance: 0, limit: 100 })
    expect(sameTown.profiles.every((c) => c.location === 'Paris (75)')).toBe(true)
  })

  it('applies nickname, first name, height, weight, eyes, hair, status and sexual preference', async () => {
    const sample = db.members.findMany((q) => q.where({ simulated: true }))[20]!
    const byNick = await searchMembers({ nickname: sample.pseudo.slice(0, 5).toLowerCase(), limit: 100 })
    expect(byNick.profiles.map((c) => c.id)).toContain(String(sample.id))
    const byName = await searchMembers({ firstname: sample.prenom, limit: 100 })
    expect(byName.profiles.every((c) => c.firstname.includes(sample.prenom))).toBe(true)
    const filtered = await searchMembers({
      height: { from: 170, to: 185 },
      weight: { from: 60, to: 90 },
      eyesColor: '2',
      hairsColor: '1',
      maritalStatus: '1',
      sexualPreferences: '1',
      limit: 100,
    })
    for (const card of filtered.profiles) {
      const m = member(card.id)
      expect(m.taille).toBeGreaterThanOrEqual(170)
      expect(m.taille).toBeLessThanOrEqual(185)
      expect(m.poids).toBeGreaterThanOrEqual(60)
      expect(m.poids).toBeLessThanOrEqual(90)
      expect([m.yeux, m.cheveux, m.situation, m.sexe2]).toEqual([2, 1, 1, 1])
    }
  })

  it('leaves out the searcher and members they blocked', async () => {
    await signIn('premium')
    const blocked = db.blacklist.findFirst((q) => q.where({ owner_id: DEMO.premium.id }))!
    const all = await searchMembers({ limit: 100, page: 1 })
    const ids = [...all.profiles.map((c) => c.id)]
    for (let page = 2; page <= all.pageCount; page++)
      ids.push(...(await searchMembers({ limit: 100, page })).profiles.map((c) => c.id))
    expect(ids).not.toContain(String(DEMO.premium.id))
    expect(ids).not.toContain(String(blocked.target_id))
  })

  it('gives the online carousel its 24 online members', async () => {
    const online = await getOnlineMembers()
    expect(online).toHaveLength(24)
    expect(online.every((c) => c.isOnline)).toBe(true)
    for (const card of online) expect(ageFrom(member(card.id).birthdate)).toBe(card.age)
  })
})

describe('GET /index_api/meeting_res and /index_api/topmembers', () => {
  it('finds members with meeting days, and ranks the top members by note', async () => {
    const meetings = await searchMeetings({ limit: 50 })
    expect(meetings.profiles.length).toBeGreaterThan(0)
    expect(meetings.profiles.every((c) => member(c.id).rdv.day.length > 0)).toBe(true)
    const top = await getTopMembers({ limit: 20 })
    const notes = top.profiles.map((c) => c.averageNote ?? 0)
    expect([...notes].sort((a, b) => b - a)).toEqual(notes)
    expect(notes[0]).toBeGreaterThan(7)
  })
})

describe('GET /ajax_api/getRegionsAutocomp?q', () => {
  it('finds towns by name, accents optional, with their zone names', async () => {
    const cities = await searchCities('beziers')
    expect(cities).toEqual([{ id: expect.stringMatching(/^\d+$/), name: 'Béziers (34)' }])
    const saint = await searchCities('saint')
    expect(saint.length).toBeGreaterThan(3)
    expect(await searchCities('zzz')).toEqual([])
  })
})
