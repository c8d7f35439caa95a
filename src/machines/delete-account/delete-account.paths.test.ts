import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, logoutDelayElapsed, serializeState } from './delete-account.fixtures'
import { deleteAccountMachine } from './delete-account.machine'

describe('delete-account paths', () => {
  const paths = getShortestPaths(deleteAccountMachine, {
    events,
    serializeState,
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
