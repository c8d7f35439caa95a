/** The only way views read the FAQ machine. */
import type { SnapshotFrom } from 'xstate'
import type { FaqSection } from '../../api/models/support'
import type { faqMachine } from './faq.machine'

type Snapshot = SnapshotFrom<typeof faqMachine>

export type FaqStatus = 'loading' | 'ready' | 'empty' | 'failed'

export const selectFaqStatus = (s: Snapshot): FaqStatus => {
  if (s.matches('ready')) return 'ready'
  if (s.matches('empty')) return 'empty'
  if (s.matches('failed')) return 'failed'
  return 'loading'
}
export const selectFaqSections = (s: Snapshot): FaqSection[] => s.context.sections
