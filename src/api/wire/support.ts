/** Wire shapes of our own support calls, not in the spec: the FAQ and the contact form. */
import type { WireCommandResponse } from './common'

export type WireFaqQuestion = {
  question: string
  answer: string
}

export type WireFaqSection = {
  name: string
  questions: WireFaqQuestion[]
}

/** GET /index_api/faq (ours): the sections in display order. */
export type WireFaqResponse = {
  sections: WireFaqSection[]
}

/** POST /index_api/contact (ours; form: email, raison, message, pseudo). */
export type WireContactFormResponse = WireCommandResponse
