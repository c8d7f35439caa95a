/**
 * Photos: a member's public and private pictures. `num` is the per-member number the API uses in
 * calls (photo_num, gal_vote num); `source` says where the bytes live: one of the shipped portraits,
 * or an upload kept by the upload store. Votes are summed here so rankings need no join.
 */
import { Collection } from '@msw/data'
import { z } from 'zod'

export const cropSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })

export const photoSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  num: z.number(),
  source: z.union([
    z.object({ kind: z.literal('portrait'), index: z.number() }),
    z.object({ kind: z.literal('upload'), key: z.string() }),
  ]),
  is_private: z.boolean(),
  is_main: z.boolean(),
  crop: cropSchema.nullable(),
  created_at: z.string(),
  /** Sum of the scores received (each 2 to 10, stars times two). */
  score_sum: z.number(),
  votes: z.number(),
})

export type Photo = z.infer<typeof photoSchema>
export type Crop = z.infer<typeof cropSchema>

export const photos = new Collection({ schema: photoSchema })
