/** Context, events and emitted events of the photo editor (modal `editPhoto`, spec sections 4 and 5). */
import type { CropData } from '../../api/photos'

export type { CropData }

/** The photo being edited, as the editor needs it. */
export interface EditablePhoto {
  id: string
  /** The index the modify call takes (`photo_num`). */
  num: string
  /** The big size, which the crop coordinates are measured on. */
  url: string
  isPrivate: boolean
}

export interface PhotoEditorContext {
  photo: EditablePhoto
  /** The square chosen, in the picture's own pixels; null until the cropper reports one. */
  crop: CropData | null
  /**
   * The part of the picture the cropper shows (all of it at zoom 1, less when zoomed in), in the
   * picture's own pixels: where the keyboard may move the square. Null until the picture has loaded.
   */
  area: CropData | null
  /** 1 to 3, in steps of 0.1 (spec section 9). */
  zoom: number
  isPrivate: boolean
  /** 'updateFailed': 'Erreur lors de la modification de la photo' (spec section 8). */
  error: 'updateFailed' | null
  /** The server's refusal text ('' when none). */
  serverMessage: string
}

export interface PhotoEditorInput {
  photo: EditablePhoto
}

export type PhotoEditorEvent =
  /** From the cropper: the square now selected. */
  | { type: 'photo.crop.change'; crop: CropData }
  /** From the cropper: the part of the picture it now shows (loaded, zoomed or dragged). */
  | { type: 'photo.area.change'; area: CropData }
  /** From the keyboard (arrows): the square one step left or right (dx), up or down (dy), kept in the area. */
  | { type: 'photo.crop.move'; dx: CropStep; dy: CropStep }
  /** From the keyboard (Shift + arrows): the square one step bigger (1) or smaller (-1), around its centre. */
  | { type: 'photo.crop.resize'; by: -1 | 1 }
  | { type: 'photo.zoom.change'; zoom: number }
  | { type: 'photo.private.change'; value: boolean }
  /** Saves the crop and the flag; only once a crop exists. */
  | { type: 'photo.crop.confirm' }
  /** Resets crop, zoom and the private flag, and closes. */
  | { type: 'photo.edit.cancel' }

/** One step back, none, or one step forward along an axis. */
export type CropStep = -1 | 0 | 1

export type PhotoEditorEmitted = { type: 'photoUpdated' } | { type: 'editCancelled' }

export interface SavePhotoInput {
  photoNum: string
  isPrivate: boolean
  crop: CropData
}
