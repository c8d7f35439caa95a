/**
 * The member's own photos ("Mes photos", spec sections 2, 5, 7 and 8): the list, making one the main
 * photo, deleting one after a confirmation, and reading the list anew after every change, whether it
 * happened here or in the upload and editor dialogs (`photos.changed`).
 *
 * - `loading`: the first read of the list ('Chargement...').
 * - `loadFailed`: the first read failed; `photos.retry` tries again.
 * - `ready`: the list is shown. Its children:
 *   - `idle`: nothing under way;
 *   - `confirmingDelete`: 'Êtes-vous sûr de vouloir supprimer cette photo ?' is asked. Confirming a
 *     photo that has no index (`num`) only logs it (spec section 8) and sends nothing;
 *   - `deleting`: the delete call; a failure keeps 'deleteFailed';
 *   - `settingMain`: the set-main call; a failure keeps 'setMainFailed';
 *   - `refreshing`: the list is read anew after a change (the old one stays on screen).
 */
import { assign, emit, setup } from 'xstate'
import type { Photo } from '../../api/models/photo'
import { loadPhotos, makeMainPhoto, removePhoto } from './photo-manager.actors'
import type {
  PhotoManagerContext,
  PhotoManagerEmitted,
  PhotoManagerErrorCode,
  PhotoManagerEvent,
} from './photo-manager.types'

const photoById = (context: PhotoManagerContext, id: string | null): Photo | undefined =>
  id === null ? undefined : context.photos.find((photo) => photo.id === id)

export const photoManagerMachine = setup({
  types: {
    context: {} as PhotoManagerContext,
    events: {} as PhotoManagerEvent,
    emitted: {} as PhotoManagerEmitted,
  },
  actors: { loadPhotos, makeMainPhoto, removePhoto },
  actions: {
    storePhotos: assign({ photos: (_, params: { photos: Photo[] }) => params.photos }),
    askDelete: assign({ pendingDeleteId: (_, params: { photoId: string }) => params.photoId, error: null }),
    forgetDelete: assign({ pendingDeleteId: null }),
    markMainPending: assign({
      pendingMainId: (_, params: { photoId: string }) => params.photoId,
      error: null,
    }),
    forgetMainPending: assign({ pendingMainId: null }),
    setError: assign({ error: (_, params: { code: PhotoManagerErrorCode }) => params.code }),
    clearError: assign({ error: null }),
    /** Spec section 8: a delete without a photo index is only logged, the member sees nothing. */
    logMissingPhotoIndex: ({ context }) => {
      console.warn('[photos] delete asked for a photo without an index:', context.pendingDeleteId)
    },
    emitMainPhotoChanged: emit({ type: 'mainPhotoChanged' as const }),
  },
  guards: {
    /** A photo of the list that is not already the main one. */
    canSetMain: ({ context }, params: { photoId: string }) => {
      const photo = photoById(context, params.photoId)
      return photo !== undefined && !photo.isMain
    },
    isKnownPhoto: ({ context }, params: { photoId: string }) =>
      photoById(context, params.photoId) !== undefined,
    hasPhotoIndex: ({ context }) => (photoById(context, context.pendingDeleteId)?.num ?? '').trim() !== '',
  },
}).createMachine({
  id: 'photoManager',
  context: { photos: [], pendingDeleteId: null, pendingMainId: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPhotos',
        src: 'loadPhotos',
        onDone: {
          target: 'ready',
          actions: { type: 'storePhotos', params: ({ event }) => ({ photos: event.output }) },
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      on: { 'photos.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      on: {
        'error.dismiss': { actions: 'clearError' },
      },
      states: {
        idle: {
          on: {
            'photo.setMain': {
              guard: { type: 'canSetMain', params: ({ event }) => ({ photoId: event.photoId }) },
              target: 'settingMain',
              actions: { type: 'markMainPending', params: ({ event }) => ({ photoId: event.photoId }) },
            },
            'photo.delete': {
              guard: { type: 'isKnownPhoto', params: ({ event }) => ({ photoId: event.photoId }) },
              target: 'confirmingDelete',
              actions: { type: 'askDelete', params: ({ event }) => ({ photoId: event.photoId }) },
            },
            'photos.changed': { target: 'refreshing' },
          },
        },
        confirmingDelete: {
          on: {
            'photo.delete.confirm': [
              { guard: 'hasPhotoIndex', target: 'deleting' },
              { target: 'idle', actions: ['logMissingPhotoIndex', 'forgetDelete'] },
            ],
            'photo.delete.cancel': { target: 'idle', actions: 'forgetDelete' },
            'photos.changed': { target: 'refreshing', actions: 'forgetDelete' },
          },
        },
        deleting: {
          invoke: {
            id: 'removePhoto',
            src: 'removePhoto',
            input: ({ context }) => ({ photoNum: photoById(context, context.pendingDeleteId)?.num ?? '' }),
            onDone: { target: 'refreshing', actions: 'forgetDelete' },
            onError: {
              target: 'refreshing',
              actions: ['forgetDelete', { type: 'setError', params: { code: 'deleteFailed' } }],
            },
          },
        },
        settingMain: {
          invoke: {
            id: 'makeMainPhoto',
            src: 'makeMainPhoto',
            input: ({ context }) => {
              const photo = photoById(context, context.pendingMainId)
              return { photoNum: photo?.num ?? '', isPrivate: photo?.visibility === 'private' }
            },
            onDone: { target: 'refreshing', actions: ['forgetMainPending', 'emitMainPhotoChanged'] },
            onError: {
              target: 'refreshing',
              actions: ['forgetMainPending', { type: 'setError', params: { code: 'setMainFailed' } }],
            },
          },
        },
        refreshing: {
          invoke: {
            id: 'loadPhotos',
            src: 'loadPhotos',
            onDone: {
              target: 'idle',
              actions: { type: 'storePhotos', params: ({ event }) => ({ photos: event.output }) },
            },
            onError: {
              target: 'idle',
              // A failed action's message matters more than the refresh's.
              actions: assign({ error: ({ context }) => context.error ?? 'refreshFailed' }),
            },
          },
          on: {
            // Something else changed while reading: read again, so the newest change shows.
            'photos.changed': { target: 'refreshing', reenter: true },
          },
        },
      },
    },
  },
})
