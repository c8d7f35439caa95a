// @vitest-environment node
/**
 * The seed: deterministic (same seed and instant, same data), French, large enough, every
 * enumeration value of section 3 in use, ages 18 to 99, and resets that really restore it.
 */
import { describe, expect, it } from 'vitest'
import { db, takeSnapshot } from '../db/database'
import {
  AVAILABILITY,
  BUILD,
  EDUCATION,
  EYES,
  GENDERS,
  HAIR,
  ids,
  MARITAL,
  MEETING_ACTIVITIES,
  ORIENTATIONS,
  SEEKING,
  SEX_FREQUENCY,
  SMOKING,
} from '../db/enums'
import { ageFrom } from '../lib/time'
import { buildSeed, DEFAULT_SEED } from '../seed/build-seed'
import { DEMO } from '../seed/demo'
import { resetDatabase } from '../seed/reset-database'

const NOW = Date.UTC(2026, 5, 15, 12)

describe('buildSeed', () => {
  it('gives the same data for the same seed and instant, other data for another seed', () => {
    const a = buildSeed(DEFAULT_SEED, NOW)
    const b = buildSeed(DEFAULT_SEED, NOW)
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    const c = buildSeed(DEFAULT_SEED + 1, NOW)
    expect(c.members.map((m) => m.pseudo)).not.toEqual(a.members.map((m) => m.pseudo))
  })

  it('holds 300+ members with unique French nicknames, real towns, ages 18 to 99', () => {
    const seed = buildSeed(DEFAULT_SEED, NOW)
    expect(seed.members.length).toBeGreaterThanOrEqual(300)
    const nicknames = seed.members.map((m) => m.pseudo.toLowerCase())
    expect(new Set(nicknames).size).toBe(nicknames.length)
    expect(new Set(seed.members.map((m) => m.email)).size).toBe(seed.members.length)
    const ages = seed.members.filter((m) => m.birthdate).map((m) => ageFrom(m.birthdate, NOW))
    expect(Math.min(...ages)).toBe(18)
    expect(Math.max(...ages)).toBe(99)
    expect(seed.cities.find((c) => c.name === 'Paris')?.zone_name).toBe('Paris (75)')
    const towns = new Set(seed.members.map((m) => m.city_id))
    expect(towns.size).toBeGreaterThan(40)
    expect(seed.members.filter((m) => m.online).length).toBeGreaterThan(30)
    expect(
      seed.members.filter((m) => m.prenom.includes('é') || m.prenom.includes('ë') || m.prenom.includes('ï'))
        .length,
    ).toBeGreaterThan(5)
  })

  it('uses every value of every enumeration', () => {
    const { members } = buildSeed(DEFAULT_SEED, NOW)
    const used = (pick: (m: (typeof members)[number]) => number | number[]) =>
      new Set(members.flatMap((m) => pick(m)))
    const cases: [string, number[], Set<number>][] = [
      ['gender', ids(GENDERS), used((m) => m.sexe1)],
      ['orientation', ids(ORIENTATIONS), used((m) => m.sexe2)],
      ['seeking', ids(SEEKING), used((m) => m.pour)],
      ['age bands', [3, 4, 5, 6], used((m) => m.ages_cherches)],
      ['eyes', ids(EYES), used((m) => m.yeux)],
      ['hair', ids(HAIR), used((m) => m.cheveux)],
      ['marital status', ids(MARITAL), used((m) => m.situation)],
      ['smoking', ids(SMOKING), used((m) => m.fumeur)],
      ['availability', ids(AVAILABILITY), used((m) => m.rdv.at_time)],
      ['build', ids(BUILD), used((m) => m.silhouette)],
      ['education', ids(EDUCATION), used((m) => m.etudes)],
      ['meeting activities', ids(MEETING_ACTIVITIES), used((m) => m.rdv.for)],
      ['sexual frequency', ids(SEX_FREQUENCY), used((m) => m.often_id)],
    ]
    for (const [name, values, seen] of cases) {
      for (const v of values) expect(seen.has(v), `${name} ${v}`).toBe(true)
    }
  })

  it('gives the demo accounts what the README promises', () => {
    const seed = buildSeed(DEFAULT_SEED, NOW)
    const premiumPhotos = seed.photos.filter((p) => p.member_id === DEMO.premium.id)
    expect(premiumPhotos.filter((p) => !p.is_private)).toHaveLength(5)
    expect(premiumPhotos.filter((p) => p.is_private)).toHaveLength(2)
    expect(
      seed.conversations.filter((c) => c.a_id === DEMO.premium.id || c.b_id === DEMO.premium.id),
    ).toHaveLength(10)
    expect(seed.visits.filter((v) => v.visited_id === DEMO.premium.id).length).toBeGreaterThanOrEqual(30)
    expect(seed.votes.filter((v) => v.target_id === DEMO.premium.id).length).toBeGreaterThanOrEqual(30)
    expect(seed.subscriptions.find((s) => s.member_id === DEMO.cancelled.id)).toMatchObject({
      premium: true,
      cancelled: true,
    })
    expect(seed.subscriptions.find((s) => s.member_id === DEMO.free.id)).toBeUndefined()
    const incomplete = seed.members.find((m) => m.id === DEMO.incomplete.id)!
    expect([incomplete.city_id, incomplete.birthdate, incomplete.sexe1, incomplete.cherche1]).toEqual([
      0,
      '',
      0,
      0,
    ])
  })
})

describe('resetDatabase', () => {
  it('brings back the seed after changes, additions and deletions', async () => {
    await resetDatabase({ now: NOW })
    const pristine = JSON.stringify(takeSnapshot())
    await db.members.update((q) => q.where({ id: DEMO.free.id }), {
      data(m) {
        m.description = 'changé'
        m.interests = [1]
      },
    })
    await db.sessions.create({ session_id: 'x', member_id: DEMO.free.id, created_at: '', expired: false })
    db.votes.delete((q) => q.where({ id: 1 }))
    await resetDatabase({ now: NOW })
    expect(JSON.stringify(takeSnapshot())).toBe(pristine)
  })
})
