/**
 * Editing one of the member's photos (modal `editPhoto`, spec sections 4, 5, 7 and 8): a square crop
 * chosen in the cropper, a zoom from 1 to 3 in steps of 0.1, and the private flag, saved with
 * user_edit_photos/modify. Confirming needs a crop; cancelling puts crop, zoom and flag back as they
 * were and closes. The square follows the pointer in the cropper, or the keyboard: arrows move it
 * and Shift + arrows resize it by steps, within the part of the picture the cropper shows.
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
  CropStep,
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

/**
 * A keyboard step is a fiftieth of the shown area's shorter side: 50 presses cross it, and in the
 * cropper (at most 352 CSS pixels wide) one press moves the square about 7 pixels, whatever the
 * picture's size or the zoom.
 */
export const CROP_STEP_RATIO = 0.02
/** Shrinking stops at a tenth of the shown area's shorter side (35 CSS pixels): still visible and grabbable. */
export const CROP_MIN_RATIO = 0.1

const shorterSide = (area: CropData) => Math.min(area.width, area.height)

/** One keyboard step in the picture's pixels, for this shown area (at least 1). */
export function cropStep(area: CropData): number {
  return Math.max(1, Math.round(shorterSide(area) * CROP_STEP_RATIO))
}

/** `value` within [low, high]; `low` wins when the range is empty. */
const within = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value))

/** A square of `size` with its corner near (x, y), moved inside `area`: whole pixels, inside the picture. */
function placeSquare(x: number, y: number, size: number, area: CropData): CropData {
  const side = Math.max(1, Math.min(Math.round(size), Math.floor(shorterSide(area))))
  const left = Math.ceil(area.x)
  const top = Math.ceil(area.y)
  return {
    x: within(Math.round(x), left, Math.floor(area.x + area.width) - side),
    y: within(Math.round(y), top, Math.floor(area.y + area.height) - side),
    width: side,
    height: side,
  }
}

/** The square one step along each axis (`dx`, `dy` of -1, 0 or 1), stopped at the area's edges. */
export function moveCrop(crop: CropData, area: CropData, dx: CropStep, dy: CropStep): CropData {
  const step = cropStep(area)
  return placeSquare(crop.x + dx * step, crop.y + dy * step, crop.width, area)
}

/**
 * The square one step bigger (`by` 1) or smaller (-1) on each side, around its centre, between a
 * tenth of the area's shorter side and all of it, then moved back inside the area if it overflows.
 */
export function resizeCrop(crop: CropData, area: CropData, by: -1 | 1): CropData {
  const step = cropStep(area)
  const next = crop.width + 2 * by * step
  const smallest = Math.min(crop.width, Math.max(1, Math.round(shorterSide(area) * CROP_MIN_RATIO)))
  const size = by > 0 ? Math.min(next, Math.floor(shorterSide(area))) : Math.max(next, smallest)
  const centreX = crop.x + crop.width / 2
  const centreY = crop.y + crop.height / 2
  return placeSquare(centreX - size / 2, centreY - size / 2, size, area)
}

const initialContext = (input: PhotoEditorInput): PhotoEditorContext => ({
  photo: input.photo,
  crop: null,
  area: null,
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
    setArea: assign({ area: (_, params: { area: CropData }) => params.area }),
    moveCrop: assign({
      crop: ({ context }, params: { dx: CropStep; dy: CropStep }) =>
        moveCrop(context.crop as CropData, context.area as CropData, params.dx, params.dy),
    }),
    resizeCrop: assign({
      crop: ({ context }, params: { by: -1 | 1 }) =>
        resizeCrop(context.crop as CropData, context.area as CropData, params.by),
    }),
    setZoom: assign({ zoom: (_, params: { zoom: number }) => clampZoom(params.zoom) }),
    setPrivate: assign({ isPrivate: (_, params: { value: boolean }) => params.value }),
    clearError: assign({ error: null, serverMessage: '' }),
    storeSaveFailure: assign((_, params: { error: unknown }) => ({
      error: 'updateFailed' as const,
      serverMessage: isRefusedError(params.error) ? params.error.serverMessage.trim() : '',
    })),
    /** Spec section 4: cancel resets crop, zoom and the private flag; what the cropper shows is a fact, kept. */
    reset: assign(({ context }) => ({ ...initialContext({ photo: context.photo }), area: context.area })),
    emitUpdated: emit({ type: 'photoUpdated' as const }),
    emitCancelled: emit({ type: 'editCancelled' as const }),
  },
  guards: {
    hasCrop: ({ context }) => context.crop !== null,
    /** The keyboard moves a square that exists, within an area the cropper has reported. */
    canNudgeCrop: ({ context }) => context.crop !== null && context.area !== null,
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
        'photo.area.change': {
          actions: { type: 'setArea', params: ({ event }) => ({ area: event.area }) },
        },
        'photo.crop.move': {
          guard: 'canNudgeCrop',
          actions: { type: 'moveCrop', params: ({ event }) => ({ dx: event.dx, dy: event.dy }) },
        },
        'photo.crop.resize': {
          guard: 'canNudgeCrop',
          actions: { type: 'resizeCrop', params: ({ event }) => ({ by: event.by }) },
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
