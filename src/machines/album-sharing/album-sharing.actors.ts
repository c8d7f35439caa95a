/** The calls album sharing makes. */
import { fromPromise } from 'xstate'
import { cacheTags } from '../../api/cache-tags'
import { getConversation, sendMessage } from '../../api/chat'
import { defaultApiClient } from '../../api/client'
import type { Photo } from '../../api/models/photo'
import { getProfile } from '../../api/users'
import type { AlbumAnswer, AlbumLook, LoadAlbumInput } from './album-sharing.types'

/** What the photos of a private album say: none, all locked, or (some) shared with the member. */
export function albumLookOf(photos: Photo[]): AlbumLook {
  if (photos.length === 0) return { status: 'none', photos }
  return photos.every((photo) => photo.visibility === 'locked')
    ? { status: 'locked', photos }
    : { status: 'shared', photos: photos.filter((photo) => photo.visibility !== 'locked') }
}

/**
 * The contact's private album: the photos the page handed in; else the conversation's first private
 * photo of the contact (load_messages, cached 1 min) says whether there is an album and whether it
 * is locked, and only a shared album is read whole from the profile (GET /index_api/user?id=, which
 * the server counts as a visit: a chat that is merely opened must not). `fresh` skips the caches.
 */
export const loadPrivateAlbum = fromPromise<AlbumLook, LoadAlbumInput>(async ({ input }) => {
  if (input.knownPhotos) return albumLookOf(input.knownPhotos)
  if (input.fresh) {
    defaultApiClient.cache.invalidate([
      cacheTags.conversation(input.contactId),
      cacheTags.profile(input.contactId),
    ])
  }
  const first = (await getConversation({ contactId: input.contactId })).contactFirstPrivatePhoto
  if (!first) return { status: 'none', photos: [] }
  // The number of locked photos is unknown here: the view then leaves the count out.
  if (first.visibility === 'locked') return { status: 'locked', photos: [] }
  return albumLookOf((await getProfile(input.contactId)).privateAlbum)
})

/**
 * GET /ajax_api/send_message with id_extra a0 (request), a1 (accept) or a-1 (refuse) and no text of
 * our own: the server writes the message the other member reads.
 */
export const sendAlbumAction = fromPromise<void, { contactId: string; action: AlbumAnswer }>(
  async ({ input }) => {
    await sendMessage({ recipientId: input.contactId, message: '', albumAction: input.action })
    // The owner's answer changes what the requester may see of the album.
    defaultApiClient.cache.invalidate([cacheTags.profile(input.contactId)])
  },
)
