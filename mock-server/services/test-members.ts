/**
 * Fresh members made on demand through the control endpoint (`/__mock/member`), so end-to-end tests
 * that change data (messages, favorites, photos, account deletion) never share a member with a test
 * running beside them. Each one has a complete profile, a login and a live session.
 */
import { db, nextId } from '../db/database'
import { blankProfile, type Member } from '../db/members'
import type { Photo } from '../db/photos'
import { PORTRAIT_COUNT } from '../lib/portraits'
import { DAY, iso, now, nowIso, ymd } from '../lib/time'
import { CITIES } from '../seed/cities'
import { createSession } from './sessions'

export interface TestMemberOptions {
  /** 1 man, 2 woman (section 3's sexe1). */
  sex?: 1 | 2
  /** Who they look for (cherche1); the other sex by default. */
  lookingFor?: 1 | 2
  premium?: boolean
  /** Public photos to give them (shipped portraits), the first one main. */
  publicPhotos?: number
  privatePhotos?: number
  /** A nickname prefix; a unique suffix is added. */
  prefix?: string
  age?: number
  city?: string
  /**
   * The exact nickname, unchecked (the registration's rules do not apply): hostile text from an old
   * record or another client, for the XSS tests.
   */
  nickname?: string
  description?: string
}

export interface TestMember extends Record<string, unknown> {
  id: number
  pseudo: string
  email: string
  password: string
  session_id: string
}

let made = 0

export async function createTestMember(options: TestMemberOptions = {}): Promise<TestMember> {
  made += 1
  const id = nextId('members')
  const sex = options.sex ?? 2
  const suffix = `${id}${made}`.slice(-6)
  const pseudo =
    options.nickname ?? `${(options.prefix ?? 'Test').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 12)}_${suffix}`
  const email = `test_${id}_${made}@test.fr`
  const password = 'motdepasse'
  const city = CITIES.find((c) => c.name === (options.city ?? 'Paris')) ?? CITIES[0]!
  const at = now()
  const member: Member = {
    ...blankProfile(),
    id,
    email,
    pseudo,
    password,
    prenom: pseudo,
    online: true,
    last_seen: nowIso(),
    created_at: iso(at - DAY),
    sexe1: sex,
    sexe2: sex === 1 ? 2 : 1,
    birthdate: ymd(Date.UTC(new Date(at).getUTCFullYear() - (options.age ?? 30) - 1, 0, 15)),
    city_id: city.id,
    cherche1: options.lookingFor ?? (sex === 1 ? 2 : 1),
    description: options.description ?? 'Membre de test, créé pour un test de bout en bout.',
  }
  await db.members.create(member)
  const photos: Photo[] = []
  const publicCount = options.publicPhotos ?? 1
  const total = publicCount + (options.privatePhotos ?? 0)
  for (let i = 0; i < total; i++) {
    photos.push({
      id: nextId('photos'),
      member_id: id,
      num: i + 1,
      source: { kind: 'portrait', index: ((id + i) % PORTRAIT_COUNT) + 1 },
      is_private: i >= publicCount,
      is_main: i === 0 && publicCount > 0,
      crop: null,
      created_at: iso(at - (total - i) * DAY),
      score_sum: 0,
      votes: 0,
    })
  }
  for (const photo of photos) await db.photos.create(photo)
  if (options.premium) {
    await db.subscriptions.create({
      member_id: id,
      premium: true,
      start_date: ymd(at - 10 * DAY),
      end_date: ymd(at + 355 * DAY),
      cancelled: false,
      credits: 50,
    })
  }
  const session = await createSession(member)
  return { id, pseudo, email, password, session_id: session.session_id }
}
