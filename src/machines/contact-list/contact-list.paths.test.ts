import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { contactListMachine } from './contact-list.machine'
import { CONVERSATIONS } from './contact-list.test-support'
import type { ContactListEvent } from './contact-list.types'

const events = [
  { type: 'filter.change', filter: 2 },
  { type: 'contacts.reload' },
  { type: 'contacts.retry' },
  { type: 'xstate.done.actor.loadContacts', output: CONVERSATIONS },
  { type: 'xstate.error.actor.loadContacts', error: new Error('down') },
] as AnyEventObject[] as ContactListEvent[]

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
    input: {},
    serializeState: ({ value, context }) =>
      JSON.stringify([value, context.filter, context.contacts.length, context.failure?.code]),
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
