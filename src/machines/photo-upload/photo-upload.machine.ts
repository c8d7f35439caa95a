/**
 * Adding a photo (modal `uploadPhoto`, spec sections 2, 7 and 8). The picked file is judged by its
 * content and size, never its name; what is sent is a re-encoded copy, upright, with no EXIF (no GPS
 * position leaves the device). The member chooses public or private and sees the upload's progress.
 *
 * - `idle`: no file yet.
 * - `checking`: reading the file's first bytes and size.
 * - `invalid`: the file was refused (empty, too large, not an image, unreadable); picking another
 *   one starts over.
 * - `encoding`: decoding and re-encoding the photo.
 * - `ready`: the prepared photo and the private flag; `upload.submit` sends it.
 * - `uploading`: the upload call, with its progress.
 * - `failed`: 'Erreur lors de l'upload de la photo'; the photo and the flag are kept, submitting
 *   again retries.
 * - `done`: uploaded; `photoUploaded` was emitted (the list is read anew). Final.
 */
import { assign, emit, setup } from 'xstate'
import { isRefusedError } from '../../api/errors'
import type { ImageCheck, ImageCheckError } from '../../lib/image/check-image'
import type { ReencodedImage } from '../../lib/image/reencode'
import { checkFile, prepareImage, sendPhoto } from './photo-upload.actors'
import type {
  PhotoUploadContext,
  PhotoUploadEmitted,
  PhotoUploadEvent,
  PhotoUploadInput,
  UploadErrorCode,
} from './photo-upload.types'

export const photoUploadMachine = setup({
  types: {
    context: {} as PhotoUploadContext,
    events: {} as PhotoUploadEvent,
    input: {} as PhotoUploadInput | undefined,
    emitted: {} as PhotoUploadEmitted,
  },
  actors: { checkFile, prepareImage, sendPhoto },
  actions: {
    takeFile: assign((_, params: { file: File }) => ({
      file: params.file,
      prepared: null,
      error: null,
      serverMessage: '',
      progress: 0,
    })),
    storePrepared: assign({ prepared: (_, params: { image: ReencodedImage }) => params.image }),
    setPrivate: assign({ isPrivate: (_, params: { value: boolean }) => params.value }),
    setError: assign({ error: (_, params: { code: UploadErrorCode }) => params.code }),
    startUpload: assign({ progress: 0, error: null, serverMessage: '' }),
    setProgress: assign({
      // Never backwards, never past 1.
      progress: ({ context }, params: { fraction: number }) =>
        Math.min(1, Math.max(context.progress, Number.isFinite(params.fraction) ? params.fraction : 0)),
    }),
    finishProgress: assign({ progress: 1 }),
    storeUploadFailure: assign((_, params: { error: unknown }) => ({
      error: 'uploadFailed' as const,
      serverMessage: isRefusedError(params.error) ? params.error.serverMessage.trim() : '',
    })),
    emitUploaded: emit({ type: 'photoUploaded' as const }),
  },
  guards: {
    isAccepted: (_, params: { check: ImageCheck }) => params.check.ok,
  },
}).createMachine({
  id: 'photoUpload',
  context: ({ input }) => ({
    file: null,
    prepared: null,
    isPrivate: input?.isPrivate ?? false,
    progress: 0,
    error: null,
    serverMessage: '',
  }),
  initial: 'idle',
  on: {
    'private.change': { actions: { type: 'setPrivate', params: ({ event }) => ({ value: event.value }) } },
  },
  states: {
    idle: {
      on: {
        'file.selected': {
          target: 'checking',
          actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) },
        },
      },
    },
    checking: {
      invoke: {
        id: 'checkFile',
        src: 'checkFile',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ check: event.output }) },
            target: 'encoding',
          },
          {
            target: 'invalid',
            actions: {
              type: 'setError',
              params: ({ event }) => ({
                code: (event.output as { error: ImageCheckError }).error,
              }),
            },
          },
        ],
        onError: { target: 'invalid', actions: { type: 'setError', params: { code: 'unreadable' } } },
      },
      on: {
        'file.selected': {
          target: 'checking',
          reenter: true,
          actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) },
        },
      },
    },
    encoding: {
      invoke: {
        id: 'prepareImage',
        src: 'prepareImage',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: {
          target: 'ready',
          actions: { type: 'storePrepared', params: ({ event }) => ({ image: event.output }) },
        },
        onError: { target: 'invalid', actions: { type: 'setError', params: { code: 'unreadable' } } },
      },
      on: {
        'file.selected': {
          target: 'checking',
          actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) },
        },
      },
    },
    invalid: {
      on: {
        'file.selected': {
          target: 'checking',
          actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) },
        },
      },
    },
    ready: {
      on: {
        'file.selected': {
          target: 'checking',
          actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) },
        },
        'upload.submit': { target: 'uploading' },
      },
    },
    uploading: {
      entry: 'startUpload',
      invoke: {
        id: 'sendPhoto',
        src: 'sendPhoto',
        input: ({ context }) => ({
          blob: (context.prepared as ReencodedImage).blob,
          isPrivate: context.isPrivate,
        }),
        onError: {
          target: 'failed',
          actions: { type: 'storeUploadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        // The flag travels with the call: changing it now would not be what was sent.
        'private.change': {},
        'upload.progress': {
          actions: { type: 'setProgress', params: ({ event }) => ({ fraction: event.fraction }) },
        },
        'upload.done': { target: 'done', actions: 'finishProgress' },
        'upload.failed': {
          target: 'failed',
          actions: { type: 'storeUploadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        'upload.submit': { target: 'uploading' },
        'file.selected': {
          target: 'checking',
          actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) },
        },
      },
    },
    done: {
      type: 'final',
      entry: 'emitUploaded',
    },
  },
})
