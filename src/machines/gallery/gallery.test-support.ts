/** Stubs for the gallery machine, shared by its tests and stories. */
import { fromPromise } from 'xstate'
import { makePhoto } from '../profile/profile.test-support'
import { galleryMachine } from './gallery.machine'
import type { GalleryLoadResult, RatePhotoInput } from './gallery.types'

export const galleryResult = (count = 4): GalleryLoadResult => ({
  owner: { id: '20042', nickname: 'Sophie_Lyon' },
  photos: Array.from({ length: count }, (_, i) => makePhoto(i + 1, { isMain: i === 0 })),
})

export interface GalleryStubs {
  loadGallery?: (input: { ownerId: string }) => Promise<GalleryLoadResult>
  ratePhoto?: (input: RatePhotoInput) => Promise<void>
}

export function galleryMachineWith(stubs: GalleryStubs = {}) {
  return galleryMachine.provide({
    actors: {
      loadGallery: fromPromise<GalleryLoadResult, { ownerId: string }>(({ input }) =>
        (stubs.loadGallery ?? (async () => galleryResult()))(input),
      ),
      ratePhoto: fromPromise<void, RatePhotoInput>(({ input }) =>
        (stubs.ratePhoto ?? (async () => {}))(input),
      ),
    },
  })
}
