/**
 * Sample data for the unsubscribe machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { RefusedError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { unsubscribeMachine } from './unsubscribe.machine'
import type { UnsubscribeEvent } from './unsubscribe.types'

export const events = [
  { type: 'email.change', value: '' },
  { type: 'email.change', value: 'julie@demo.fr' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.requestUnsubscribe', output: 'ok' },
  {
    type: 'xstate.error.actor.requestUnsubscribe',
    error: new RefusedError('POST /index_api/p_compte/unsubscribe', 'Non'),
  },
] as AnyEventObject[] as UnsubscribeEvent[]

export const input = {}

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof unsubscribeMachine>) =>
  JSON.stringify([s.value, s.context.email, Boolean(s.context.failure)])

export const pathFixtures = definePathFixtures(unsubscribeMachine, [{ events, input, serializeState }])
