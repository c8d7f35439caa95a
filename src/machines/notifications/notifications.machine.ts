/**
 * Notifications: realtime messages become a list in the header, a toast each (unless their type is
 * muted), an unread count, all kept across reloads for the signed-in member. Two regions:
 *
 * - `panel`: `closed`, the header's list is closed (notifications still arrive, pop toasts and
 *   count); `open`, the list (`open.list`) or its settings part with the per-type mute switches
 *   (`open.settings`). Opening a notification closes it: the view navigates to the link.
 * - `server`: `waiting` for the socket's first connection, then `reading` the server's count of unread
 *   messages per conversation (on `notifications.resync`: that first connection, a reconnect, a
 *   hand-over, a tab waking up), then `synced`; `failed` reads it again after `SERVER_RETRY_MS`.
 *   Each reading is reconciled with the frames heard (notifications.server.ts): a message sent while
 *   no socket was up is listed and counted, one read elsewhere is read here, and one heard as a frame
 *   is never counted twice.
 *
 * How far each conversation was read on screen (`readUpTo`: its page's read of it left for the server,
 * or came back, in any tab, told through `chat.opened`; said as it leaves, since the server reads it
 * even if that tab closes before the answer) is shared by every tab: a message of that contact up to there is read
 * whichever way it comes (a frame, another tab's write, a reading answered late).
 *
 * The unread count is what the unread notifications stand for (`unreadWeight`: each itself, plus the
 * messages of its conversation the app never heard, as the server counted them). A chat notification
 * is read with its whole conversation: opened, or seen in it.
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
 * `storeMutedTypes`, `storeRemovedIds`, `storeConversationsRead`) so tests and stories provide their
 * own. The member's other tabs
 * share the same entries: when one writes them (a notification read, removed, a type muted), the
 * `otherTabs` actor hears it and this one takes them up, so the bell, the unread count and the read
 * state are the same in every tab: both lists are reconciled (notifications.reconcile.ts), never one
 * replaced by the other, and a frame heard is merged with what is stored before this tab writes, so a
 * write never undoes another tab's that this one has not heard of yet (that tab may have crashed). A
 * frame marked `quiet` is listed but pops no toast: the tab the socket's leader picked shows it.
 * Toasts are the view's: the machine emits `toast.requested` and `toasts.withdrawn`, and holds no
 * translated text.
 */
import { type ActorRefFrom, assign, enqueueActions, setup } from 'xstate'
import {
  readStoredConversationsRead,
  readStoredMutedTypes as readStoredMutedTypeNames,
  readStoredNotificationList,
  readStoredRemovedIds,
  writeStoredConversationsRead,
  writeStoredMutedTypes,
  writeStoredNotificationList,
  writeStoredRemovedIds,
} from '../../lib/notification-storage'
import {
  NOTIFICATION_TYPES,
  type NotificationType,
  restoreMutedTypes,
  restoreNotifications,
} from './notification-model'
import {
  listFrame,
  MAX_NOTIFICATIONS,
  readConversation,
  readOpenConversation,
  takeUpServerReading,
  takeUpStored,
} from './notifications.actions'
import { readServerUnread, watchOtherTabs } from './notifications.actors'
import { MAX_REMOVED_IDS, mergeRemovedIds } from './notifications.reconcile'
import type {
  NotificationsContext,
  NotificationsEmitted,
  NotificationsEvent,
  NotificationsInput,
} from './notifications.types'

export { MAX_NOTIFICATIONS } from './notifications.actions'

/** How long after a failed reading of the server's unread count it is read again. */
export const SERVER_RETRY_MS = 30_000

export const notificationsMachine = setup({
  actors: { otherTabs: watchOtherTabs, readServerUnread },
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
    emitted: {} as NotificationsEmitted,
  },
  actions: {
    restoreStored: assign(({ context }) => {
      const stored = restoreNotifications(readStoredNotificationList(context.userId)).slice(
        0,
        MAX_NOTIFICATIONS,
      )
      return {
        // A conversation open as the machine starts is seen already.
        notifications: context.openChatWith ? readConversation(stored, context.openChatWith) : stored,
        mutedTypes: restoreMutedTypes(readStoredMutedTypeNames(context.userId)),
        removedIds: readStoredRemovedIds(context.userId).slice(-MAX_REMOVED_IDS),
        readUpTo: readStoredConversationsRead(context.userId),
      }
    }),
    storeConversationsRead: ({ context }) => writeStoredConversationsRead(context.userId, context.readUpTo),
    storeNotifications: ({ context }) => writeStoredNotificationList(context.userId, context.notifications),
    storeMutedTypes: ({ context }) => writeStoredMutedTypes(context.userId, context.mutedTypes),

    // A chat notification opens its conversation, which reads all of it: its sender's others too.
    markRead: assign(({ context }, params: { id: string }) => {
      const opened = context.notifications.find((n) => n.id === params.id)
      const notifications = context.notifications.map((n) =>
        n.id === params.id && !n.read ? { ...n, read: true } : n,
      )
      return {
        notifications:
          opened?.type === 'message' ? readConversation(notifications, opened.data.senderId) : notifications,
      }
    }),
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
    /** `read`: the toasts of every notification now read (a whole conversation opened with one). */
    withdrawToasts: enqueueActions(
      ({ context, enqueue }, params: { ids: readonly string[] | 'all' | 'read' }) => {
        const read = new Set(context.notifications.filter((n) => n.read).map((n) => n.id))
        const ids =
          params.ids === 'all'
            ? context.toastIds
            : params.ids === 'read'
              ? context.toastIds.filter((id) => read.has(id))
              : context.toastIds.filter((id) => params.ids.includes(id))
        if (ids.length === 0) return
        enqueue.assign({ toastIds: context.toastIds.filter((id) => !ids.includes(id)) })
        enqueue.emit({ type: 'toasts.withdrawn', ids })
      },
    ),
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
    readUpTo: {},
  }),
  entry: 'restoreStored',
  invoke: {
    id: 'otherTabs',
    src: 'otherTabs',
    input: ({ context }) => ({ userId: context.userId }),
    onError: {},
  },
  type: 'parallel',
  on: {
    // Another tab wrote the list, the removals or the preferences: both lists reconciled, written
    // back when storage lacks something this tab has. The reconciling actions are in
    // notifications.actions.ts, not named in `setup`: an action named there cannot enqueue the
    // other named actions (`storeNotifications`).
    'notifications.storedChanged': { actions: takeUpStored },
    // Listed once, counted, its toast popped here if this is the tab the leader picked.
    'realtime.received': { actions: listFrame },
    'notification.open': {
      guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
      target: '.panel.closed',
      actions: [
        { type: 'markRead', params: ({ event }) => ({ id: event.id }) },
        'storeNotifications',
        { type: 'withdrawToasts', params: { ids: 'read' } },
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
    // Its conversation on screen: whatever that member sent is seen; once its page's read of it has
    // left (`readUpTo`: it reads it on the server too), every tab reads what they list up to there.
    'chat.opened': { actions: readOpenConversation },

    // Only the chat that opened last closes it: the next may open before the last one unmounts.
    'chat.closed': {
      actions: assign({
        openChatWith: ({ context, event }) =>
          context.openChatWith === event.memberId ? null : context.openChatWith,
      }),
    },
  },
  states: {
    // The header's list.
    panel: {
      initial: 'closed',
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
    },
    // The server's count of unread messages, read at start and at every resync, reconciled with the
    // frames heard (notifications.server.ts): what was sent while no socket was up is counted too.
    server: {
      initial: 'waiting',
      // Anything may have arrived while no socket was up: the server is read again, a reading on its
      // way started anew (its answer may predate the frames that made the resync). On the region, not
      // the root: re-entering the root would restore the list from storage.
      on: { 'notifications.resync': { target: '.reading', reenter: true } },
      states: {
        // Not read yet: the first reading waits for the socket's first connection (a resync), so a
        // message sent before it is in the reading and one sent after it comes as a frame.
        waiting: {},
        reading: {
          invoke: {
            src: 'readServerUnread',
            input: ({ event }) => ({
              since: event.type === 'notifications.resync' ? (event.since ?? null) : null,
            }),
            onDone: { target: 'synced', actions: takeUpServerReading },
            onError: 'failed',
          },
        },
        // Reconciled with the server's last reading; frames keep the count from then on.
        synced: {},
        // The server could not be read: frames alone count until the next resync, or a retry.
        failed: {
          after: { [SERVER_RETRY_MS]: 'reading' },
        },
      },
    },
  },
})

export type NotificationsActorRef = ActorRefFrom<typeof notificationsMachine>
