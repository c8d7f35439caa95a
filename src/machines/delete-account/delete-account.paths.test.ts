import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { RefusedError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { deleteAccountMachine } from './delete-account.machine'
import type { DeleteAccountEvent } from './delete-account.types'

const deletedNode = deleteAccountMachine.getStateNodeById('deleteAccount.deleted')
const logoutDelayElapsed = deletedNode.after[0]?.eventType as string

const events = [
  { type: 'password.change', value: '' },
  { type: 'password.change', value: 'demo1234' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.requestDeletion', output: undefined },
  { type: 'xstate.error.actor.requestDeletion', error: new RefusedError('POST /index_api/delete', 'Non') },
  { type: logoutDelayElapsed },
] as AnyEventObject[] as DeleteAccountEvent[]

describe('delete-account paths', () => {
  const paths = getShortestPaths(deleteAccountMachine, {
    events,
    serializeState: (s) => JSON.stringify([s.value, s.context.password, Boolean(s.context.failure)]),
  })
  const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))

  it('has the logout delay as a named delay', () => {
    expect(logoutDelayElapsed).toBe('xstate.after.logoutDelay.deleteAccount.deleted')
  })

  it('reaches every state', () => {
    for (const state of statePaths(deleteAccountMachine.root))
      expect(reached).toContain(JSON.stringify(state))
  })

  it('logs out only after a deletion the server accepted, then the delay', () => {
    const out = paths.find((path) => path.state.matches('loggingOut'))
    expect(out?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'password.change',
      'form.submit',
      'xstate.done.actor.requestDeletion',
      logoutDelayElapsed,
    ])
  })
})
