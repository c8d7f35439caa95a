/**
 * Seeds the members (after the demo accounts), their photos and subscriptions. Every enumeration value
 * of section 3 is used: the first members take each value in turn, the rest draw at random. Two
 * members sit at the age limits (18 and 99), a few have their birthday today, about one in six is
 * online, one in ten has no photo.
 */

import type { Subscription } from '../db/billing'
import {
  AGE_BANDS,
  AVAILABILITY,
  BODY_OPTIONS,
  BUILD,
  DRESS_STYLES,
  EDUCATION,
  EYES,
  HAIR,
  INTERESTS,
  ids,
  JOBS,
  MARITAL,
  MEETING_ACTIVITIES,
  MEETING_TYPES,
  PERSONALITY,
  SEEKING,
  SEX_FREQUENCY,
  SEXUAL_INTERESTS,
  SMOKING,
  ZODIAC,
} from '../db/enums'
import type { Member } from '../db/members'
import type { Photo } from '../db/photos'
import { PORTRAIT_COUNT } from '../lib/portraits'
import type { Rng } from '../lib/prng'
import { DAY, iso, MINUTE, ymd } from '../lib/time'
import { CITIES, type CitySeed } from './cities'
import { COUPLE_NAMES, FEMALE_NAMES, MALE_NAMES, NICK_WORDS, plain } from './names'
import { DESCRIPTIONS } from './texts'

export const SEED_MEMBER_COUNT = 316
export const FIRST_MEMBER_ID = 10001
export const MEMBER_PASSWORD = 'motdepasse'

export interface SeededMembers {
  members: Member[]
  photos: Photo[]
  subscriptions: Subscription[]
}

/** The value at position i while i walks through the list once, then a random one. */
function cover<T>(rng: Rng, i: number, values: readonly T[], offset = 0): T {
  const k = i - offset
  return k >= 0 && k < values.length ? (values[k] as T) : rng.pick(values)
}

function birthdateFor(rng: Rng, age: number, now: number, birthdayToday: boolean): string {
  const today = new Date(now)
  const year = today.getUTCFullYear() - age
  if (birthdayToday) return ymd(Date.UTC(year, today.getUTCMonth(), today.getUTCDate()))
  // A day strictly before today's date in the birth year keeps the age exact.
  const dayOfYear = Math.floor(
    (Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
      Date.UTC(today.getUTCFullYear(), 0, 1)) /
      DAY,
  )
  const back = rng.int(1, 364)
  const offset = dayOfYear - back
  return ymd(Date.UTC(year, 0, 1) + offset * DAY)
}

function pickCity(rng: Rng): CitySeed {
  return rng.weighted(CITIES.map((c) => [c, c.weight] as const))
}

function ageFor(rng: Rng, i: number): number {
  if (i === 5) return 18
  if (i === 6) return 99
  const band = rng.weighted([
    [[18, 25], 20],
    [[26, 35], 30],
    [[36, 50], 30],
    [[51, 70], 15],
    [[71, 99], 5],
  ] as const)
  return rng.int(band[0], band[1])
}

function bandOf(age: number): number {
  for (const [id, b] of Object.entries(AGE_BANDS)) if (age >= b.from && age <= b.to) return Number(id)
  return 6
}

export function buildMembers(
  rng: Rng,
  now: number,
  startId: number,
  takenNicknames: Set<string>,
  startPhotoId: number,
): SeededMembers {
  const members: Member[] = []
  const photos: Photo[] = []
  const subscriptions: Subscription[] = []
  let photoId = startPhotoId
  for (let i = 0; i < SEED_MEMBER_COUNT; i++) {
    const id = startId + i
    const sexe1 =
      i < 3
        ? i + 1
        : rng.weighted([
            [1, 45],
            [2, 45],
            [3, 10],
          ] as const)
    const couple = sexe1 === 3 ? rng.pick(COUPLE_NAMES) : null
    const prenom = couple ? `${couple[0]} et ${couple[1]}` : rng.pick(sexe1 === 1 ? MALE_NAMES : FEMALE_NAMES)
    const city = pickCity(rng)
    const nickname = uniqueNickname(rng, couple, prenom, city.dept, takenNicknames)
    const age = ageFor(rng, i)
    const sexe2 =
      i < 6
        ? ([1, 2, 3, 2, 3, 1][i] as number)
        : rng.weighted([
            [1, 75],
            [2, 12],
            [3, 13],
          ] as const)
    const cherche1 =
      sexe2 === 2
        ? sexe1
        : sexe2 === 3
          ? rng.pick([1, 2, 3])
          : sexe1 === 1
            ? 2
            : sexe1 === 2
              ? 1
              : rng.pick([1, 2, 3])
    const online = rng.chance(0.17)
    const lastSeen = online ? now - rng.int(0, 9) * MINUTE : now - rng.int(15, 60 * 24 * 45) * MINUTE
    const birthdayToday = i % 60 === 17
    const member: Member = {
      id,
      email: `${plain(couple ? couple[0] : prenom).toLowerCase()}.${id}@exemple.fr`,
      password: MEMBER_PASSWORD,
      pseudo: nickname,
      prenom,
      nom_complet: '',
      sexe1,
      sexe2,
      birthdate: birthdateFor(rng, age, now, birthdayToday),
      birth_location: pickCity(rng).name,
      city_id: city.id,
      pays: 'France',
      description: rng.chance(0.85) ? rng.pick(DESCRIPTIONS) : '',
      situation: cover(rng, i, ids(MARITAL)),
      taille: sexe1 === 1 ? rng.int(160, 200) : rng.int(148, 185),
      poids: sexe1 === 1 ? rng.int(58, 115) : rng.int(45, 95),
      yeux: cover(rng, i, ids(EYES)),
      cheveux: cover(rng, i, ids(HAIR)),
      silhouette: cover(rng, i, ids(BUILD)),
      personnalite: cover(rng, i, ids(PERSONALITY)),
      etudes: cover(rng, i, ids(EDUCATION)),
      travail: age >= 65 && rng.chance(0.8) ? 11 : cover(rng, i, ids(JOBS)),
      nb_enfants:
        age < 22
          ? 0
          : rng.weighted([
              [0, 45],
              [1, 20],
              [2, 22],
              [3, 9],
              [4, 4],
            ] as const),
      fumeur: cover(rng, i, ids(SMOKING)),
      astro: cover(rng, i, ids(ZODIAC)),
      style: cover(rng, i, ids(DRESS_STYLES)),
      cherche1,
      pour: cover(rng, i, ids(SEEKING)),
      ages_cherches: i < 4 ? [Number(Object.keys(AGE_BANDS)[i])] : agesWanted(rng, age),
      often_id: cover(rng, i, ids(SEX_FREQUENCY)),
      interests:
        i < 14
          ? [ids(INTERESTS)[i] as number, ...rng.sample(ids(INTERESTS), 2)]
          : rng.sample(ids(INTERESTS), rng.int(0, 5)),
      sexual_interests:
        i < 8 ? [ids(SEXUAL_INTERESTS)[i] as number] : rng.sample(ids(SEXUAL_INTERESTS), rng.int(0, 3)),
      body_options: i < 5 ? [ids(BODY_OPTIONS)[i] as number] : rng.sample(ids(BODY_OPTIONS), rng.int(0, 2)),
      rdv: {
        ages: [bandOf(age)],
        at_time: cover(rng, i, ids(AVAILABILITY)),
        day: rng
          .sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], rng.int(0, 4))
          .sort((a, b) => a - b)
          .map((d) => ymd(now + d * DAY)),
        for:
          i < 8 ? [ids(MEETING_ACTIVITIES)[i] as number] : rng.sample(ids(MEETING_ACTIVITIES), rng.int(1, 3)),
        whom: i < 4 ? [ids(MEETING_TYPES)[i] as number] : [cherche1],
      },
      online,
      last_seen: iso(lastSeen),
      created_at: iso(lastSeen - rng.int(1, 900) * DAY),
      photo_x: i % 25 === 11 ? 'blur' : null,
      token_login: null,
      reserve_gold: rng.chance(0.1) ? rng.int(1, 20) : 0,
      simulated: true,
    }
    members.push(member)

    const publicCount =
      i % 10 === 9
        ? 0
        : rng.weighted([
            [1, 25],
            [2, 25],
            [3, 20],
            [4, 15],
            [5, 15],
          ] as const)
    const privateCount = publicCount > 0 && rng.chance(0.35) ? rng.int(1, 3) : 0
    for (let n = 1; n <= publicCount + privateCount; n++) {
      photos.push({
        id: photoId++,
        member_id: id,
        num: n,
        source: { kind: 'portrait', index: rng.int(1, PORTRAIT_COUNT) },
        is_private: n > publicCount,
        is_main: n === 1,
        crop: null,
        created_at: iso(lastSeen - rng.int(0, 300) * DAY),
        score_sum: 0,
        votes: 0,
      })
    }

    const sub = subscriptionFor(rng, id, now)
    if (sub) subscriptions.push(sub)
  }
  return { members, photos, subscriptions }
}

function agesWanted(rng: Rng, age: number): number[] {
  const own = bandOf(age)
  const bands = [own]
  if (rng.chance(0.5)) bands.push(Math.min(6, own + 1))
  if (rng.chance(0.3)) bands.push(Math.max(3, own - 1))
  return [...new Set(bands)].sort()
}

function uniqueNickname(
  rng: Rng,
  couple: readonly [string, string] | null,
  prenom: string,
  dept: string,
  taken: Set<string>,
): string {
  const base = couple
    ? `${plain(couple[0])}Et${plain(couple[1])}`
    : rng.weighted([
        [`${plain(prenom)}${dept}`, 3],
        [`${plain(prenom)}_${rng.int(18, 99)}`, 3],
        [`${rng.pick(NICK_WORDS)}${dept}`, 2],
        [`${plain(rng.pick(NICK_WORDS))}_${plain(prenom)}`, 2],
      ] as const)
  let nick = base
  let n = 2
  while (taken.has(nick.toLowerCase())) nick = `${base}${n++}`
  taken.add(nick.toLowerCase())
  return nick
}

function subscriptionFor(rng: Rng, memberId: number, now: number): Subscription | null {
  const kind = rng.weighted([
    ['free', 62],
    ['premium', 20],
    ['cancelled', 6],
    ['lapsed', 12],
  ] as const)
  if (kind === 'free') return null
  const start = now - rng.int(5, 200) * DAY
  if (kind === 'lapsed') {
    return {
      member_id: memberId,
      premium: false,
      start_date: ymd(start - 400 * DAY),
      end_date: ymd(start - 100 * DAY),
      cancelled: true,
      credits: 0,
    }
  }
  return {
    member_id: memberId,
    premium: true,
    start_date: ymd(start),
    end_date: ymd(start + rng.pick([30, 90, 365]) * DAY + 210 * DAY),
    cancelled: kind === 'cancelled',
    credits: rng.int(0, 60),
  }
}
