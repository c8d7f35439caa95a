import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ActivityKind } from '../../api/models/social'
import { statePaths } from '../../lib/state-paths'
import { makeActivity } from '../swipe-deck/swipe-deck.test-support'
import { visitorsMachine } from './visitors.machine'
import type { VisitorsEvent } from './visitors.types'

const events = [
  { type: 'tab.select', tab: 'visits' },
  { type: 'tab.select', tab: 'votes' },
  { type: 'page.go', page: 2 },
  { type: 'guests.retry' },
  {
    type: 'xstate.done.actor.loadGuests',
    output: { guests: [makeActivity('1', ActivityKind.Visited)], pageCount: 2, total: 13 },
  },
  { type: 'xstate.error.actor.loadGuests', error: new Error('offline') },
] as AnyEventObject[] as VisitorsEvent[]

describe('visitors machine paths', () => {
  const paths = getShortestPaths(visitorsMachine, {
    events,
    input: {},
    serializeState: ({ value, context }) =>
      JSON.stringify(
        [value, context.tab, context.lists.visits, context.lists.votes].map((x) => JSON.stringify(x)),
      ),
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
