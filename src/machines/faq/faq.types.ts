/** Context and events of the FAQ page's machine. */
import type { FaqSection } from '../../api/models/support'

export interface FaqContext {
  sections: FaqSection[]
}

export type FaqEvent = { type: 'faq.retry' }
