/**
 * Site content that is not about members: cities (with coordinates for the distance filter), ad
 * slots per placement group, and the FAQ (one row per question, grouped by section on the wire).
 */
import { Collection } from '@msw/data'
import { z } from 'zod'

export const citySchema = z.object({
  id: z.number(),
  name: z.string(),
  dept: z.string(),
  zone_name: z.string(),
  lat: z.number(),
  lon: z.number(),
})

export const adSlotSchema = z.object({
  id: z.number(),
  /** The placement group: ad_center, ad_chat_right, ... */
  group: z.string(),
  coreg: z.string(),
  horaires_visibilite: z.string(),
  isBanniere: z.string(),
  inscrit_abo: z.string(),
  plateforme: z.string(),
  priorite: z.string(),
  sexe_visible: z.string(),
  script: z.string(),
})

export const faqSchema = z.object({
  id: z.number(),
  section: z.string(),
  position: z.number(),
  question: z.string(),
  answer: z.string(),
})

export type City = z.infer<typeof citySchema>
export type AdSlot = z.infer<typeof adSlotSchema>
export type FaqEntry = z.infer<typeof faqSchema>

export const cities = new Collection({ schema: citySchema })
export const adSlots = new Collection({ schema: adSlotSchema })
export const faq = new Collection({ schema: faqSchema })
