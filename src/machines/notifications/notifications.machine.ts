/**
 * Notifications: realtime messages become a list in the header, a toast each (unless their type is
 * muted), an unread count, all kept across reloads for the signed-in member.
 *
 * - `closed`: the header's list is closed; notifications still arrive, pop toasts and count.
 * - `open`: the list is open (`open.list`), or its settings part with the per-type mute switches
 *   (`open.settings`). Opening a notification closes it: the view navigates to the link.
 *
 * Whatever the state, a realtime message becomes a notification (`toNotification`), newest first,
 * at most `MAX_NOTIFICATIONS`; one already listed (same id) is ignored, so a message pushed again
 * after a reconnect never shows twice. A muted type is listed and counted but pops no toast. A
 * message from the member whose conversation is open (`chat.opened`) is seen there: it is listed as
 * read and pops no toast.
 *
 * Storage is reached only through named actions (`restoreStored`, `storeNotifications`,
 * `storeMutedTypes`, `takeStored`) so tests and stories provide their own. The member's other tabs
 * share the same entries: when one writes them (a notification read, removed, a type muted), the
 * `otherTabs` actor hears it and this one takes them up, so the bell, the unread count and the read
 * state are the same in every tab. A frame marked `quiet` is listed but pops no toast: the tab the
 * socket's leader picked shows it. Toasts are the view's: the machine
 * emits `toast.requested` and `toasts.withdrawn`, and holds no translated text.
 */
import { type ActorRefFrom, assign, enqueueActions, setup } from 'xstate'
import {
  readStoredMutedTypes as readStoredMutedTypeNames,
  readStoredNotificationList,
  writeStoredMutedTypes,
  writeStoredNotificationList,
} from '../../lib/notification-storage'
import { toNotification } from './notification-from-realtime'
import {
  NOTIFICATION_TYPES,
  type NotificationType,
  restoreMutedTypes,
  restoreNotifications,
} from './notification-model'
import { watchOtherTabs } from './notifications.actors'
import type {
  NotificationsContext,
  NotificationsEmitted,
  NotificationsEvent,
  NotificationsInput,
} from './notifications.types'

/** How many notifications the list keeps (and stores): the oldest go first. */
export const MAX_NOTIFICATIONS = 100

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
    })),
    /**
     * Another tab wrote the list or the preferences: take them, keeping read whatever either side
     * has read (two tabs writing at once never unread one), and take down toasts now read or gone.
     */
    takeStored: enqueueActions(({ context, enqueue }) => {
      const readHere = new Set(context.notifications.filter((n) => n.read).map((n) => n.id))
      const notifications = restoreNotifications(readStoredNotificationList(context.userId))
        .slice(0, MAX_NOTIFICATIONS)
        .map((n) => (readHere.has(n.id) && !n.read ? { ...n, read: true } : n))
      const unread = new Set(notifications.filter((n) => !n.read).map((n) => n.id))
      const withdrawn = context.toastIds.filter((id) => !unread.has(id))
      enqueue.assign({
        notifications,
        mutedTypes: restoreMutedTypes(readStoredMutedTypeNames(context.userId)),
        toastIds: context.toastIds.filter((id) => unread.has(id)),
      })
      if (withdrawn.length > 0) enqueue.emit({ type: 'toasts.withdrawn', ids: withdrawn })
    }),
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
    })),
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
    openChatWith: null,
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
    'notifications.storedChanged': { actions: 'takeStored' },
    // Inline rather than named in `setup`: an action named there cannot enqueue the other named
    // actions (`storeNotifications`), and the notification must be built once per message, since
    // its id and time come from the moment it is received.
    'realtime.received': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const received = toNotification(event.message, event.receivedAt ?? Date.now())
        if (!received || context.notifications.some((n) => n.id === received.id)) return
        const seen = received.data.kind === 'message' && received.data.senderId === context.openChatWith
        const notification = seen ? { ...received, read: true } : received
        const notifications = [notification, ...context.notifications].slice(0, MAX_NOTIFICATIONS)
        const kept = new Set(notifications.map((n) => n.id))
        // Quiet: another of the member's tabs pops this one's toast (never two toasts for one).
        const silent = seen || context.mutedTypes.includes(notification.type) || event.quiet === true
        const toastIds = silent ? context.toastIds : [notification.id, ...context.toastIds]
        enqueue.assign({ notifications, toastIds: toastIds.filter((id) => kept.has(id)) })
        enqueue('storeNotifications')
        if (!silent) enqueue.emit({ type: 'toast.requested', notification })
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
