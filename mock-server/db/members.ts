/**
 * Members: the full profile of section 3, stored with ids for every enumeration (0 = not given, which
 * is how an incomplete profile looks) and the city as an id into `cities`. The wire form (string
 * flags, zone_name, albums) is built by lib/serialize.ts, not stored.
 */
import { Collection } from '@msw/data'
import { z } from 'zod'

export const rdvSchema = z.object({
  ages: z.array(z.number()),
  at_time: z.number(),
  day: z.array(z.string()),
  for: z.array(z.number()),
  whom: z.array(z.number()),
})

export const memberSchema = z.object({
  id: z.number(),
  email: z.string(),
  password: z.string(),
  pseudo: z.string(),
  prenom: z.string(),
  nom_complet: z.string(),
  /** 1 man, 2 woman, 3 couple; 0 unknown. */
  sexe1: z.number(),
  /** 1 straight, 2 gay, 3 bisexual; 0 unknown. */
  sexe2: z.number(),
  /** YYYY-MM-DD, or '' when not given. */
  birthdate: z.string(),
  birth_location: z.string(),
  /** 0 when not given. */
  city_id: z.number(),
  pays: z.string(),
  description: z.string(),
  situation: z.number(),
  taille: z.number(),
  poids: z.number(),
  yeux: z.number(),
  cheveux: z.number(),
  silhouette: z.number(),
  personnalite: z.number(),
  etudes: z.number(),
  travail: z.number(),
  nb_enfants: z.number(),
  fumeur: z.number(),
  astro: z.number(),
  style: z.number(),
  /** The gender looked for (searchFor); 0 unknown. */
  cherche1: z.number(),
  /** The kind of relationship looked for. */
  pour: z.number(),
  ages_cherches: z.array(z.number()),
  often_id: z.number(),
  interests: z.array(z.number()),
  sexual_interests: z.array(z.number()),
  body_options: z.array(z.number()),
  rdv: rdvSchema,
  online: z.boolean(),
  /** ISO date of the last activity. */
  last_seen: z.string(),
  created_at: z.string(),
  /** When set, overrides the visibility of every photo of this member (spec: photo_x). */
  photo_x: z.string().nullable(),
  token_login: z.string().nullable(),
  reserve_gold: z.number(),
  /** A member the simulation may animate (answer chats, come and go). Demo accounts are not. */
  simulated: z.boolean(),
})

export type Member = z.infer<typeof memberSchema>
export type Rdv = z.infer<typeof rdvSchema>

export const members = new Collection({ schema: memberSchema })

/**
 * Every profile field of a member who has filled nothing in yet: what fast registration creates, and
 * the base the demo accounts are built on.
 */
export function blankProfile(): Omit<
  Member,
  'id' | 'email' | 'pseudo' | 'password' | 'prenom' | 'online' | 'last_seen' | 'created_at'
> {
  return {
    nom_complet: '',
    sexe1: 0,
    sexe2: 0,
    birthdate: '',
    birth_location: '',
    city_id: 0,
    pays: 'France',
    description: '',
    situation: 0,
    taille: 0,
    poids: 0,
    yeux: 0,
    cheveux: 0,
    silhouette: 0,
    personnalite: 0,
    etudes: 0,
    travail: 0,
    nb_enfants: 0,
    fumeur: 0,
    astro: 0,
    style: 0,
    cherche1: 0,
    pour: 0,
    ages_cherches: [],
    often_id: 0,
    interests: [],
    sexual_interests: [],
    body_options: [],
    rdv: { ages: [], at_time: 0, day: [], for: [], whom: [] },
    photo_x: null,
    token_login: null,
    reserve_gold: 0,
    simulated: false,
  }
}
