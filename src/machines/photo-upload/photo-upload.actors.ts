/** The upload dialog's work, live versions; tests and stories swap them with `.provide()`. */
import { fromCallback, fromPromise } from 'xstate'
import { uploadPhoto } from '../../api/photos'
import { checkImageFile, type ImageCheck } from '../../lib/image/check-image'
import { type ReencodedImage, reencodeImage } from '../../lib/image/reencode'
import type { PhotoUploadEvent, SendPhotoInput } from './photo-upload.types'

/** Reads the file's first bytes and its size (check-image.ts). */
export const checkFile = fromPromise<ImageCheck, { file: File }>(({ input }) => checkImageFile(input.file))

/** Decodes it upright and writes a fresh JPEG without metadata (reencode.ts). */
export const prepareImage = fromPromise<ReencodedImage, { file: File }>(({ input }) =>
  reencodeImage(input.file),
)

/**
 * POST /ajax_api/upload_photo with progress: sends back `upload.progress` as the body goes out, then
 * `upload.done` or `upload.failed`. The original file name is never sent (phones write the date and
 * place in it): the server gets 'photo.jpg'.
 */
export const sendPhoto = fromCallback<PhotoUploadEvent, SendPhotoInput>(({ input, sendBack }) => {
  let live = true
  uploadPhoto(input.blob, {
    isPrivate: input.isPrivate,
    fileName: 'photo.jpg',
    onProgress: (fraction) => {
      if (live) sendBack({ type: 'upload.progress', fraction })
    },
  }).then(
    () => {
      if (live) sendBack({ type: 'upload.done' })
    },
    (error: unknown) => {
      if (live) sendBack({ type: 'upload.failed', error })
    },
  )
  return () => {
    live = false
  }
})
