/** The client's photo (spec section 3), what every screen showing a picture reads. */

/** 'blur' and 'blur_private' are shown blurred (free members); 'locked' is a private album not shared. */
export type PhotoVisibility = 'public' | 'private' | 'blur' | 'blur_private' | 'locked'

export interface Photo {
  /** The photo's own id. */
  id: string
  /** Its number among the owner's photos: the id the photo calls take (`photo_num`, gal_vote's `num`). */
  num: string
  /** Big size ('' when the server sent no URL at all). */
  normal: string
  /** Falls back to `normal` when missing, so a card always has something to show. */
  medium: string
  /** Falls back to `medium`, then `normal`. */
  small: string
  visibility: PhotoVisibility
  isMain: boolean
  votes: number
  /** Average note out of 10, null when never rated. */
  note: number | null
  /** The signed-in member's rating out of 10, null when they have not voted. */
  userRating: number | null
  /** The square its owner chose, in the pixels of the `normal` size; absent when none. */
  crop?: PhotoCrop | null
}

/** A saved crop (spec section 3, "Crop result"), in the pixels of the photo's `normal` size. */
export interface PhotoCrop {
  x: number
  y: number
  width: number
  height: number
}
