/**
 * Sample data for the contact machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { ApiError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { contactMachine } from './contact.machine'
import type { ContactEvent } from './contact.types'

export const events = [
  { type: 'field.change', field: 'email', value: 'julie@demo.fr' },
  { type: 'field.change', field: 'message', value: 'Un message assez long.' },
  { type: 'reason.change', value: '1' },
  { type: 'form.submit' },
  { type: 'contact.new' },
  { type: 'xstate.done.actor.sendContactMessage', output: undefined },
  { type: 'xstate.error.actor.sendContactMessage', error: new ApiError(500, '', 'POST /index_api/contact') },
] as AnyEventObject[] as ContactEvent[]

export const input = {}

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof contactMachine>) => {
  const { email, reason, message, failure } = s.context
  return JSON.stringify([s.value, email, reason, message, Boolean(failure)])
}

export const pathFixtures = definePathFixtures(contactMachine, [{ events, input, serializeState }])
