/**
 * Editing one of the member's photos (modal `editPhoto`, spec sections 4, 5, 7 and 8): a square crop
 * chosen in the cropper, a zoom from 1 to 3 in steps of 0.1, and the private flag, saved with
 * user_edit_photos/modify. Confirming needs a crop; cancelling puts crop, zoom and flag back as they
 * were and closes.
 *
 * - `editing`: the cropper and the controls; confirm is disabled while `crop` is null. A failed save
 *   comes back here with 'updateFailed' and everything chosen kept.
 * - `saving`: the modify call; the controls are locked.
 * - `saved`: saved; `photoUpdated` was emitted (the list is read anew). Final.
 */
import { assign, emit, setup } from 'xstate'
import { isRefusedError } from '../../api/errors'
import { savePhoto } from './photo-editor.actors'
import type {
  CropData,
  PhotoEditorContext,
  PhotoEditorEmitted,
  PhotoEditorEvent,
  PhotoEditorInput,
} from './photo-editor.types'

/** Spec section 9: crop zoom 1 to 3, step 0.1. */
export const ZOOM_MIN = 1
export const ZOOM_MAX = 3
export const ZOOM_STEP = 0.1

/** The zoom on the 0.1 grid, within 1-3; anything unreadable is 1. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_MIN
  const stepped = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP
  // 1.1 / 0.1 * 0.1 is 1.1000000000000001: one decimal is the grid.
  const rounded = Number(stepped.toFixed(1))
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, rounded))
}

/**
 * The crop as sent: whole pixels, inside the picture's top-left corner, and square (aspect 1, spec
 * section 5): the cropper's square can be a pixel off after scaling, the smaller side wins. Null for
 * a crop that means nothing (empty, negative, not a number).
 */
export function squareCrop(crop: CropData): CropData | null {
  const values = [crop.x, crop.y, crop.width, crop.height]
  if (!values.every(Number.isFinite)) return null
  const size = Math.round(Math.min(crop.width, crop.height))
  if (size <= 0) return null
  return { x: Math.max(0, Math.round(crop.x)), y: Math.max(0, Math.round(crop.y)), width: size, height: size }
}

const initialContext = (input: PhotoEditorInput): PhotoEditorContext => ({
  photo: input.photo,
  crop: null,
  zoom: ZOOM_MIN,
  isPrivate: input.photo.isPrivate,
  error: null,
  serverMessage: '',
})

export const photoEditorMachine = setup({
  types: {
    context: {} as PhotoEditorContext,
    events: {} as PhotoEditorEvent,
    input: {} as PhotoEditorInput,
    emitted: {} as PhotoEditorEmitted,
  },
  actors: { savePhoto },
  actions: {
    setCrop: assign({ crop: (_, params: { crop: CropData }) => squareCrop(params.crop) }),
    setZoom: assign({ zoom: (_, params: { zoom: number }) => clampZoom(params.zoom) }),
    setPrivate: assign({ isPrivate: (_, params: { value: boolean }) => params.value }),
    clearError: assign({ error: null, serverMessage: '' }),
    storeSaveFailure: assign((_, params: { error: unknown }) => ({
      error: 'updateFailed' as const,
      serverMessage: isRefusedError(params.error) ? params.error.serverMessage.trim() : '',
    })),
    /** Spec section 4: cancel resets crop, zoom and the private flag. */
    reset: assign(({ context }) => initialContext({ photo: context.photo })),
    emitUpdated: emit({ type: 'photoUpdated' as const }),
    emitCancelled: emit({ type: 'editCancelled' as const }),
  },
  guards: {
    hasCrop: ({ context }) => context.crop !== null,
  },
}).createMachine({
  id: 'photoEditor',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'photo.crop.change': {
          actions: { type: 'setCrop', params: ({ event }) => ({ crop: event.crop }) },
        },
        'photo.zoom.change': {
          actions: { type: 'setZoom', params: ({ event }) => ({ zoom: event.zoom }) },
        },
        'photo.private.change': {
          actions: { type: 'setPrivate', params: ({ event }) => ({ value: event.value }) },
        },
        'photo.crop.confirm': { guard: 'hasCrop', target: 'saving', actions: 'clearError' },
        'photo.edit.cancel': { actions: ['reset', 'emitCancelled'] },
      },
    },
    saving: {
      invoke: {
        id: 'savePhoto',
        src: 'savePhoto',
        input: ({ context }) => ({
          photoNum: context.photo.num,
          isPrivate: context.isPrivate,
          crop: context.crop as CropData,
        }),
        onDone: { target: 'saved' },
        onError: {
          target: 'editing',
          actions: { type: 'storeSaveFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: {
      type: 'final',
      entry: 'emitUpdated',
    },
  },
})
