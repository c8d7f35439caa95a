/** Stubs for the upload machine's tests and stories. */
import { fromCallback, fromPromise } from 'xstate'
import type { ImageCheck } from '../../lib/image/check-image'
import type { ReencodedImage } from '../../lib/image/reencode'
import { photoUploadMachine } from './photo-upload.machine'
import type { PhotoUploadEvent, SendPhotoInput } from './photo-upload.types'

/** A picked file (its bytes do not matter to stubbed checks). */
export const pickedFile = (name = 'vacances.jpg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' })

export const PREPARED: ReencodedImage = {
  blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xdb])], { type: 'image/jpeg' }),
  width: 800,
  height: 600,
}

export interface PhotoUploadStubs {
  checkFile?: (file: File) => Promise<ImageCheck>
  prepareImage?: (file: File) => Promise<ReencodedImage>
  /** Gets the input and a progress reporter; resolves or rejects like the upload call. */
  sendPhoto?: (input: SendPhotoInput, progress: (fraction: number) => void) => Promise<void>
}

/** The machine with its work replaced; by default every file is a JPEG and every upload works. */
export function photoUploadMachineWith(stubs: PhotoUploadStubs = {}) {
  return photoUploadMachine.provide({
    actors: {
      checkFile: fromPromise<ImageCheck, { file: File }>(({ input }) =>
        (stubs.checkFile ?? (async () => ({ ok: true, type: 'image/jpeg' }) as const))(input.file),
      ),
      prepareImage: fromPromise<ReencodedImage, { file: File }>(({ input }) =>
        (stubs.prepareImage ?? (async () => PREPARED))(input.file),
      ),
      sendPhoto: fromCallback<PhotoUploadEvent, SendPhotoInput>(({ input, sendBack }) => {
        let live = true
        const send = stubs.sendPhoto ?? (async () => {})
        send(input, (fraction) => live && sendBack({ type: 'upload.progress', fraction })).then(
          () => live && sendBack({ type: 'upload.done' }),
          (error: unknown) => live && sendBack({ type: 'upload.failed', error }),
        )
        return () => {
          live = false
        }
      }),
    },
  })
}
