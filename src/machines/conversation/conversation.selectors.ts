/** How views read a conversation. */
import type { SnapshotFrom } from 'xstate'
import type { conversationMachine } from './conversation.machine'
import type { ChatMessage } from './conversation.types'

type ConversationSnapshot = SnapshotFrom<typeof conversationMachine>

/** Nothing to show yet: the first read is on its way. */
export const selectIsLoading = (s: ConversationSnapshot) => s.matches({ history: 'loading' })
/** The conversation could not be read at all. */
export const selectLoadFailure = (s: ConversationSnapshot) =>
  s.matches({ history: 'failed' }) ? s.context.loadFailure : null
/** The last resync failed: what is shown may be old. */
export const selectResyncFailure = (s: ConversationSnapshot) =>
  s.matches({ history: 'ready' }) ? s.context.loadFailure : null
export const selectIsResyncing = (s: ConversationSnapshot) => s.matches({ history: { ready: 'resyncing' } })

export const selectMemberId = (s: ConversationSnapshot) => s.context.memberId
export const selectContactId = (s: ConversationSnapshot) => s.context.contactId
export const selectDetails = (s: ConversationSnapshot) => s.context.details
/** The other member (age, location, photos), once read. */
export const selectContact = (s: ConversationSnapshot) => s.context.details?.contact ?? null
export const selectCredits = (s: ConversationSnapshot) => s.context.details?.credits ?? null
export const selectAlert = (s: ConversationSnapshot) => s.context.details?.alert ?? null
export const selectContactOnline = (s: ConversationSnapshot) => s.context.details?.connected ?? false

export const selectMessages = (s: ConversationSnapshot) => s.context.messages
export const selectDraft = (s: ConversationSnapshot) => s.context.draft
export const selectCanSend = (s: ConversationSnapshot) =>
  s.context.draft.trim() !== '' && !s.context.isBlacklisted
export const selectIsSending = (s: ConversationSnapshot) => s.matches({ outbox: 'sending' })
export const selectRevealedPhotoIds = (s: ConversationSnapshot) => s.context.revealedPhotoIds

export const selectIsBlacklisted = (s: ConversationSnapshot) => s.context.isBlacklisted
export const selectIsContact = (s: ConversationSnapshot) => s.context.isContact
export const selectListBusy = (s: ConversationSnapshot) => !s.matches({ lists: 'idle' })
export const selectListFailure = (s: ConversationSnapshot) => s.context.listFailure

export const selectPhotoPicker = (s: ConversationSnapshot) => {
  const picker = s.value as { photoPicker?: string }
  return (picker.photoPicker ?? 'idle') as 'idle' | 'loading' | 'ready' | 'failed'
}
export const selectOwnPhotos = (s: ConversationSnapshot) => s.context.ownPhotos
export const selectPhotosFailure = (s: ConversationSnapshot) => s.context.photosFailure

/** Whether a message was written by the signed-in member. */
export const isOwnMessage = (message: ChatMessage, memberId: string) => message.senderId === memberId

/**
 * The latest album message about `owner`'s album: a request from the other member, or an answer
 * (accept / refuse) from the owner. Messages about the other album are skipped.
 */
function latestAboutAlbumOf(messages: readonly ChatMessage[], ownerId: string): ChatMessage | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i] as ChatMessage
    if (!message.albumAction) continue
    const fromOwner = message.senderId === ownerId
    if (message.albumAction === 'request' ? !fromOwner : fromOwner) return message
  }
  return null
}

/** The contact's request for the member's album, when the member has not answered it yet. */
export function selectPendingAlbumRequest(s: ConversationSnapshot): ChatMessage | null {
  const latest = latestAboutAlbumOf(s.context.messages, s.context.memberId)
  return latest?.albumAction === 'request' ? latest : null
}

/** Whether the member asked for the contact's album and has no answer yet. */
export function selectHasAskedForAlbum(s: ConversationSnapshot): boolean {
  return latestAboutAlbumOf(s.context.messages, s.context.contactId)?.albumAction === 'request'
}
