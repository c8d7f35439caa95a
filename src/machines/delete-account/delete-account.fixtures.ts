/**
 * Sample data for the delete account machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { RefusedError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { deleteAccountMachine } from './delete-account.machine'
import type { DeleteAccountEvent } from './delete-account.types'

export const deletedNode = deleteAccountMachine.getStateNodeById('deleteAccount.deleted')
export const logoutDelayElapsed = deletedNode.after[0]?.eventType as string

export const events = [
  { type: 'password.change', value: '' },
  { type: 'password.change', value: 'demo1234' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.requestDeletion', output: undefined },
  { type: 'xstate.error.actor.requestDeletion', error: new RefusedError('POST /index_api/delete', 'Non') },
  { type: logoutDelayElapsed },
] as AnyEventObject[] as DeleteAccountEvent[]

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof deleteAccountMachine>) =>
  JSON.stringify([s.value, s.context.password, Boolean(s.context.failure)])

export const pathFixtures = definePathFixtures(deleteAccountMachine, [{ events, serializeState }])
