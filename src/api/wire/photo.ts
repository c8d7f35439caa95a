/**
 * Wire shapes of photos (spec section 3): the server names the big size `normal`, `real_size` or
 * `url_big` depending on the call, sends `is_private` as a flag, and some lists hold bare URLs.
 */
import type { WireCommandResponse, WireFlag, WireId, WireNumber } from './common'

/** Visibilities the server writes in `visibility` or in a profile's `photo_x`. */
export type WirePhotoVisibility = 'public' | 'private' | 'blur' | 'blur_private' | 'locked'

export type WirePhoto = {
  id?: WireId
  /** The photo's number among its owner's photos: the id the photo calls take (`photo_num`, `num`). */
  num?: WireId
  normal?: string
  real_size?: string
  url_big?: string
  medium?: string
  small?: string
  is_private?: WireFlag
  visibility?: WirePhotoVisibility | string
  is_main?: WireFlag
  /** How many votes the photo received. */
  votes?: WireNumber
  /** Its average note, out of 10 (votes are sent as stars times 2). */
  note?: WireNumber
  /** Our name, the spec shows none: the signed-in member's own rating of this photo, out of 10. */
  user_rating?: WireNumber
  /** Ours: the crop its owner saved (the spec's crop result, in the `normal` size's pixels). */
  crop?: { x: WireNumber; y: WireNumber; width: WireNumber; height: WireNumber } | null
}

/** Some lists (`url_photo`, `photos_v2`) hold bare URLs instead of photo objects. */
export type WirePhotoLike = WirePhoto | string

/**
 * GET /index_api/user_edit_photos: the member's own photos. The spec says "own photos"; we send them
 * under `photos` (readers also accept a bare list or `result`).
 */
export type WireOwnPhotosResponse = {
  photos: WirePhoto[]
}

/** POST /ajax_api/upload_photo: our choice, the new photo when the server sends it back. */
export type WireUploadPhotoResponse = WireCommandResponse & {
  photo?: WirePhoto
}
