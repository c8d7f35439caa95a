import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './contact-list.fixtures'
import { contactListMachine } from './contact-list.machine'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('contact list paths', () => {
  const paths = getShortestPaths(contactListMachine, {
    events,
    input,
    serializeState,
  })

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => activePaths(p.state.value)))
    expect([...reached].sort()).toEqual(statePaths(contactListMachine.root).sort())
  })

  it('refreshes a shown list by a reload', () => {
    const refreshing = paths.find(
      (p) => p.state.matches({ ready: 'refreshing' }) && p.state.context.filter === 1,
    )
    expect(refreshing?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadContacts',
      'contacts.reload',
    ])
  })
})
