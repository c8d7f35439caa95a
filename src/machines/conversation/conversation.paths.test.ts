import { afterAll, describe, expect, it, vi } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, NOW, serializeState } from './conversation.fixtures'
import { conversationMachine } from './conversation.machine'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('conversation paths', () => {
  // The graph is computed once (a few seconds): the drafts it writes are cleared afterwards.
  afterAll(() => localStorage.clear())
  localStorage.clear()
  const clock = vi.spyOn(Date, 'now').mockReturnValue(NOW)
  const all = getShortestPaths(conversationMachine, {
    events,
    input,
    serializeState,
  })
  clock.mockRestore()
  const paths = () => all

  it('reaches every state', () => {
    const reached = new Set(paths().flatMap((p) => activePaths(p.state.value)))
    expect([...reached].sort()).toEqual(statePaths(conversationMachine.root).sort())
  })

  it('sends by typing, then sending; before the first read, the conversation is read first', () => {
    const all = paths()
    const sending = all.find((p) => p.state.matches({ outbox: 'sending' }))
    expect(sending?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'draft.change',
      'message.send',
      'xstate.done.actor.checkConversation',
    ])
    const failed = all.find((p) => p.state.context.messages.some((m) => m.state === 'failed'))
    expect(failed?.steps.map((s) => s.event.type).slice(-1)).toEqual(['xstate.error.actor.checkConversation'])
  })

  it('looks for a message whose answer never came before sending it again', () => {
    const checking = paths().filter(
      (p) =>
        p.state.matches({ outbox: 'checking' }) &&
        p.state.context.messages.some((m) => m.attempt?.checked === false),
    )
    expect(checking.length).toBeGreaterThan(0)
    for (const path of checking) {
      const types: string[] = path.steps.map((s) => s.event.type)
      expect(types.lastIndexOf('message.retry')).toBeGreaterThan(
        types.indexOf('xstate.error.actor.sendMessage'),
      )
      expect(types).toContain('xstate.error.actor.sendMessage')
    }
  })

  it('resyncs only once the history is shown', () => {
    const resyncing = paths().find((p) => p.state.matches({ history: { ready: 'resyncing' } }))
    expect(resyncing?.steps.map((s) => s.event.type)).toContain('xstate.done.actor.loadConversation')
  })
})
