/** The calls a conversation makes. */
import { fromPromise } from 'xstate'
import { cacheTags } from '../../api/cache-tags'
import {
  getContacts,
  getConversation,
  sendMessage,
  setContact,
  setIgnore,
  takeConversationRead,
} from '../../api/chat'
import { defaultApiClient } from '../../api/client'
import { ContactFilter } from '../../api/models/chat'
import type { Photo } from '../../api/models/photo'
import { getOwnPhotos } from '../../api/photos'
import type {
  ListChange,
  LoadConversationInput,
  LoadedConversation,
  SendMessageInput,
  SentMessageOutput,
} from './conversation.types'

/** Whether `contactId` is in a contact list; a list that cannot be read counts as "no". */
async function isListed(filter: ContactFilter, contactId: string): Promise<boolean> {
  try {
    return (await getContacts(filter)).some((contact) => contact.id === contactId)
  } catch {
    return false
  }
}

/**
 * GET /ajax_api/load_messages (which also marks the conversation read), and the blacklist and
 * conversation lists (cached) to know where the contact stands. `fresh` skips the cached conversation,
 * but takes the read the entry started for this page load (src/app/early-start.ts) if there is one.
 */
export const loadConversation = fromPromise<LoadedConversation, LoadConversationInput>(async ({ input }) => {
  const early = takeConversationRead(input.contactId)
  if (input.fresh && !early) defaultApiClient.cache.invalidate([cacheTags.conversation(input.contactId)])
  const [conversation, isBlacklisted, isContact] = await Promise.all([
    early ?? getConversation({ contactId: input.contactId }),
    isListed(ContactFilter.Blacklist, input.contactId),
    isListed(ContactFilter.Conversations, input.contactId),
  ])
  return { conversation, isBlacklisted, isContact }
})

/** GET /ajax_api/send_message (dest, msg, id_extra p_{photoId}); refusals throw `RefusedError`. */
export const sendChatMessage = fromPromise<SentMessageOutput, SendMessageInput>(({ input }) =>
  sendMessage({
    recipientId: input.recipientId,
    message: input.message,
    ...(input.photoId ? { photoId: input.photoId } : {}),
  }),
)

/** GET /ajax_api/setIgnore or /ajax_api/setContact with add or del. */
export const changeList = fromPromise<void, { change: ListChange; contactId: string }>(({ input }) => {
  switch (input.change) {
    case 'blacklist':
      return setIgnore('add', input.contactId)
    case 'unblacklist':
      return setIgnore('del', input.contactId)
    case 'addContact':
      return setContact('add', input.contactId)
    case 'removeContact':
      return setContact('del', input.contactId)
  }
})

/** GET /index_api/user_edit_photos: the member's own photos, for the photo picker. */
export const loadOwnPhotos = fromPromise<Photo[], void>(() => getOwnPhotos())
