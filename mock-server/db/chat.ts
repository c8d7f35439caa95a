/**
 * Conversations and messages. A conversation is the pair of members (stored with the lower id
 * first); messages carry their read state, an optional shared photo (id_extra p_{id}) and an optional
 * album action (a0 request, a1 accept, a-1 refuse).
 */
import { Collection } from '@msw/data'
import { z } from 'zod'

export const conversationSchema = z.object({
  id: z.number(),
  a_id: z.number(),
  b_id: z.number(),
  created_at: z.string(),
  /** Members who removed this conversation from their contact list (setContact del). */
  hidden_by: z.array(z.number()),
})

export const albumActionSchema = z.enum(['', 'request', 'accept', 'refuse'])

export const messageSchema = z.object({
  id: z.number(),
  conversation_id: z.number(),
  from_id: z.number(),
  to_id: z.number(),
  msg: z.string(),
  date: z.string(),
  read: z.boolean(),
  photo_id: z.number().nullable(),
  album_action: albumActionSchema,
})

export type Conversation = z.infer<typeof conversationSchema>
export type Message = z.infer<typeof messageSchema>
export type AlbumAction = z.infer<typeof albumActionSchema>

export const conversations = new Collection({ schema: conversationSchema })
export const messages = new Collection({ schema: messageSchema })
