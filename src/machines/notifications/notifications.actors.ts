/**
 * The notifications machine's actors: the member's other tabs, heard through storage events, and the
 * server's count of unread messages per conversation.
 */
import { fromCallback, fromPromise } from 'xstate'
import { cacheTags } from '../../api/cache-tags'
import { getContacts } from '../../api/chat'
import { defaultApiClient } from '../../api/client'
import { ContactFilter } from '../../api/models/chat'
import {
  conversationsReadKey,
  mutedTypesKey,
  notificationListKey,
  removedIdsKey,
} from '../../lib/notification-storage'
import { type ServerConversation, serverConversation } from './notifications.server'
import type { NotificationsEvent } from './notifications.types'

/** Reports `notifications.storedChanged` when another tab writes this member's notifications. */
export const watchOtherTabs = fromCallback<{ type: 'none' }, { userId: string }>(({ input, sendBack }) => {
  if (typeof globalThis.addEventListener !== 'function') return
  const keys = new Set([
    notificationListKey(input.userId),
    mutedTypesKey(input.userId),
    removedIdsKey(input.userId),
    conversationsReadKey(input.userId),
  ])
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && keys.has(event.key)) {
      sendBack({ type: 'notifications.storedChanged' } satisfies NotificationsEvent)
    }
  }
  globalThis.addEventListener('storage', onStorage)
  return () => globalThis.removeEventListener('storage', onStorage)
})

/**
 * GET /ajax_api/load_contacts?filter=1: each conversation's unread count and last message. Always
 * read anew, never from the cache: it is read once a socket is up, and must count everything sent
 * before that (an answer kept from earlier could miss a message the socket never pushed).
 */
export const readServerUnread = fromPromise<ServerConversation[]>(async () => {
  defaultApiClient.cache.invalidate([cacheTags.contactList(ContactFilter.Conversations)])
  return (await getContacts(ContactFilter.Conversations)).map(serverConversation)
})
