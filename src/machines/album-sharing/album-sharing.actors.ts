/** The calls album sharing makes. */
import { fromPromise } from 'xstate'
import { cacheTags } from '../../api/cache-tags'
import { getConversation, sendMessage } from '../../api/chat'
import { defaultApiClient } from '../../api/client'
import type { Message } from '../../api/models/chat'
import type { Photo } from '../../api/models/photo'
import { getProfile } from '../../api/users'
import type { AlbumActionInput, AlbumAnswer, AlbumLook, LoadAlbumInput } from './album-sharing.types'

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
 * Whether the conversation already says what `action` would: for a request, the latest message about
 * the contact's album is the member's request; for an answer, the latest about the member's own album
 * is that same answer. An album action sets a state, so finding it there means it is stored (and
 * sending it again would only repeat it).
 */
export function isAlbumActionStored(messages: readonly Message[], contactId: string, action: AlbumAnswer) {
  const aboutTheirs = action === 'request'
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i] as Message
    if (!message.albumAction) continue
    const fromContact = message.senderId === contactId
    // A request is about the album of the one asked; an answer, about the answerer's.
    const aboutContactAlbum = message.albumAction === 'request' ? !fromContact : fromContact
    if (aboutContactAlbum !== aboutTheirs) continue
    // About the contact's album, only the member requests; about the member's, only the member answers.
    return message.albumAction === action
  }
  return false
}

/**
 * GET /ajax_api/send_message with id_extra a0 (request), a1 (accept) or a-1 (refuse) and no text of
 * our own: the server writes the message the other member reads. When the last send of this action
 * got no answer (`checkFirst`), the conversation is read first and the action sent only if it is not
 * stored: nothing the server may already hold is sent blindly.
 */
export const sendAlbumAction = fromPromise<void, AlbumActionInput>(async ({ input }) => {
  if (input.checkFirst) {
    defaultApiClient.cache.invalidate([cacheTags.conversation(input.contactId)])
    const { messages } = await getConversation({ contactId: input.contactId })
    if (isAlbumActionStored(messages, input.contactId, input.action)) return
  }
  await sendMessage({ recipientId: input.contactId, message: '', albumAction: input.action })
  // The owner's answer changes what the requester may see of the album.
  defaultApiClient.cache.invalidate([cacheTags.profile(input.contactId)])
})
