/** Photos and stubs for the photo manager's tests and stories. */
import { fromPromise } from 'xstate'
import type { Photo } from '../../api/models/photo'
import { photoManagerMachine } from './photo-manager.machine'
import type { SetMainInput } from './photo-manager.types'

export function photo(id: string, extra: Partial<Photo> = {}): Photo {
  const url = `/photos/${id}.jpg`
  return {
    id,
    num: id,
    normal: url,
    medium: url,
    small: url,
    visibility: 'public',
    isMain: false,
    votes: 0,
    note: null,
    userRating: null,
    ...extra,
  }
}

/** Three photos: the first is main, the third private. */
export const PHOTOS: Photo[] = [
  photo('1', { isMain: true }),
  photo('2'),
  photo('3', { visibility: 'private' }),
]

export interface PhotoManagerStubs {
  loadPhotos?: () => Promise<Photo[]>
  makeMainPhoto?: (input: SetMainInput) => Promise<void>
  removePhoto?: (input: { photoNum: string }) => Promise<void>
}

/** The machine with its calls replaced; by default the list is `PHOTOS` and every change works. */
export function photoManagerMachineWith(stubs: PhotoManagerStubs = {}) {
  return photoManagerMachine.provide({
    actors: {
      loadPhotos: fromPromise<Photo[]>(() => (stubs.loadPhotos ?? (async () => PHOTOS))()),
      makeMainPhoto: fromPromise<void, SetMainInput>(({ input }) =>
        (stubs.makeMainPhoto ?? (async () => {}))(input),
      ),
      removePhoto: fromPromise<void, { photoNum: string }>(({ input }) =>
        (stubs.removePhoto ?? (async () => {}))(input),
      ),
    },
  })
}
