import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { RefusedError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { unsubscribeMachine } from './unsubscribe.machine'
import type { UnsubscribeEvent } from './unsubscribe.types'

const events = [
  { type: 'email.change', value: '' },
  { type: 'email.change', value: 'julie@demo.fr' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.requestUnsubscribe', output: 'ok' },
  {
    type: 'xstate.error.actor.requestUnsubscribe',
    error: new RefusedError('POST /index_api/p_compte/unsubscribe', 'Non'),
  },
] as AnyEventObject[] as UnsubscribeEvent[]

describe('unsubscribe paths', () => {
  const paths = getShortestPaths(unsubscribeMachine, {
    events,
    input: {},
    serializeState: (s) => JSON.stringify([s.value, s.context.email, Boolean(s.context.failure)]),
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
