/** How views read the gallery machine. */
import type { SnapshotFrom } from 'xstate'
import { canRatePhoto, type galleryMachine } from './gallery.machine'

type GallerySnapshot = SnapshotFrom<typeof galleryMachine>

export const selectOwner = (snapshot: GallerySnapshot) => snapshot.context.owner
export const selectPhotos = (snapshot: GallerySnapshot) => snapshot.context.photos
export const selectIndex = (snapshot: GallerySnapshot) => snapshot.context.index
export const selectCurrentPhoto = (snapshot: GallerySnapshot) =>
  snapshot.context.photos[snapshot.context.index] ?? null
/** The member may rate the photo shown (signed in, not theirs, a public unblurred photo). */
export const selectCanRate = (snapshot: GallerySnapshot) =>
  canRatePhoto(snapshot.context, snapshot.context.photos[snapshot.context.index])
export const selectIsVisitor = (snapshot: GallerySnapshot) => snapshot.context.viewerId === null
/** The stars shown for the photo: the rating on its way, else the member's own (score / 2), else 0. */
export const selectShownStars = (snapshot: GallerySnapshot) => {
  const photo = snapshot.context.photos[snapshot.context.index]
  const pending = snapshot.context.pending
  if (pending && photo && pending.photoId === photo.id) return pending.stars
  return photo?.userRating ? Math.round(photo.userRating / 2) : 0
}
export const selectJustRated = (snapshot: GallerySnapshot) => {
  const photo = snapshot.context.photos[snapshot.context.index]
  return photo !== undefined && snapshot.context.ratedPhotoId === photo.id
}
export const selectRatingFailure = (snapshot: GallerySnapshot) => snapshot.context.ratingFailure

export const selectIsLoading = (snapshot: GallerySnapshot) => snapshot.matches('loading')
export const selectIsReady = (snapshot: GallerySnapshot) => snapshot.matches('ready')
export const selectIsRating = (snapshot: GallerySnapshot) => snapshot.matches({ ready: 'rating' })
export const selectIsEmpty = (snapshot: GallerySnapshot) => snapshot.matches('empty')
export const selectHasFailed = (snapshot: GallerySnapshot) => snapshot.matches('failed')
