import { afterAll, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { conversationMachine } from './conversation.machine'
import { CONTACT, LOADED, ME, messageFrame, OWN_PHOTOS } from './conversation.test-support'
import type { ConversationEvent } from './conversation.types'

// Client ids come from the clock: pinned, the first written message is always this one.
const NOW = 1_795_000_000_000
const FIRST_CLIENT_ID = `c${NOW.toString(36)}-0`

// What the outside world can do: the member's events, realtime frames and the calls' answers.
const events = [
  { type: 'draft.change', text: 'Bonsoir' },
  { type: 'message.send' },
  { type: 'message.retry', clientId: FIRST_CLIENT_ID },
  { type: 'realtime.received', message: messageFrame(CONTACT, 'Coucou', '77') },
  { type: 'realtime.received', message: { action: 'album_request', infos_exp: { id: CONTACT } } },
  { type: 'conversation.resync' },
  { type: 'conversation.retry' },
  { type: 'contact.blacklist' },
  { type: 'contact.unblacklist' },
  { type: 'contact.add' },
  { type: 'contact.remove' },
  { type: 'photos.load' },
  { type: 'xstate.after.markReadDelay.conversation.history.ready.settling' },
  { type: 'xstate.done.actor.loadConversation', output: LOADED },
  {
    type: 'xstate.error.actor.loadConversation',
    error: new ApiError(500, '', 'GET /ajax_api/load_messages'),
  },
  { type: 'xstate.done.actor.sendMessage', output: { id: '1', date: null } },
  { type: 'xstate.error.actor.sendMessage', error: new ApiError(0, '', 'GET /ajax_api/send_message') },
  { type: 'xstate.done.actor.checkConversation', output: LOADED },
  {
    type: 'xstate.error.actor.checkConversation',
    error: new ApiError(0, '', 'GET /ajax_api/load_messages'),
  },
  { type: 'xstate.done.actor.changeList', output: undefined },
  { type: 'xstate.error.actor.changeList', error: new Error('refused') },
  { type: 'xstate.done.actor.loadOwnPhotos', output: OWN_PHOTOS },
  { type: 'xstate.error.actor.loadOwnPhotos', error: new Error('down') },
] as AnyEventObject[] as ConversationEvent[]

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
    input: { memberId: ME, contactId: CONTACT },
    serializeState: ({ value, context }) =>
      JSON.stringify([
        value,
        context.draft !== '',
        Math.min(context.outbox.length, 1),
        context.isBlacklisted,
        context.isContact,
        context.messages.some((m) => m.state === 'failed'),
        context.messages.some((m) => m.attempt?.checked === false),
      ]),
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
