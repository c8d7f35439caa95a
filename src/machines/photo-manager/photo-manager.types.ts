/** Context, events and emitted events of the photo manager ("Mes photos", spec sections 2 and 5). */
import type { Photo } from '../../api/models/photo'

/**
 * Why the last action failed (spec section 8), translated by the view as `photos:errors.<code>`:
 * 'setMainFailed' 'Erreur lors de la définition de la photo principale', 'deleteFailed' 'Erreur lors
 * de la suppression de la photo', 'refreshFailed' the generic message (the list shown may be old).
 */
export type PhotoManagerErrorCode = 'setMainFailed' | 'deleteFailed' | 'refreshFailed'

export interface PhotoManagerContext {
  photos: Photo[]
  /** The photo the member asked to delete, while the confirmation is open or the call runs. */
  pendingDeleteId: string | null
  /** The photo being made the main one, while the call runs. */
  pendingMainId: string | null
  error: PhotoManagerErrorCode | null
}

export type PhotoManagerEvent =
  /** After a failed first load. */
  | { type: 'photos.retry' }
  /** A photo was uploaded or edited elsewhere (the dialogs): read the list anew. */
  | { type: 'photos.changed' }
  | { type: 'photo.setMain'; photoId: string }
  /** Asks for the deletion; nothing is deleted before `photo.delete.confirm`. */
  | { type: 'photo.delete'; photoId: string }
  | { type: 'photo.delete.confirm' }
  | { type: 'photo.delete.cancel' }
  | { type: 'error.dismiss' }

/** The main photo changed: the member's avatar (session) is stale. */
export type PhotoManagerEmitted = { type: 'mainPhotoChanged' }

export interface SetMainInput {
  photoNum: string
  isPrivate: boolean
}
