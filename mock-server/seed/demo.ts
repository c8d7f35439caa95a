/**
 * The demo accounts written in mock-server/README.md: a premium member with a full, living profile
 * (photos, conversations, visitors, votes), a free member, a member whose premium is cancelled, and a
 * member whose profile is incomplete. They never act on their own (not simulated): a developer logs in
 * as them.
 */
import type { Subscription } from '../db/billing'
import { blankProfile, type Member } from '../db/members'
import type { Photo } from '../db/photos'
import { DAY, iso, MINUTE, ymd } from '../lib/time'
import { CITIES } from './cities'

export const DEMO_PASSWORD = 'demo1234'

export const DEMO = {
  premium: { id: 10001, email: 'juliette@demo.fr', pseudo: 'Juliette75' },
  free: { id: 10002, email: 'thomas@demo.fr', pseudo: 'Thomas_69' },
  cancelled: { id: 10003, email: 'nathalie@demo.fr', pseudo: 'Nathalie33' },
  incomplete: { id: 10004, email: 'nouveau@demo.fr', pseudo: 'NouveauMembre' },
} as const

export type DemoKey = keyof typeof DEMO

const cityId = (name: string) => CITIES.find((c) => c.name === name)!.id

function base(now: number): Omit<Member, 'id' | 'email' | 'pseudo' | 'prenom'> {
  return {
    ...blankProfile(),
    password: DEMO_PASSWORD,
    online: false,
    last_seen: iso(now - 2 * DAY),
    created_at: iso(now - 400 * DAY),
  }
}

const born = (now: number, age: number, month: number, day: number) =>
  ymd(Date.UTC(new Date(now).getUTCFullYear() - age - 1, month - 1, day))

export function buildDemoMembers(now: number): Member[] {
  return [
    {
      ...base(now),
      ...DEMO.premium,
      prenom: 'Juliette',
      nom_complet: 'Juliette Marchand',
      sexe1: 2,
      sexe2: 1,
      // Born on 30 December: 32 years old every day but the last two of the year.
      birthdate: born(now, 32, 12, 30),
      birth_location: 'Lyon',
      city_id: cityId('Paris'),
      description:
        "Parisienne d'adoption, amoureuse des terrasses au soleil, des expos et des dîners qui s'éternisent. Je cherche quelqu'un de drôle et attentionné pour partager de beaux moments.",
      situation: 1,
      taille: 168,
      poids: 57,
      yeux: 6,
      cheveux: 2,
      silhouette: 1,
      personnalite: 5,
      etudes: 6,
      travail: 2,
      nb_enfants: 0,
      fumeur: 2,
      astro: 10,
      style: 4,
      cherche1: 1,
      pour: 3,
      ages_cherches: [4, 5],
      often_id: 3,
      interests: [1, 3, 4, 11, 12],
      sexual_interests: [1, 3, 6],
      body_options: [1],
      rdv: {
        ages: [4, 5],
        at_time: 6,
        day: [ymd(now + 2 * DAY), ymd(now + 5 * DAY)],
        for: [2, 3, 5],
        whom: [1],
      },
      online: true,
      last_seen: iso(now - 2 * MINUTE),
      created_at: iso(now - 500 * DAY),
      token_login: null,
      reserve_gold: 5,
    },
    {
      ...base(now),
      ...DEMO.free,
      prenom: 'Thomas',
      sexe1: 1,
      sexe2: 1,
      birthdate: born(now, 38, 12, 28),
      city_id: cityId('Lyon'),
      description: 'Ingénieur le jour, guitariste le soir. Toujours partant pour une randonnée.',
      situation: 2,
      taille: 182,
      poids: 78,
      yeux: 2,
      cheveux: 1,
      silhouette: 2,
      personnalite: 4,
      etudes: 6,
      travail: 2,
      nb_enfants: 1,
      fumeur: 2,
      astro: 5,
      style: 2,
      cherche1: 2,
      pour: 1,
      ages_cherches: [4, 5],
      often_id: 3,
      interests: [2, 5, 13],
      rdv: { ages: [4, 5], at_time: 5, day: [], for: [1, 7], whom: [2] },
      last_seen: iso(now - 3 * DAY),
    },
    {
      ...base(now),
      ...DEMO.cancelled,
      prenom: 'Nathalie',
      sexe1: 2,
      sexe2: 3,
      birthdate: born(now, 45, 12, 27),
      city_id: cityId('Bordeaux'),
      description: 'Bordelaise, épicurienne et curieuse. Je profite de mon abonnement jusqu’au bout !',
      situation: 5,
      taille: 165,
      poids: 62,
      yeux: 1,
      cheveux: 3,
      silhouette: 3,
      personnalite: 7,
      etudes: 4,
      travail: 12,
      nb_enfants: 2,
      fumeur: 3,
      astro: 3,
      style: 6,
      cherche1: 1,
      pour: 4,
      ages_cherches: [5, 6],
      often_id: 4,
      interests: [6, 7, 12],
      rdv: { ages: [5], at_time: 2, day: [], for: [1, 3], whom: [1, 3] },
      last_seen: iso(now - 6 * DAY),
    },
    {
      ...base(now),
      ...DEMO.incomplete,
      prenom: '',
      last_seen: iso(now - 10 * MINUTE),
      created_at: iso(now - 1 * DAY),
    },
  ]
}

export function buildDemoPhotos(now: number, startId: number): Photo[] {
  const photo = (
    member_id: number,
    num: number,
    index: number,
    is_private: boolean,
    daysAgo: number,
  ): Photo => ({
    id: 0,
    member_id,
    num,
    source: { kind: 'portrait', index },
    is_private,
    is_main: num === 1,
    crop: null,
    created_at: iso(now - daysAgo * DAY),
    score_sum: 0,
    votes: 0,
  })
  const list = [
    photo(DEMO.premium.id, 1, 4, false, 200),
    photo(DEMO.premium.id, 2, 7, false, 150),
    photo(DEMO.premium.id, 3, 11, false, 90),
    photo(DEMO.premium.id, 4, 19, false, 30),
    photo(DEMO.premium.id, 5, 26, false, 3),
    photo(DEMO.premium.id, 6, 15, true, 60),
    photo(DEMO.premium.id, 7, 28, true, 10),
    photo(DEMO.free.id, 1, 2, false, 100),
    photo(DEMO.free.id, 2, 5, false, 40),
    photo(DEMO.cancelled.id, 1, 24, false, 300),
    photo(DEMO.cancelled.id, 2, 20, false, 120),
    photo(DEMO.cancelled.id, 3, 31, true, 20),
  ]
  return list.map((p, i) => ({ ...p, id: startId + i }))
}

export function buildDemoSubscriptions(now: number): Subscription[] {
  return [
    {
      member_id: DEMO.premium.id,
      premium: true,
      start_date: ymd(now - 40 * DAY),
      end_date: ymd(now + 325 * DAY),
      cancelled: false,
      credits: 42,
    },
    {
      member_id: DEMO.cancelled.id,
      premium: true,
      start_date: ymd(now - 70 * DAY),
      end_date: ymd(now + 20 * DAY),
      cancelled: true,
      credits: 8,
    },
  ]
}
