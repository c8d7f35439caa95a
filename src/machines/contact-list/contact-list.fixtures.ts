/**
 * Sample data for the contact list machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { contactListMachine } from './contact-list.machine'
import { CONVERSATIONS } from './contact-list.test-support'
import type { ContactListEvent } from './contact-list.types'

export const events = [
  { type: 'filter.change', filter: 2 },
  { type: 'contacts.reload' },
  { type: 'contacts.retry' },
  { type: 'xstate.done.actor.loadContacts', output: CONVERSATIONS },
  { type: 'xstate.error.actor.loadContacts', error: new Error('down') },
] as AnyEventObject[] as ContactListEvent[]

export const input = {}

// What tells two states of one value apart: the context the guards read.
export const serializeState = ({ value, context }: SnapshotFrom<typeof contactListMachine>) =>
  JSON.stringify([value, context.filter, context.contacts.length, context.failure?.code])

export const pathFixtures = definePathFixtures(contactListMachine, [{ events, input, serializeState }])
