/**
 * What members send the site that nobody answers in the mock but a test may check: captcha codes
 * (one per session, or per anonymous caller), reports, contact-form messages and password resets.
 */
import { Collection } from '@msw/data'
import { z } from 'zod'

export const captchaSchema = z.object({ key: z.string(), code: z.string(), created_at: z.string() })

export const reportSchema = z.object({
  id: z.number(),
  reporter_id: z.number(),
  target_id: z.number(),
  raison: z.number(),
  details: z.string(),
  date: z.string(),
})

export const contactMessageSchema = z.object({
  id: z.number(),
  email: z.string(),
  pseudo: z.string(),
  raison: z.number(),
  message: z.string(),
  date: z.string(),
})

export const passwordResetSchema = z.object({ id: z.number(), email: z.string(), date: z.string() })

export type Captcha = z.infer<typeof captchaSchema>
export type Report = z.infer<typeof reportSchema>

export const captchas = new Collection({ schema: captchaSchema })
export const reports = new Collection({ schema: reportSchema })
export const contactMessages = new Collection({ schema: contactMessageSchema })
export const passwordResets = new Collection({ schema: passwordResetSchema })
