/** Context, events and emitted events of the upload dialog's machine (modal `uploadPhoto`). */
import type { ReencodedImage } from '../../lib/image/reencode'

/**
 * Why the photo cannot be sent, translated by the view as `photos:upload.errors.<code>`: the file
 * is empty, too large, not an image by its content, or unreadable; or the upload failed ('Erreur lors
 * de l'upload de la photo', spec section 8, with the server's own text when it gave one).
 */
export type UploadErrorCode = 'empty' | 'tooLarge' | 'notAnImage' | 'unreadable' | 'uploadFailed'

export interface PhotoUploadContext {
  /** The file as picked (its name is shown; its bytes never leave the device). */
  file: File | null
  /** What is sent: the re-encoded photo, upright and without EXIF. */
  prepared: ReencodedImage | null
  isPrivate: boolean
  /** Share of the upload sent, 0 to 1. */
  progress: number
  error: UploadErrorCode | null
  /** The server's refusal text ('' when none). */
  serverMessage: string
}

export interface PhotoUploadInput {
  isPrivate?: boolean
}

export type PhotoUploadEvent =
  | { type: 'file.selected'; file: File }
  | { type: 'private.change'; value: boolean }
  /** Sends the prepared photo; after a failure, sends it again. */
  | { type: 'upload.submit' }
  /** From the upload call. */
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.done' }
  | { type: 'upload.failed'; error: unknown }

export type PhotoUploadEmitted = { type: 'photoUploaded' }

export interface SendPhotoInput {
  blob: Blob
  isPrivate: boolean
}
