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
  | { type: 'photo.zoom.change'; zoom: number }
  | { type: 'photo.private.change'; value: boolean }
  /** Saves the crop and the flag; only once a crop exists. */
  | { type: 'photo.crop.confirm' }
  /** Resets crop, zoom and the private flag, and closes. */
  | { type: 'photo.edit.cancel' }

export type PhotoEditorEmitted = { type: 'photoUpdated' } | { type: 'editCancelled' }

export interface SavePhotoInput {
  photoNum: string
  isPrivate: boolean
  crop: CropData
}
