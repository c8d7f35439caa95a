/** Context, input and events of the gallery dialog (modal `gallery`): a member's photos, rated by stars. */
import type { Photo } from '../../api/models/photo'
import type { VoteFailure } from '../photo-vote/vote-failure'

export interface GalleryInput {
  /** The gallery owner's id (the modal's `modalId`). */
  ownerId: string
  /** The photo to show first (the modal's `modalPhoto`: a photo id), else the first. */
  photoId?: string | undefined
  /** The signed-in member's id, null for a visitor (who may look but not rate). */
  viewerId: string | null
}

/** What the gallery shows of its owner. */
export interface GalleryOwner {
  id: string
  nickname: string
}

export interface GalleryContext {
  ownerId: string
  initialPhotoId: string | null
  viewerId: string | null
  owner: GalleryOwner | null
  /** The photos the viewer may see: the public album, then the private one when shared. */
  photos: Photo[]
  /** The photo shown, an index into `photos`. */
  index: number
  /** The rating on its way: which photo, how many stars. */
  pending: { photoId: string; stars: number } | null
  /** The photo last rated successfully (the view thanks the member), null otherwise. */
  ratedPhotoId: string | null
  ratingFailure: VoteFailure | null
}

export type GalleryEvent =
  | { type: 'photo.show'; index: number }
  | { type: 'photo.next' }
  | { type: 'photo.previous' }
  /** Rate the photo shown, 1 to 5 stars (sent doubled). */
  | { type: 'photo.rate'; stars: number }
  | { type: 'gallery.retry' }

export interface GalleryLoadResult {
  owner: GalleryOwner
  photos: Photo[]
}

export interface RatePhotoInput {
  userId: string
  photoNum: string
  stars: number
}
