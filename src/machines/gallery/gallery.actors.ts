/** The calls the gallery dialog makes. */
import { fromPromise } from 'xstate'
import type { Photo } from '../../api/models/photo'
import type { FullProfile } from '../../api/models/profile'
import { getProfile } from '../../api/users'
import { votePhoto } from '../../api/votes'
import type { GalleryLoadResult, RatePhotoInput } from './gallery.types'

/** The photos of a profile the viewer may open: public ones, and private ones unless locked. */
export function galleryPhotosOf(profile: Pick<FullProfile, 'publicAlbum' | 'privateAlbum'>): Photo[] {
  return [
    ...profile.publicAlbum,
    ...profile.privateAlbum.filter((photo) => photo.visibility !== 'locked'),
  ].filter((photo) => photo.normal !== '')
}

/** GET /index_api/user?id: the owner's albums (the profile read, cached 5 min). */
export const loadGallery = fromPromise<GalleryLoadResult, { ownerId: string }>(async ({ input }) => {
  const profile = await getProfile(input.ownerId)
  return { owner: { id: profile.id, nickname: profile.nickname }, photos: galleryPhotosOf(profile) }
})

/** POST /ajax_api/gal_vote (id, num, score = stars x 2). */
export const ratePhoto = fromPromise<void, RatePhotoInput>(({ input }) => votePhoto(input))
