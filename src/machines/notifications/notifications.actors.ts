/**
 * The notifications machine's actors: the member's other tabs, heard through storage events, and the
 * server's count of unread messages per conversation.
 */
import { fromCallback, fromPromise } from 'xstate'
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
 * GET /ajax_api/load_contacts?filter=1: each conversation's unread count and last message, through
 * the API client's cache: after a reconnect (`since`), only a list asked for since then will do (the
 * chat list's reload then is the same call); at the first connection, the page's own list, read
 * moments before, is shared rather than asked for twice.
 */
export const readServerUnread = fromPromise<ServerConversation[], { since: number | null }>(
  async ({ input }) =>
    (await getContacts(ContactFilter.Conversations, defaultApiClient, input.since ?? undefined)).map(
      serverConversation,
    ),
)
