/**
 * The conversation machine's setup (see conversation.machine.ts): its types, actors, delays, guards
 * and named actions. Apart from the chart so the region modules whose guards and context changes it
 * names (conversation.history.ts, conversation.outbox.ts, conversation.lists.ts) never import the
 * machine that imports them.
 */
import { assign, emit, raise, setup } from 'xstate'
import { isUnknownOutcome, toChatFailure } from '../../api/chat-failure'
import type { Photo } from '../../api/models/photo'
import { changeList, loadConversation, loadOwnPhotos, sendChatMessage } from './conversation.actors'
import { readDraft, restoredDraft, storedDraftOf, writeDraft } from './conversation.drafts'
import {
  conversationRead,
  incomingAppended,
  isAlbumNewsFromContact,
  isNewMessageFromContact,
} from './conversation.history'
import { isBlacklisted, isContact, LIST_EFFECT } from './conversation.lists'
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

/** The server id of the contact's last message this page holds (0: none). */
const lastFromContact = (context: ConversationContext) =>
  context.messages.reduce((last, m) => {
    const id = Number(m.id)
    return m.senderId === context.contactId && Number.isSafeInteger(id) && id > last ? id : last
  }, 0)

export const conversationSetup = setup({
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
    // Loading the conversation read it on the server: the realtime side reads it too, up to the
    // contact's last message (src/lib/open-conversation.ts).
    emitRead: emit(({ context }) => ({
      type: 'conversation.read' as const,
      upTo: lastFromContact(context),
    })),
    // The read leaves now: what the page holds is read on the server even if no answer comes back
    // to this page (it closed meanwhile). Told before the answer, so the member's other tabs know.
    emitReading: emit(({ context }) => ({
      type: 'conversation.reading' as const,
      upTo: lastFromContact(context),
    })),
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

/** A state of this machine, typed by this setup so its actions, guards and events are checked. */
export type ConversationStateConfig = Parameters<typeof conversationSetup.createStateConfig>[0]
