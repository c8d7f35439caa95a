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
 *
 * The regions' states, their guards and the context changes their actions make live beside this
 * file: conversation.history.ts (with the one read of the conversation that `outbox.checking` shares),
 * conversation.outbox.ts and conversation.lists.ts; `photoPicker` is here.
 */
import { type ActorRefFrom, assign, emit, raise, setup } from 'xstate'
import { isUnknownOutcome, toChatFailure } from '../../api/chat-failure'
import type { Photo } from '../../api/models/photo'
import { changeList, loadConversation, loadOwnPhotos, sendChatMessage } from './conversation.actors'
import { readDraft, restoredDraft, storedDraftOf, writeDraft } from './conversation.drafts'
import {
  conversationRead,
  history,
  incomingAppended,
  isAlbumNewsFromContact,
  isNewMessageFromContact,
} from './conversation.history'
import { isBlacklisted, isContact, LIST_EFFECT, lists } from './conversation.lists'
import {
  attemptStarted,
  checked,
  discarded,
  draftEnqueued,
  hasQueued,
  isFailedMessage,
  markedFailed,
  markedSent,
  needsCheck,
  outbox,
  photoEnqueued,
  requeued,
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

const conversationSetup = setup({
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
    hasQueued,
    needsCheck,
    isUnknownOutcome: (_, params: { error: unknown }) => isUnknownOutcome(params.error),
    isFailedMessage,
    isNewMessageFromContact,
    isAlbumNewsFromContact,
    isBlacklisted,
    isContact,
  },
  actions: {
    restoreDraft: assign(({ context }) =>
      restoredDraft(readDraft(context.memberId, context.contactId), context),
    ),
    storeDraft: ({ context }) => writeDraft(context.memberId, context.contactId, storedDraftOf(context)),
    setDraft: assign({
      draft: ({ context, event }) => (event.type === 'draft.change' ? event.text : context.draft),
    }),
    enqueueDraft: assign(({ context }) => draftEnqueued(context)),
    enqueuePhoto: assign(({ context }, params: { photo: Photo }) => photoEnqueued(context, params.photo)),
    requeue: assign(({ context }, params: { clientId: string }) => requeued(context, params.clientId)),
    discard: assign(({ context }, params: { clientId: string }) => discarded(context, params.clientId)),
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
    storeConversation: assign(({ context }, params: { loaded: LoadedConversation }) =>
      conversationRead(context, params.loaded),
    ),
    storeLoadFailure: assign({ loadFailure: (_, params: { error: unknown }) => toChatFailure(params.error) }),
    appendIncoming: assign(incomingAppended),
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
})

/**
 * A state of this machine written in a module of its own (conversation.history.ts, ...): typed by
 * this setup where it is written, so its actions, guards and events are checked there.
 */
export type ConversationStateConfig = Parameters<typeof conversationSetup.createStateConfig>[0]

export const conversationMachine = conversationSetup.createMachine({
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
    history,
    outbox,
    lists,
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
