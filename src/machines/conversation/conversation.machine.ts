/**
 * A conversation (spec sections 3, 4 and 7): the history, sending text and photo messages, live
 * incoming messages, the blacklist and contact-list toggles, and the member's photos for the photo
 * picker. Four regions run side by side:
 *
 * - `history`: `loading` reads load_messages (which marks it read) with the contact's place in the
 *   blacklist and contact list; `ready.idle` shows it; a live message from the contact is appended at
 *   once and leads to `ready.settling`, which reads the conversation again (marking it read) once
 *   messages stop arriving; `ready.resyncing` reads it again (after that, a reconnect or album news),
 *   merging what this client holds (nothing shown twice); `failed` could not read it, with a retry.
 * - `outbox`: `idle` waits for a written message; `sending` sends the oldest one, one at a time so
 *   messages arrive in order. Each message has a client id and shows pending, then sent (with the
 *   server's id), or failed. Only a failed message can be queued again, so a message the server
 *   acknowledged is never sent twice. A send whose answer never came (a network error, a timeout)
 *   may still have been stored: the history is read again at once, and before such a message is sent
 *   again `checking` reads the conversation and looks for it (conversation.reconcile.ts): found, it
 *   is sent; not found, it goes out again. A refusal (the server answered) is safe to resend. A
 *   message written before the conversation could be read goes through `checking` first too: the
 *   copies already on the server must be known before anything is sent.
 * - `lists`: `idle`, or one setIgnore / setContact change on its way (`blacklisting`,
 *   `unblacklisting`, `addingContact`, `removingContact`).
 * - `photoPicker`: the member's own photos for a photo message: `idle` (not asked), `loading`,
 *   `ready`, `failed`.
 *
 * The draft (and any message that never reached the server) is kept per member and contact through
 * the named actions `restoreDraft` / `storeDraft`, so it survives a reload, a reconnect and a relogin.
 */
import { type ActorRefFrom, assign, emit, not, raise, setup } from 'xstate'
import { isUnknownOutcome, toChatFailure } from '../../api/chat-failure'
import type { Photo } from '../../api/models/photo'
import { changeList, loadConversation, loadOwnPhotos, sendChatMessage } from './conversation.actors'
import { readDraft, storedDraftOf, writeDraft } from './conversation.drafts'
import { incomingMessage, isAlbumNews, mergeHistory, outgoingMessage } from './conversation.messages'
import {
  attemptStarted,
  checked,
  enqueued,
  markedFailed,
  markedSent,
  requeued,
  withoutFound,
} from './conversation.outbox'
import type {
  ChatMessage,
  ConversationContext,
  ConversationEmitted,
  ConversationEvent,
  ConversationInput,
  ListChange,
  LoadedConversation,
  SentMessageOutput,
} from './conversation.types'

/** How long after the last live message the conversation is read again (see `markReadDelay`). */
export const MARK_READ_DELAY_MS = 2000

const LIST_EFFECT: Record<ListChange, Partial<Pick<ConversationContext, 'isBlacklisted' | 'isContact'>>> = {
  blacklist: { isBlacklisted: true },
  unblacklist: { isBlacklisted: false },
  addContact: { isContact: true },
  removeContact: { isContact: false },
}

const listChangeState = (change: ListChange) => ({
  invoke: {
    id: 'changeList',
    src: 'changeList' as const,
    input: ({ context }: { context: ConversationContext }) => ({ change, contactId: context.contactId }),
    onDone: { target: 'idle', actions: { type: 'applyListChange' as const, params: { change } } },
    onError: {
      target: 'idle',
      actions: {
        type: 'storeListFailure' as const,
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
    },
  },
})

export const conversationMachine = setup({
  types: {
    context: {} as ConversationContext,
    input: {} as ConversationInput,
    events: {} as ConversationEvent,
    emitted: {} as ConversationEmitted,
  },
  actors: { loadConversation, sendChatMessage, changeList, loadOwnPhotos },
  delays: {
    /**
     * A message shown live is still unread for the server until the conversation is read again
     * (load_messages marks it read): once messages stop arriving for 2 s, it is read again, so a
     * burst of messages costs one read and the lists' unread counts stay true.
     */
    markReadDelay: MARK_READ_DELAY_MS,
  },
  guards: {
    hasDraftText: ({ context }) => context.draft.trim() !== '',
    hasQueued: ({ context }) => context.outbox.length > 0,
    /**
     * Read the conversation before sending the next message: it may already be stored (its last
     * answer never came), or the conversation was never read, so the copies already there are not
     * known and a later lost answer could not be told from them.
     */
    needsCheck: ({ context }) => {
      const next = context.messages.find((m) => m.clientId !== null && m.clientId === context.outbox[0])
      if (!next) return false
      return context.details === null || (next.attempt !== null && !next.attempt.checked)
    },
    isUnknownOutcome: (_, params: { error: unknown }) => isUnknownOutcome(params.error),
    isFailedMessage: ({ context }, params: { clientId: string }) =>
      context.messages.some((m) => m.clientId === params.clientId && m.state === 'failed'),
    /** A message from the contact not shown yet (the same frame pushed twice counts once). */
    isNewMessageFromContact: ({ context, event }) => {
      if (event.type !== 'realtime.received') return false
      const message = incomingMessage(event.message, context.memberId, context.contactId, new Date())
      return message !== null && !context.messages.some((m) => m.id === message.id)
    },
    isAlbumNewsFromContact: ({ context, event }) =>
      event.type === 'realtime.received' && isAlbumNews(event.message, context.contactId),
    isBlacklisted: ({ context }) => context.isBlacklisted,
    isContact: ({ context }) => context.isContact,
  },
  actions: {
    restoreDraft: assign(({ context }) => {
      const stored = readDraft(context.memberId, context.contactId)
      return {
        draft: stored.text,
        messages: stored.unsent.map((m) => outgoingMessage(m, context.memberId, context.contactId, 'failed')),
      }
    }),
    storeDraft: ({ context }) => writeDraft(context.memberId, context.contactId, storedDraftOf(context)),
    setDraft: assign({
      draft: ({ context, event }) => (event.type === 'draft.change' ? event.text : context.draft),
    }),
    enqueueDraft: assign(({ context }) => ({
      draft: '',
      ...enqueued(context, { text: context.draft.trim(), photoId: null, photoUrl: null }),
    })),
    enqueuePhoto: assign(({ context }, params: { photo: Photo }) =>
      enqueued(context, {
        text: '',
        photoId: params.photo.id,
        photoUrl: params.photo.medium || params.photo.normal,
      }),
    ),
    requeue: assign(({ context }, params: { clientId: string }) => requeued(context, params.clientId)),
    discard: assign(({ context }, params: { clientId: string }) => ({
      messages: context.messages.filter((m) => m.clientId !== params.clientId),
    })),
    markSent: assign(({ context }, params: { output: SentMessageOutput }) =>
      markedSent(context, params.output),
    ),
    markFailed: assign(({ context }, params: { error: unknown }) =>
      markedFailed(context, toChatFailure(params.error), isUnknownOutcome(params.error)),
    ),
    startAttempt: assign(({ context }) => attemptStarted(context)),
    endAttempt: assign({ inFlight: null }),
    markChecked: assign(({ context }) => checked(context)),
    resyncHistory: raise({ type: 'conversation.resync' }),
    storeConversation: assign(({ context }, params: { loaded: LoadedConversation }) => {
      const { messages, ...details } = params.loaded.conversation
      const merged = mergeHistory(messages, context.messages, context.memberId, context.inFlight)
      return {
        details,
        messages: merged.messages,
        ...withoutFound(context, merged.found),
        isBlacklisted: params.loaded.isBlacklisted,
        isContact: params.loaded.isContact,
        loadFailure: null,
      }
    }),
    storeLoadFailure: assign({ loadFailure: (_, params: { error: unknown }) => toChatFailure(params.error) }),
    appendIncoming: assign(({ context, event }) => {
      if (event.type !== 'realtime.received') return {}
      const message = incomingMessage(event.message, context.memberId, context.contactId, new Date())
      return message === null ? {} : { messages: [...context.messages, message] }
    }),
    emitArrived: emit(({ context }) => ({
      type: 'message.arrived' as const,
      message: context.messages[context.messages.length - 1] as ChatMessage,
    })),
    reveal: assign(({ context }, params: { messageId: string }) => ({
      revealedPhotoIds: context.revealedPhotoIds.includes(params.messageId)
        ? context.revealedPhotoIds
        : [...context.revealedPhotoIds, params.messageId],
    })),
    startListChange: assign({ listFailure: null }),
    applyListChange: assign((_, params: { change: ListChange }) => LIST_EFFECT[params.change]),
    storeListFailure: assign({ listFailure: (_, params: { error: unknown }) => toChatFailure(params.error) }),
    storeOwnPhotos: assign((_, params: { photos: Photo[] }) => ({
      ownPhotos: params.photos,
      photosFailure: null,
    })),
    storePhotosFailure: assign({
      photosFailure: (_, params: { error: unknown }) => toChatFailure(params.error),
    }),
  },
}).createMachine({
  id: 'conversation',
  type: 'parallel',
  context: ({ input }) => ({
    memberId: input.memberId,
    contactId: input.contactId,
    isPremium: input.isPremium ?? false,
    details: null,
    messages: [],
    draft: '',
    outbox: [],
    inFlight: null,
    written: 0,
    isBlacklisted: false,
    isContact: false,
    revealedPhotoIds: [],
    ownPhotos: [],
    loadFailure: null,
    listFailure: null,
    photosFailure: null,
  }),
  entry: 'restoreDraft',
  on: {
    'draft.change': { actions: ['setDraft', 'storeDraft'] },
    'message.send': { guard: 'hasDraftText', actions: ['enqueueDraft', 'storeDraft'] },
    'photo.send': { actions: { type: 'enqueuePhoto', params: ({ event }) => ({ photo: event.photo }) } },
    'message.retry': {
      guard: { type: 'isFailedMessage', params: ({ event }) => ({ clientId: event.clientId }) },
      actions: [{ type: 'requeue', params: ({ event }) => ({ clientId: event.clientId }) }, 'storeDraft'],
    },
    'message.discard': {
      guard: { type: 'isFailedMessage', params: ({ event }) => ({ clientId: event.clientId }) },
      actions: [{ type: 'discard', params: ({ event }) => ({ clientId: event.clientId }) }, 'storeDraft'],
    },
    'photo.reveal': { actions: { type: 'reveal', params: ({ event }) => ({ messageId: event.messageId }) } },
  },
  states: {
    history: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadConversation',
            src: 'loadConversation',
            input: ({ context }) => ({ contactId: context.contactId, fresh: true }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'storeConversation', params: ({ event }) => ({ loaded: event.output }) },
                'storeDraft',
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
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
              invoke: {
                id: 'loadConversation',
                src: 'loadConversation',
                input: ({ context }) => ({ contactId: context.contactId, fresh: true }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'storeConversation', params: ({ event }) => ({ loaded: event.output }) },
                    'storeDraft',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
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
    },
    outbox: {
      initial: 'idle',
      states: {
        idle: {
          always: [
            { guard: 'needsCheck', target: 'checking' },
            { guard: 'hasQueued', target: 'sending' },
          ],
        },
        checking: {
          invoke: {
            id: 'checkConversation',
            src: 'loadConversation',
            input: ({ context }) => ({ contactId: context.contactId, fresh: true }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeConversation', params: ({ event }) => ({ loaded: event.output }) },
                'markChecked',
                'storeDraft',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'markFailed', params: ({ event }) => ({ error: event.error }) },
                'storeDraft',
              ],
            },
          },
        },
        sending: {
          entry: 'startAttempt',
          exit: 'endAttempt',
          invoke: {
            id: 'sendMessage',
            src: 'sendChatMessage',
            input: ({ context }) => {
              const message = context.messages.find((m) => m.clientId === context.outbox[0])
              return {
                recipientId: context.contactId,
                message: message?.text ?? '',
                photoId: message?.sharedPhotoId ?? null,
              }
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'markSent', params: ({ event }) => ({ output: event.output }) },
                'storeDraft',
              ],
            },
            onError: [
              {
                // No answer: it may be stored. The history is read again, which shows it if so.
                guard: { type: 'isUnknownOutcome', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: [
                  { type: 'markFailed', params: ({ event }) => ({ error: event.error }) },
                  'storeDraft',
                  'resyncHistory',
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'markFailed', params: ({ event }) => ({ error: event.error }) },
                  'storeDraft',
                ],
              },
            ],
          },
        },
      },
    },
    lists: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'contact.blacklist': {
              guard: not('isBlacklisted'),
              target: 'blacklisting',
              actions: 'startListChange',
            },
            'contact.unblacklist': {
              guard: 'isBlacklisted',
              target: 'unblacklisting',
              actions: 'startListChange',
            },
            'contact.add': { guard: not('isContact'), target: 'addingContact', actions: 'startListChange' },
            'contact.remove': { guard: 'isContact', target: 'removingContact', actions: 'startListChange' },
          },
        },
        blacklisting: listChangeState('blacklist'),
        unblacklisting: listChangeState('unblacklist'),
        addingContact: listChangeState('addContact'),
        removingContact: listChangeState('removeContact'),
      },
    },
    photoPicker: {
      initial: 'idle',
      states: {
        idle: { on: { 'photos.load': 'loading' } },
        loading: {
          invoke: {
            id: 'loadOwnPhotos',
            src: 'loadOwnPhotos',
            onDone: {
              target: 'ready',
              actions: { type: 'storeOwnPhotos', params: ({ event }) => ({ photos: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storePhotosFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: { on: { 'photos.load': 'loading' } },
        failed: { on: { 'photos.load': 'loading' } },
      },
    },
  },
})

export type ConversationActorRef = ActorRefFrom<typeof conversationMachine>
