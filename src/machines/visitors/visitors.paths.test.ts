import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './visitors.fixtures'
import { visitorsMachine } from './visitors.machine'

describe('visitors machine paths', () => {
  const paths = getShortestPaths(visitorsMachine, {
    events,
    input,
    serializeState,
  })

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(statePaths(visitorsMachine.root).sort())
  })

  it('reaches the second page of votes by choosing the tab, then the page', () => {
    const page2 = paths.find(
      (path) =>
        path.state.matches('loaded') &&
        path.state.context.tab === 'votes' &&
        path.state.context.lists.votes.shownPage === 2,
    )
    const types = page2?.steps.map((step) => step.event.type) ?? []
    expect(types).toContain('tab.select')
    expect(types).toContain('page.go')
    expect(types.at(-1)).toBe('xstate.done.actor.loadGuests')
  })
})
