/** The photo editor's call, live version; tests and stories swap it with `.provide()`. */
import { fromPromise } from 'xstate'
import { updatePhoto } from '../../api/photos'
import type { SavePhotoInput } from './photo-editor.types'

/** POST /index_api/user_edit_photos/modify with photo_num, is_private and the crop x y w h. */
export const savePhoto = fromPromise<void, SavePhotoInput>(({ input }) => updatePhoto(input))
