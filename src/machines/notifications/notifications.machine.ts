/**
 * Notifications: realtime messages become a list in the header, a toast each (unless their type is
 * muted), an unread count, all kept across reloads for the signed-in member.
 *
 * - `closed`: the header's list is closed; notifications still arrive, pop toasts and count.
 * - `open`: the list is open (`open.list`), or its settings part with the per-type mute switches
 *   (`open.settings`). Opening a notification closes it: the view navigates to the link.
 *
 * Whatever the state, a realtime message becomes a notification (`toNotification`), newest first,
 * at most `MAX_NOTIFICATIONS`; one already listed (same id) is listed once, so a message pushed again
 * after a reconnect, or heard from another tab's write first, never counts twice. A muted type is
 * listed and counted but pops no toast. A message from the member whose conversation is open
 * (`seen` from the socket's leader: open in a visible tab; or open here, `chat.opened`) is listed as
 * read and pops no toast. A toast pops once per notification in this tab (`toastedIds`), and only in
 * the tab the leader picked: a frame handed on by the leader (the first tab hid or closed) toasts
 * here even when the notification is listed already.
 *
 * Storage is reached only through named actions (`restoreStored`, `storeNotifications`,
 * `storeMutedTypes`, `storeRemovedIds`) so tests and stories provide their own. The member's other tabs
 * share the same entries: when one writes them (a notification read, removed, a type muted), the
 * `otherTabs` actor hears it and this one takes them up, so the bell, the unread count and the read
 * state are the same in every tab: both lists are reconciled (notifications.reconcile.ts), never one
 * replaced by the other, and a frame heard is merged with what is stored before this tab writes, so a
 * write never undoes another tab's that this one has not heard of yet (that tab may have crashed). A frame marked `quiet` is listed but pops no toast: the tab the
 * socket's leader picked shows it. Toasts are the view's: the machine
 * emits `toast.requested` and `toasts.withdrawn`, and holds no translated text.
 */
import { type ActorRefFrom, assign, enqueueActions, setup } from 'xstate'
import {
  readStoredMutedTypes as readStoredMutedTypeNames,
  readStoredNotificationList,
  readStoredRemovedIds,
  writeStoredMutedTypes,
  writeStoredNotificationList,
  writeStoredRemovedIds,
} from '../../lib/notification-storage'
import { toNotification } from './notification-from-realtime'
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
  restoreMutedTypes,
  restoreNotifications,
} from './notification-model'
import { watchOtherTabs } from './notifications.actors'
import {
  MAX_REMOVED_IDS,
  mergeRemovedIds,
  reconcileNotifications,
  sameNotifications,
} from './notifications.reconcile'
import type {
  NotificationsContext,
  NotificationsEmitted,
  NotificationsEvent,
  NotificationsInput,
} from './notifications.types'

/** How many notifications the list keeps (and stores): the oldest go first. */
export const MAX_NOTIFICATIONS = 100

/**
 * Whose toast must come down: a notification now read (here or in another tab) or removed. Not one
 * merely pushed out of the list by newer ones (past MAX_NOTIFICATIONS): the member has not seen it,
 * and its toast, on screen or queued, stays.
 */
function overToasts(notifications: readonly Notification[], removedIds: readonly string[]) {
  const read = new Set(notifications.filter((n) => n.read).map((n) => n.id))
  const removed = new Set(removedIds)
  return (id: string) => read.has(id) || removed.has(id)
}

/**
 * This tab's list and removals reconciled with what the member's tabs stored
 * (notifications.reconcile.ts: union, read wins, removed wins).
 */
function withStored(context: NotificationsContext) {
  const removedIds = mergeRemovedIds(context.removedIds, readStoredRemovedIds(context.userId))
  const stored = restoreNotifications(readStoredNotificationList(context.userId))
  const notifications = reconcileNotifications(
    context.notifications,
    stored,
    new Set(removedIds),
    MAX_NOTIFICATIONS,
  )
  return { removedIds, notifications }
}

export const notificationsMachine = setup({
  actors: { otherTabs: watchOtherTabs },
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
    emitted: {} as NotificationsEmitted,
  },
  actions: {
    restoreStored: assign(({ context }) => ({
      notifications: restoreNotifications(readStoredNotificationList(context.userId)).slice(
        0,
        MAX_NOTIFICATIONS,
      ),
      mutedTypes: restoreMutedTypes(readStoredMutedTypeNames(context.userId)),
      removedIds: readStoredRemovedIds(context.userId).slice(-MAX_REMOVED_IDS),
    })),
    storeNotifications: ({ context }) => writeStoredNotificationList(context.userId, context.notifications),
    storeMutedTypes: ({ context }) => writeStoredMutedTypes(context.userId, context.mutedTypes),

    markRead: assign(({ context }, params: { id: string }) => ({
      notifications: context.notifications.map((n) =>
        n.id === params.id && !n.read ? { ...n, read: true } : n,
      ),
    })),
    markAllRead: assign(({ context }) => ({
      notifications: context.notifications.map((n) => (n.read ? n : { ...n, read: true })),
    })),
    removeNotification: assign(({ context }, params: { id: string }) => ({
      notifications: context.notifications.filter((n) => n.id !== params.id),
      removedIds: mergeRemovedIds([params.id], context.removedIds),
    })),
    storeRemovedIds: ({ context }) => writeStoredRemovedIds(context.userId, context.removedIds),
    // Kept in the spec's order of types, so the stored preference does not depend on click order.
    setMuted: assign(({ context }, params: { type: NotificationType; muted: boolean }) => ({
      mutedTypes: NOTIFICATION_TYPES.filter((t) =>
        t === params.type ? params.muted : context.mutedTypes.includes(t),
      ),
    })),
    /** Takes down the toasts of the given notifications, if any is still up. */
    withdrawToasts: enqueueActions(({ context, enqueue }, params: { ids: readonly string[] | 'all' }) => {
      const ids =
        params.ids === 'all' ? context.toastIds : context.toastIds.filter((id) => params.ids.includes(id))
      if (ids.length === 0) return
      enqueue.assign({ toastIds: context.toastIds.filter((id) => !ids.includes(id)) })
      enqueue.emit({ type: 'toasts.withdrawn', ids })
    }),
    forgetToast: assign(({ context }, params: { id: string }) => ({
      toastIds: context.toastIds.filter((id) => id !== params.id),
    })),
  },
  guards: {
    isListed: ({ context }, params: { id: string }) => context.notifications.some((n) => n.id === params.id),
    hasUnread: ({ context }) => context.notifications.some((n) => !n.read),
    isMuteChange: ({ context }, params: { type: NotificationType; muted: boolean }) =>
      context.mutedTypes.includes(params.type) !== params.muted,
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    userId: input.userId,
    notifications: [],
    mutedTypes: [],
    toastIds: [],
    toastedIds: [],
    removedIds: [],
    openChatWith: input.openChatWith ?? null,
  }),
  entry: 'restoreStored',
  invoke: {
    id: 'otherTabs',
    src: 'otherTabs',
    input: ({ context }) => ({ userId: context.userId }),
    onError: {},
  },
  initial: 'closed',
  on: {
    // Another tab wrote the list, the removals or the preferences: one reconciliation of both lists
    // (notifications.reconcile.ts: union, read wins, removed wins), written back when storage lacks
    // something this tab has, so every tab settles on the same list and count; toasts of what is
    // now read or gone come down. Inline, to enqueue the named `storeNotifications`.
    'notifications.storedChanged': {
      actions: enqueueActions(({ context, enqueue }) => {
        const { removedIds, notifications } = withStored(context)
        const over = overToasts(notifications, removedIds)
        const withdrawn = context.toastIds.filter(over)
        enqueue.assign({
          notifications,
          removedIds,
          mutedTypes: restoreMutedTypes(readStoredMutedTypeNames(context.userId)),
          toastIds: context.toastIds.filter((id) => !over(id)),
        })
        if (!sameNotifications(notifications, context.notifications)) enqueue('storeNotifications')
        if (withdrawn.length > 0) enqueue.emit({ type: 'toasts.withdrawn', ids: withdrawn })
      }),
    },
    // Inline rather than named in `setup`: an action named there cannot enqueue the other named
    // actions (`storeNotifications`), and the notification must be built once per message, since
    // its id and time come from the moment it is received.
    'realtime.received': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const received = toNotification(event.message, event.receivedAt ?? Date.now())
        if (!received) return
        // What other tabs stored comes first (read wins, removed wins): this tab may hear the frame
        // before the storage event of another tab's write, and its own write must not undo that one
        // (the other tab may be gone, its read state then only in storage).
        const { removedIds, notifications: known } = withStored(context)
        if (removedIds.includes(received.id)) return
        // Seen: its conversation is open in a visible tab (the socket's leader says so for every
        // tab), or in this one (known here even before the leader heard of it).
        const seen =
          event.seen === true ||
          (received.data.kind === 'message' && received.data.senderId === context.openChatWith)
        const listed = known.find((n) => n.id === received.id)
        let notifications = known
        if (!listed) {
          const notification = seen ? { ...received, read: true } : received
          notifications = [notification, ...known].slice(0, MAX_NOTIFICATIONS)
        } else if (seen && !listed.read) {
          notifications = known.map((n) => (n === listed ? { ...n, read: true } : n))
        }
        const notification = notifications.find((n) => n.id === received.id)
        if (!notification) return
        // One toast per message across tabs: only in the tab the leader picked (not quiet), once
        // here, and not for what is read already (here, or in another tab whose write came first).
        const toast =
          event.quiet !== true &&
          !notification.read &&
          !context.mutedTypes.includes(notification.type) &&
          !context.toastedIds.includes(notification.id)
        const kept = new Set(notifications.map((n) => n.id))
        const toastIds = toast ? [notification.id, ...context.toastIds] : context.toastIds
        const over = overToasts(notifications, removedIds)
        const withdrawn = context.toastIds.filter(over)
        enqueue.assign({
          notifications,
          removedIds,
          toastIds: toastIds.filter((id) => kept.has(id) && !over(id)),
          toastedIds: toast
            ? [notification.id, ...context.toastedIds].slice(0, MAX_NOTIFICATIONS)
            : context.toastedIds,
        })
        if (!sameNotifications(notifications, context.notifications)) enqueue('storeNotifications')
        if (withdrawn.length > 0) enqueue.emit({ type: 'toasts.withdrawn', ids: withdrawn })
        if (toast) enqueue.emit({ type: 'toast.requested', notification })
      }),
    },
    'notification.open': {
      guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
      target: '.closed',
      actions: [
        { type: 'markRead', params: ({ event }) => ({ id: event.id }) },
        'storeNotifications',
        { type: 'withdrawToasts', params: ({ event }) => ({ ids: [event.id] }) },
      ],
    },
    'notification.dismiss': {
      guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
      actions: [
        { type: 'removeNotification', params: ({ event }) => ({ id: event.id }) },
        'storeRemovedIds',
        'storeNotifications',
        { type: 'withdrawToasts', params: ({ event }) => ({ ids: [event.id] }) },
      ],
    },
    'notifications.markAllRead': {
      guard: 'hasUnread',
      actions: ['markAllRead', 'storeNotifications', { type: 'withdrawToasts', params: { ids: 'all' } }],
    },
    'preferences.mute': {
      guard: {
        type: 'isMuteChange',
        params: ({ event }) => ({ type: event.notificationType, muted: event.muted }),
      },
      actions: [
        { type: 'setMuted', params: ({ event }) => ({ type: event.notificationType, muted: event.muted }) },
        'storeMutedTypes',
      ],
    },
    'toast.closed': { actions: { type: 'forgetToast', params: ({ event }) => ({ id: event.id }) } },
    'chat.opened': { actions: assign({ openChatWith: ({ event }) => event.memberId }) },
    // Only the chat that opened last closes it: the next may open before the last one unmounts.
    'chat.closed': {
      actions: assign({
        openChatWith: ({ context, event }) =>
          context.openChatWith === event.memberId ? null : context.openChatWith,
      }),
    },
  },
  states: {
    closed: {
      on: { 'panel.open': 'open' },
    },
    open: {
      initial: 'list',
      on: { 'panel.close': 'closed' },
      states: {
        list: {
          on: { 'panel.showSettings': 'settings' },
        },
        settings: {
          on: { 'panel.showList': 'list' },
        },
      },
    },
  },
})

export type NotificationsActorRef = ActorRefFrom<typeof notificationsMachine>
