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
 *   Every read emits `conversation.reading` as it leaves (the contact's messages held are read on the
 *   server from then on) and `conversation.read` when answered.
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
 * The setup (types, actors, named actions and guards) is in conversation.setup.ts; the regions'
 * guards and the context changes their actions make live beside it: conversation.history.ts,
 * conversation.outbox.ts and conversation.lists.ts.
 */
import { type ActorRefFrom, not } from 'xstate'
import { type ConversationStateConfig, conversationSetup } from './conversation.setup'
import type { ListChange } from './conversation.types'

export { MARK_READ_DELAY_MS } from './conversation.setup'

type ReadInvoke = Extract<NonNullable<ConversationStateConfig['invoke']>, { src: 'loadConversation' }>
type ActionName = Extract<NonNullable<ConversationStateConfig['entry']>, string>

/**
 * Reads the conversation afresh (which marks it read). Each state invoking it says so as it enters
 * (`emitReading`): the contact's messages held are read on the server once the request leaves, even
 * if the page is gone before the answer. Read, it is stored, then `also` runs, then the draft is
 * kept, so what is kept between visits already knows what the read found.
 */
function readConversation(options: {
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
        'emitRead',
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

const history = {
  initial: 'loading',
  states: {
    loading: {
      entry: 'emitReading',
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
          entry: 'emitReading',
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

/** A send or a check that failed: the message stays, failed, with why, and is kept with the draft. */
const keepFailure = [
  { type: 'markFailed', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  'storeDraft',
] as const

const outbox = {
  initial: 'idle',
  states: {
    idle: {
      always: [
        { guard: 'needsCheck', target: 'checking' },
        { guard: 'hasQueued', target: 'sending' },
      ],
    },
    checking: {
      entry: 'emitReading',
      invoke: readConversation({
        id: 'checkConversation',
        target: 'idle',
        also: ['markChecked'],
        onError: { target: 'idle', actions: keepFailure },
      }),
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
          actions: [{ type: 'markSent', params: ({ event }) => ({ output: event.output }) }, 'storeDraft'],
        },
        onError: [
          {
            // No answer: it may be stored. The history is read again, which shows it if so.
            guard: { type: 'isUnknownOutcome', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [...keepFailure, 'resyncHistory'],
          },
          { target: 'idle', actions: keepFailure },
        ],
      },
    },
  },
} satisfies ConversationStateConfig

const listChangeState = (change: ListChange) =>
  ({
    invoke: {
      id: 'changeList',
      src: 'changeList',
      input: ({ context }) => ({ change, contactId: context.contactId }),
      onDone: { target: 'idle', actions: { type: 'applyListChange', params: { change } } },
      onError: {
        target: 'idle',
        actions: { type: 'storeListFailure', params: ({ event }) => ({ error: event.error }) },
      },
    },
  }) satisfies ConversationStateConfig

const lists = {
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
} satisfies ConversationStateConfig

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
