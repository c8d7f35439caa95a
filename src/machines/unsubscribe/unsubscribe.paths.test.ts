import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './unsubscribe.fixtures'
import { unsubscribeMachine } from './unsubscribe.machine'

describe('unsubscribe paths', () => {
  const paths = getShortestPaths(unsubscribeMachine, {
    events,
    input,
    serializeState,
  })
  const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))

  it('reaches every state', () => {
    for (const state of statePaths(unsubscribeMachine.root)) expect(reached).toContain(JSON.stringify(state))
  })

  it('confirms only after an email was typed and the call answered', () => {
    const confirmed = paths.find((path) => path.state.matches('confirmed'))
    expect(confirmed?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'email.change',
      'form.submit',
      'xstate.done.actor.requestUnsubscribe',
    ])
  })
})
