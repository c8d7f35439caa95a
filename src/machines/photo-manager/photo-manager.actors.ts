/** The photo manager's calls, live versions; tests and stories swap them with `.provide()`. */
import { fromPromise } from 'xstate'
import type { Photo } from '../../api/models/photo'
import { deletePhoto, getOwnPhotos, setMainPhoto } from '../../api/photos'
import type { SetMainInput } from './photo-manager.types'

/** GET /index_api/user_edit_photos (read anew after every change: the API invalidates its cache). */
export const loadPhotos = fromPromise<Photo[]>(() => getOwnPhotos())

/** POST /index_api/user_edit_photos/modify with is_main=1. */
export const makeMainPhoto = fromPromise<void, SetMainInput>(({ input }) => setMainPhoto(input))

/** POST /index_api/user_edit_photos/del. */
export const removePhoto = fromPromise<void, { photoNum: string }>(({ input }) => deletePhoto(input.photoNum))
