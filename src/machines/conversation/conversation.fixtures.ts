/**
 * Sample data for the conversation machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { ApiError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { conversationMachine } from './conversation.machine'
import { CONTACT, LOADED, ME, messageFrame, OWN_PHOTOS } from './conversation.test-support'
import type { ConversationEvent } from './conversation.types'

// Client ids come from the clock: pinned, the first written message is always this one.
export const NOW = 1_795_000_000_000
export const FIRST_CLIENT_ID = `c${NOW.toString(36)}-0`

// What the outside world can do: the member's events, realtime frames and the calls' answers.
export const events = [
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

export const input = { memberId: ME, contactId: CONTACT }

// What tells two states of one value apart: the context the guards read.
export const serializeState = ({ value, context }: SnapshotFrom<typeof conversationMachine>) =>
  JSON.stringify([
    value,
    context.draft !== '',
    Math.min(context.outbox.length, 1),
    context.isBlacklisted,
    context.isContact,
    context.messages.some((m) => m.state === 'failed'),
    context.messages.some((m) => m.attempt?.checked === false),
  ])

// Tried by the coverage walk only: the paths test's shortest paths stay the ones it asserts.
const moreEvents = [
  { type: 'message.discard', clientId: FIRST_CLIENT_ID },
  { type: 'photo.send', photo: OWN_PHOTOS[0] },
  { type: 'photo.reveal', messageId: '77' },
  // A refusal (not a lost answer): the message fails instead of waiting for a check.
  { type: 'xstate.error.actor.sendMessage', error: new ApiError(500, '', 'GET /ajax_api/send_message') },
] as AnyEventObject[]

// Client ids come from the clock, which the coverage walk does not pin: retry or discard whichever
// message failed in the state at hand.
const failedMessageEvents = ({ context }: SnapshotFrom<typeof conversationMachine>) =>
  context.messages
    .filter((m) => m.state === 'failed')
    .slice(0, 1)
    .flatMap((m) => [
      { type: 'message.retry', clientId: m.clientId },
      { type: 'message.discard', clientId: m.clientId },
    ])

export const pathFixtures = definePathFixtures(conversationMachine, [
  { events: [...events, ...moreEvents], eventsFrom: failedMessageEvents, input, serializeState },
])
