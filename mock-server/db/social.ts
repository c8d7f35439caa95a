/**
 * The social links between members: favorites (friend_list), blacklist, profile visits and private
 * album shares (requested, then accepted or refused by the owner).
 */
import { Collection } from '@msw/data'
import { z } from 'zod'

export const linkSchema = z.object({
  id: z.number(),
  owner_id: z.number(),
  target_id: z.number(),
  date: z.string(),
})

export const visitSchema = z.object({
  id: z.number(),
  visitor_id: z.number(),
  visited_id: z.number(),
  date: z.string(),
})

export const albumShareSchema = z.object({
  id: z.number(),
  owner_id: z.number(),
  viewer_id: z.number(),
  state: z.enum(['requested', 'accepted', 'refused']),
  date: z.string(),
})

export type Link = z.infer<typeof linkSchema>
export type Visit = z.infer<typeof visitSchema>
export type AlbumShare = z.infer<typeof albumShareSchema>

export const favorites = new Collection({ schema: linkSchema })
export const blacklist = new Collection({ schema: linkSchema })
export const visits = new Collection({ schema: visitSchema })
export const albumShares = new Collection({ schema: albumShareSchema })
