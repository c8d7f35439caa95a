/** The notifications machine's actor: the member's other tabs, heard through storage events. */
import { fromCallback } from 'xstate'
import { mutedTypesKey, notificationListKey, removedIdsKey } from '../../lib/notification-storage'
import type { NotificationsEvent } from './notifications.types'

/** Reports `notifications.storedChanged` when another tab writes this member's notifications. */
export const watchOtherTabs = fromCallback<{ type: 'none' }, { userId: string }>(({ input, sendBack }) => {
  if (typeof globalThis.addEventListener !== 'function') return
  const keys = new Set([
    notificationListKey(input.userId),
    mutedTypesKey(input.userId),
    removedIdsKey(input.userId),
  ])
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && keys.has(event.key)) {
      sendBack({ type: 'notifications.storedChanged' } satisfies NotificationsEvent)
    }
  }
  globalThis.addEventListener('storage', onStorage)
  return () => globalThis.removeEventListener('storage', onStorage)
})
