/**
 * Photo votes (a score of 2 to 10 per voter and photo), swipe likes and dislikes, and the matches a
 * mutual like makes.
 */
import { Collection } from '@msw/data'
import { z } from 'zod'

export const voteSchema = z.object({
  id: z.number(),
  voter_id: z.number(),
  target_id: z.number(),
  photo_num: z.number(),
  score: z.number(),
  date: z.string(),
})

export const likeSchema = z.object({
  id: z.number(),
  from_id: z.number(),
  to_id: z.number(),
  value: z.enum(['like', 'dislike']),
  date: z.string(),
})

export const matchSchema = z.object({ id: z.number(), a_id: z.number(), b_id: z.number(), date: z.string() })

export type Vote = z.infer<typeof voteSchema>
export type Like = z.infer<typeof likeSchema>
export type Match = z.infer<typeof matchSchema>

export const votes = new Collection({ schema: voteSchema })
export const likes = new Collection({ schema: likeSchema })
export const matches = new Collection({ schema: matchSchema })
