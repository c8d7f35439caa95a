/**
 * Private albums between the member and one contact (spec sections 4, 6 and 7): asking for the
 * contact's album (send_message a0), and answering the contact's request for the member's own
 * (a1 accept, a-1 refuse). Two regions:
 *
 * - `theirAlbum`, the contact's private album as the member may see it:
 *   - `loading`: read it (the profile's private album, or the photos the page handed in);
 *   - `locked`: not shared with the member. `idle` offers to ask; `requesting` sends the request;
 *     `requested` has sent it (`album.requested` was emitted: the chat with the owner opens);
 *   - `shared`: the owner shared it, its photos are shown;
 *   - `empty`: the contact has no private photo;
 *   - `failed`: it could not be read; the member may retry.
 *   An `album_answer` from the contact, pushed by the socket, reads it again.
 * - `myAlbum`, the member's answers about their own album: `idle`, `accepting` (a1 on its way),
 *   `refusing` (a-1 on its way). Each answer that reached the server emits `album.answered`.
 */
import { type ActorRefFrom, assign, emit, setup } from 'xstate'
import { isUnknownOutcome, toChatFailure } from '../../api/chat-failure'
import type { Photo } from '../../api/models/photo'
import { record, text } from '../../api/normalize/read'
import { loadPrivateAlbum, sendAlbumAction } from './album-sharing.actors'
import type {
  AlbumAnswer,
  AlbumLook,
  AlbumSharingContext,
  AlbumSharingEmitted,
  AlbumSharingEvent,
  AlbumSharingInput,
} from './album-sharing.types'

export const albumSharingMachine = setup({
  types: {
    context: {} as AlbumSharingContext,
    input: {} as AlbumSharingInput,
    events: {} as AlbumSharingEvent,
    emitted: {} as AlbumSharingEmitted,
  },
  actors: { loadPrivateAlbum, sendAlbumAction },
  guards: {
    isNone: (_, params: { look: AlbumLook }) => params.look.status === 'none',
    isLocked: (_, params: { look: AlbumLook }) => params.look.status === 'locked',
    isAnswerFromContact: ({ context, event }) =>
      event.type === 'realtime.received' &&
      event.message.action === 'album_answer' &&
      text(record(event.message.infos_exp).id) === context.contactId,
  },
  actions: {
    storePhotos: assign((_, params: { photos: Photo[] }) => ({
      photos: params.photos,
      knownPhotos: null,
      stale: false,
      theirFailure: null,
    })),
    markStale: assign({ stale: true, knownPhotos: null }),
    clearTheirFailure: assign({ theirFailure: null }),
    storeTheirFailure: assign({
      theirFailure: (_, params: { error: unknown }) => toChatFailure(params.error),
    }),
    startAnswer: assign({ myFailure: null, lastAnswer: null }),
    storeAnswer: assign({ lastAnswer: (_, params: { answer: 'accept' | 'refuse' }) => params.answer }),
    storeMyFailure: assign({ myFailure: (_, params: { error: unknown }) => toChatFailure(params.error) }),
    /** No answer: the server may hold it. An answer (even a refusal) settles it. */
    noteOutcome: assign(({ context }, params: { action: AlbumAnswer; error: unknown | null }) => {
      const others = context.unsureActions.filter((a) => a !== params.action)
      return {
        unsureActions:
          params.error !== null && isUnknownOutcome(params.error) ? [...others, params.action] : others,
      }
    }),
    emitRequested: emit(({ context }) => ({
      type: 'album.requested' as const,
      contactId: context.contactId,
    })),
    emitAnswered: emit(({ context }, params: { accepted: boolean }) => ({
      type: 'album.answered' as const,
      contactId: context.contactId,
      accepted: params.accepted,
    })),
  },
}).createMachine({
  id: 'albumSharing',
  type: 'parallel',
  context: ({ input }) => ({
    contactId: input.contactId,
    photos: [],
    knownPhotos: input.knownPhotos ?? null,
    stale: false,
    theirFailure: null,
    myFailure: null,
    lastAnswer: null,
    unsureActions: [],
  }),
  states: {
    theirAlbum: {
      initial: 'loading',
      on: {
        'realtime.received': { guard: 'isAnswerFromContact', target: '.loading', actions: 'markStale' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadPrivateAlbum',
            src: 'loadPrivateAlbum',
            input: ({ context }) => ({
              contactId: context.contactId,
              knownPhotos: context.knownPhotos,
              fresh: context.stale,
            }),
            onDone: [
              {
                guard: { type: 'isNone', params: ({ event }) => ({ look: event.output }) },
                target: 'empty',
                actions: { type: 'storePhotos', params: ({ event }) => ({ photos: event.output.photos }) },
              },
              {
                guard: { type: 'isLocked', params: ({ event }) => ({ look: event.output }) },
                target: 'locked',
                actions: { type: 'storePhotos', params: ({ event }) => ({ photos: event.output.photos }) },
              },
              {
                target: 'shared',
                actions: { type: 'storePhotos', params: ({ event }) => ({ photos: event.output.photos }) },
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'storeTheirFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        locked: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'album.request': { target: 'requesting', actions: 'clearTheirFailure' } },
            },
            requesting: {
              invoke: {
                id: 'sendAlbumRequest',
                src: 'sendAlbumAction',
                input: ({ context }) => ({
                  contactId: context.contactId,
                  action: 'request' as const,
                  checkFirst: context.unsureActions.includes('request'),
                }),
                onDone: {
                  target: 'requested',
                  actions: [
                    { type: 'noteOutcome', params: { action: 'request', error: null } },
                    'emitRequested',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'storeTheirFailure', params: ({ event }) => ({ error: event.error }) },
                    {
                      type: 'noteOutcome',
                      params: ({ event }) => ({ action: 'request', error: event.error }),
                    },
                  ],
                },
              },
            },
            requested: {},
          },
        },
        shared: {},
        empty: {},
        failed: {
          on: { 'album.retry': { target: 'loading', actions: 'markStale' } },
        },
      },
    },
    myAlbum: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'album.accept': { target: 'accepting', actions: 'startAnswer' },
            'album.refuse': { target: 'refusing', actions: 'startAnswer' },
          },
        },
        accepting: {
          invoke: {
            id: 'sendAlbumAnswer',
            src: 'sendAlbumAction',
            input: ({ context }) => ({
              contactId: context.contactId,
              action: 'accept' as const,
              checkFirst: context.unsureActions.includes('accept'),
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'noteOutcome', params: { action: 'accept', error: null } },
                { type: 'storeAnswer', params: { answer: 'accept' } },
                { type: 'emitAnswered', params: { accepted: true } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeMyFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'noteOutcome', params: ({ event }) => ({ action: 'accept', error: event.error }) },
              ],
            },
          },
        },
        refusing: {
          invoke: {
            id: 'sendAlbumAnswer',
            src: 'sendAlbumAction',
            input: ({ context }) => ({
              contactId: context.contactId,
              action: 'refuse' as const,
              checkFirst: context.unsureActions.includes('refuse'),
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'noteOutcome', params: { action: 'refuse', error: null } },
                { type: 'storeAnswer', params: { answer: 'refuse' } },
                { type: 'emitAnswered', params: { accepted: false } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeMyFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'noteOutcome', params: ({ event }) => ({ action: 'refuse', error: event.error }) },
              ],
            },
          },
        },
      },
    },
  },
})

export type AlbumSharingActorRef = ActorRefFrom<typeof albumSharingMachine>
