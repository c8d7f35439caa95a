/** The calls album sharing makes. */
import { fromPromise } from 'xstate'
import { cacheTags } from '../../api/cache-tags'
import { sendMessage } from '../../api/chat'
import { defaultApiClient } from '../../api/client'
import type { Photo } from '../../api/models/photo'
import { getProfile } from '../../api/users'
import type { AlbumAnswer, LoadAlbumInput } from './album-sharing.types'

/**
 * The contact's private album: the photos the page handed in, else GET /index_api/user?id= (cached
 * 5 min; `fresh` reads it anew, after the owner answered).
 */
export const loadPrivateAlbum = fromPromise<Photo[], LoadAlbumInput>(async ({ input }) => {
  if (input.knownPhotos) return input.knownPhotos
  if (input.fresh) defaultApiClient.cache.invalidate([cacheTags.profile(input.contactId)])
  return (await getProfile(input.contactId)).privateAlbum
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
