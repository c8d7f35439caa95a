/**
 * The conversation machine's `history` region (see its JSDoc), and reading the conversation: one
 * load_messages invoke (`readConversation`) serves every read, the history's `loading` and
 * `ready.resyncing` and the outbox's `checking`, so each read stores the same way (`conversationRead`).
 */
import type { ConversationStateConfig } from './conversation.machine'
import { incomingMessage, isAlbumNews, mergeHistory } from './conversation.messages'
import type { ConversationArgs, ConversationContext, LoadedConversation } from './conversation.types'

type ReadInvoke = Extract<NonNullable<ConversationStateConfig['invoke']>, { src: 'loadConversation' }>
type ActionName = Extract<NonNullable<ConversationStateConfig['entry']>, string>

/**
 * Reads the conversation afresh (which marks it read). Read, it is stored, then `also` runs, then
 * the draft is kept, so what is kept between visits already knows what the read found.
 */
export function readConversation(options: {
  id: 'loadConversation' | 'checkConversation'
  target: string
  also?: readonly ActionName[]
  onError: ReadInvoke['onError']
}): ReadInvoke {
  return {
    id: options.id,
    src: 'loadConversation',
    input: ({ context }) => ({ contactId: context.contactId, fresh: true }),
    onDone: {
      target: options.target,
      actions: [
        { type: 'storeConversation', params: ({ event }) => ({ loaded: event.output }) },
        ...(options.also ?? []),
        'storeDraft',
      ],
    },
    onError: options.onError,
  }
}

/** A read of the history: read, it goes to `target`; not read, to `failedTarget`, saying why. */
const readHistory = (target: string, failedTarget: string) =>
  readConversation({
    id: 'loadConversation',
    target,
    onError: {
      target: failedTarget,
      actions: { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
    },
  })

export const history = {
  initial: 'loading',
  states: {
    loading: {
      invoke: readHistory('ready', 'failed'),
      on: {
        'realtime.received': { guard: 'isNewMessageFromContact', actions: 'appendIncoming' },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'realtime.received': [
          {
            guard: 'isNewMessageFromContact',
            target: '.settling',
            reenter: true,
            actions: ['appendIncoming', 'emitArrived'],
          },
          { guard: 'isAlbumNewsFromContact', target: '.resyncing' },
        ],
        'conversation.resync': '.resyncing',
      },
      states: {
        idle: {},
        settling: {
          after: { markReadDelay: 'resyncing' },
        },
        resyncing: {
          invoke: readHistory('idle', 'idle'),
        },
      },
    },
    failed: {
      on: {
        'conversation.retry': 'loading',
        'conversation.resync': 'loading',
      },
    },
  },
} satisfies ConversationStateConfig

/** A message from the contact not shown yet (the same frame pushed twice counts once). */
export function isNewMessageFromContact({ context, event }: ConversationArgs): boolean {
  if (event.type !== 'realtime.received') return false
  const message = incomingMessage(event.message, context.memberId, context.contactId, new Date())
  return message !== null && !context.messages.some((m) => m.id === message.id)
}

export const isAlbumNewsFromContact = ({ context, event }: ConversationArgs) =>
  event.type === 'realtime.received' && isAlbumNews(event.message, context.contactId)

/** A live message from the contact shown at once, after what is shown. */
export function incomingAppended({ context, event }: ConversationArgs): Partial<ConversationContext> {
  if (event.type !== 'realtime.received') return {}
  const message = incomingMessage(event.message, context.memberId, context.contactId, new Date())
  return message === null ? {} : { messages: [...context.messages, message] }
}

/**
 * A fresh read stored: merged with what this client holds (nothing shown twice); messages found on
 * the server leave the outbox, they are sent.
 */
export function conversationRead(
  context: ConversationContext,
  loaded: LoadedConversation,
): Partial<ConversationContext> {
  const { messages, ...details } = loaded.conversation
  const merged = mergeHistory(messages, context.messages, context.memberId, context.inFlight)
  return {
    details,
    messages: merged.messages,
    outbox: context.outbox.filter((id) => !merged.found.includes(id)),
    isBlacklisted: loaded.isBlacklisted,
    isContact: loaded.isContact,
    loadFailure: null,
  }
}
