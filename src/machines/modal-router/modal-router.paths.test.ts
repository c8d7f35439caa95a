import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events } from './modal-router.fixtures'
import { modalRouterMachine } from './modal-router.machine'

describe('modal router paths', () => {
  const paths = getShortestPaths(modalRouterMachine, { events })
  const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))

  it('reaches every state', () => {
    for (const state of statePaths(modalRouterMachine.root)) {
      expect(reached, state).toContain(JSON.stringify(state))
    }
  })

  it('walks the shortest way to closing: a deep link, then a close', () => {
    const toClosing = paths.find(
      (path) => path.state.matches('closing') && path.state.context.active?.name === 'login',
    )
    expect(toClosing?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'url.changed',
      'modal.close',
    ])
  })

  it('opens by a request and waits for the URL', () => {
    const toOpening = paths.find((path) => path.state.matches('opening'))
    expect(toOpening?.steps.map((step) => step.event.type)).toEqual(['xstate.init', 'modal.open'])
  })
})
