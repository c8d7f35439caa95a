import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { widgetMachine } from './widget.machine'

const events = [
  { type: 'panel.open', memberId: '1' },
  { type: 'panel.close' },
  { type: 'panel.toggle' },
  { type: 'chat.intent' },
  { type: 'chat.retry' },
  { type: 'message.received', fromId: '2' },
  { type: 'member.cleared' },
  { type: 'xstate.done.actor.loadChat', output: {} },
  { type: 'xstate.error.actor.loadChat', error: new Error('offline') },
] as const

describe('widget shell paths', () => {
  const paths = getShortestPaths(widgetMachine, {
    events: events as never,
    serializeState: ({ value, context }) =>
      JSON.stringify([value, context.memberId, Object.keys(context.unread)]),
  })
  const reached = paths.map((path) => path.state)

  it('reaches every state', () => {
    for (const state of statePaths(widgetMachine.root)) {
      const value = state
        .split('.')
        .reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined)
      expect(
        reached.some((snapshot) => snapshot.matches(value as never)),
        state,
      ).toBe(true)
    }
  })

  it('gets the chat ready by opening the panel', () => {
    const ready = paths.find((path) => path.state.matches({ panel: 'open', chatCode: 'ready' }))
    expect(ready?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'panel.open',
      'xstate.done.actor.loadChat',
    ])
  })
})
