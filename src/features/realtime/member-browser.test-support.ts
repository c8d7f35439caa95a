/**
 * A fake browser whose tabs run the socket and the notifications as the app does (the app's own
 * machines and wiring, `feed-notifications.ts`), storage shared between tabs and its events racing
 * the tabs' channel messages in a drawn order: realtime-tabs.property.test.ts plays commands on it.
 */
import { type Actor, createActor, fromCallback } from 'xstate'
import {
  notificationListKey,
  removedIdsKey,
  writeStoredMutedTypes,
  writeStoredNotificationList,
  writeStoredRemovedIds,
} from '../../lib/notification-storage'
import { notificationsMachine } from '../../machines/notifications/notifications.machine'
import type { NotificationsEvent } from '../../machines/notifications/notifications.types'
import { createBrowser, type FakeTab, TaskQueue } from '../../machines/socket/socket.tabs.test-support'
import { feedNotifications } from './feed-notifications'

/** The member whose tabs these are. */
export const USER = '10001'

export interface TabNotifications {
  actor: Actor<typeof notificationsMachine>
  toasts: string[]
}

/** A browser whose tabs run the socket and the notifications as the app does, storage shared. */
export function createMemberBrowser(pickOrder: readonly boolean[]) {
  const storageEvents = new TaskQueue()
  const hearers = new Map<string, () => void>()
  const notifications = new Map<string, TabNotifications>()
  const toastsOf = new Map<string, number>()

  /** A tab wrote `key`: the others hear a storage event later, if the value changed (a browser's rule). */
  const written = (from: string, key: string, write: () => void) => {
    const before = localStorage.getItem(key)
    write()
    if (localStorage.getItem(key) === before) return
    for (const id of hearers.keys()) if (id !== from) storageEvents.push(() => hearers.get(id)?.())
  }

  const browser = createBrowser((t: FakeTab) => {
    const machine = notificationsMachine.provide({
      actors: {
        otherTabs: fromCallback(({ sendBack }) => {
          hearers.set(t.id, () =>
            sendBack({ type: 'notifications.storedChanged' } satisfies NotificationsEvent),
          )
          return () => hearers.delete(t.id)
        }),
      },
      actions: {
        storeNotifications: ({ context }) =>
          written(t.id, notificationListKey(context.userId), () =>
            writeStoredNotificationList(context.userId, context.notifications),
          ),
        storeRemovedIds: ({ context }) =>
          written(t.id, removedIdsKey(context.userId), () =>
            writeStoredRemovedIds(context.userId, context.removedIds),
          ),
        storeMutedTypes: ({ context }) => writeStoredMutedTypes(context.userId, context.mutedTypes),
      },
    })
    // As member-realtime.tsx starts it: the conversation a chat page opened first is open already.
    const actor = createActor(machine, { input: { userId: USER, openChatWith: t.conversation.current() } })
    const toasts: string[] = []
    actor.on('toast.requested', ({ notification }) => {
      toasts.push(notification.id)
      toastsOf.set(notification.id, (toastsOf.get(notification.id) ?? 0) + 1)
    })
    actor.start()
    notifications.set(t.id, { actor, toasts })
    const unfeed = feedNotifications(t.actor, actor, t.conversation)
    return () => {
      unfeed()
      actor.stop()
    }
  })

  let step = 0
  /** Runs every task; when both sources have one, the drawn order says which runs first. */
  const settle = () => {
    for (let n = 0; browser.queue.length + storageEvents.length > 0; n++) {
      if (n >= 20_000) throw new Error('the tabs never settle')
      const storageFirst =
        storageEvents.length > 0 &&
        (browser.queue.length === 0 || (pickOrder[step++ % Math.max(1, pickOrder.length)] ?? false))
      if (storageFirst) storageEvents.step()
      else browser.queue.step()
    }
  }
  return { browser, notifications, toastsOf, settle }
}
