/**
 * Builds the whole seed as a snapshot (plain arrays per collection) from a seed number and a "now".
 * Pure: the same seed and the same now give the same data, down to the last message. Dates are
 * relative to now so the site always looks current (online members seen minutes ago, birthdays today).
 */
import type { Snapshot } from '../db/database'
import { createRng } from '../lib/prng'
import { buildActivity } from './activity'
import { buildAdSlots, buildCities, buildFaq } from './content'
import { buildDemoMembers, buildDemoPhotos, buildDemoSubscriptions, DEMO } from './demo'
import { buildMembers } from './members'

export const DEFAULT_SEED = 20260615

export function buildSeed(seed: number = DEFAULT_SEED, now: number = Date.now()): Snapshot {
  const rng = createRng(seed)
  const demoMembers = buildDemoMembers(now)
  const demoPhotos = buildDemoPhotos(now, 1)
  const taken = new Set(demoMembers.map((m) => m.pseudo.toLowerCase()))
  const lastDemoId = Math.max(...Object.values(DEMO).map((d) => d.id))
  const seeded = buildMembers(rng, now, lastDemoId + 1, taken, demoPhotos.length + 1)
  const members = [...demoMembers, ...seeded.members]
  const photos = [...demoPhotos, ...seeded.photos]
  const history = buildActivity(rng, now, members, photos)
  return {
    cities: buildCities(),
    members,
    photos,
    subscriptions: [...buildDemoSubscriptions(now), ...seeded.subscriptions],
    sessions: [],
    ...history,
    payments: [],
    adSlots: buildAdSlots(),
    faq: buildFaq(),
    captchas: [],
    reports: [],
    contactMessages: [],
    passwordResets: [],
  }
}
