/**
 * Sample data for the faq machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { ApiError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { faqMachine } from './faq.machine'
import type { FaqEvent } from './faq.types'

export const events = [
  { type: 'faq.retry' },
  { type: 'xstate.done.actor.loadFaq', output: [{ name: 'A', entries: [{ question: 'Q', answer: 'R' }] }] },
  { type: 'xstate.done.actor.loadFaq', output: [] },
  { type: 'xstate.error.actor.loadFaq', error: new ApiError(500, '', 'GET /index_api/faq') },
] as AnyEventObject[] as FaqEvent[]

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof faqMachine>) =>
  JSON.stringify([s.value, s.context.sections.length])

export const pathFixtures = definePathFixtures(faqMachine, [{ events, serializeState }])
