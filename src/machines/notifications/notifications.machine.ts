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
import { toNotification } from './notification-from-realtime'
import {
  messageIdOf,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
  restoreMutedTypes,
  restoreNotifications,
} from './notification-model'
import { readServerUnread, watchOtherTabs } from './notifications.actors'
import {
  applyConversationsRead,
  MAX_REMOVED_IDS,
  mergeConversationsRead,
  mergeRemovedIds,
  reconcileNotifications,
  sameNotifications,
} from './notifications.reconcile'
import { heardLate, reconcileWithServer } from './notifications.server'
import type {
  NotificationsContext,
  NotificationsEmitted,
  NotificationsEvent,
  NotificationsInput,
} from './notifications.types'

/** How many notifications the list keeps (and stores): the oldest go first. */
export const MAX_NOTIFICATIONS = 100

/** How long after a failed reading of the server's unread count it is read again. */
export const SERVER_RETRY_MS = 30_000

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
  const readUpTo = mergeConversationsRead(context.readUpTo, readStoredConversationsRead(context.userId))
  const stored = restoreNotifications(readStoredNotificationList(context.userId))
  const notifications = applyConversationsRead(
    reconcileNotifications(context.notifications, stored, new Set(removedIds), MAX_NOTIFICATIONS),
    readUpTo,
  )
  return { removedIds, readUpTo, notifications }
}

/**
 * The context once the list becomes `notifications` (removals `removedIds`): the toasts of what is now
 * read or removed come down, and the list is stored when it changed.
 */
function settle(
  context: NotificationsContext,
  notifications: Notification[],
  removedIds: string[] = context.removedIds,
) {
  const over = overToasts(notifications, removedIds)
  return {
    changes: { notifications, removedIds, toastIds: context.toastIds.filter((id) => !over(id)) },
    store: !sameNotifications(notifications, context.notifications),
    withdrawn: context.toastIds.filter(over),
  }
}

/**
 * Every chat notification of `memberId` read (messages, album requests and answers): the member is
 * seeing their conversation, and loading it marks it read on the server too.
 */
const readConversation = (notifications: readonly Notification[], memberId: string) =>
  notifications.map((n) =>
    n.type === 'message' && n.data.senderId === memberId && !n.read ? { ...n, read: true } : n,
  )

/**
 * Whether reading further on screen (`before` to `after`) may leave the server's count stale: a
 * reading is on its way (asked before the page's load read the conversation on the server), or an
 * unread notification of that conversation counts messages never heard, some of which may be the
 * ones just read. Then the server's count is read again.
 */
function staleOverRead(
  notifications: readonly Notification[],
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>,
  reading: boolean,
) {
  const further = Object.keys(after).filter((id) => (after[id] ?? 0) > (before[id] ?? 0))
  if (further.length === 0) return false
  return (
    reading ||
    notifications.some((n) => !n.read && (n.unheard?.count ?? 0) > 0 && further.includes(n.data.senderId))
  )
}

/** `readUpTo` with the conversation of `memberId` read on screen up to message `upTo` (if further). */
const readFurther = (readUpTo: Readonly<Record<string, number>>, memberId: string, upTo: number | null) =>
  upTo === null || (readUpTo[memberId] ?? 0) >= upTo ? readUpTo : { ...readUpTo, [memberId]: upTo }

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
    // Another tab wrote the list, the removals or the preferences: one reconciliation of both lists
    // (notifications.reconcile.ts: union, read wins, removed wins), written back when storage lacks
    // something this tab has, so every tab settles on the same list and count; toasts of what is
    // now read or gone come down. Inline, to enqueue the named `storeNotifications`.
    'notifications.storedChanged': {
      actions: enqueueActions(({ context, enqueue, self }) => {
        const { removedIds, readUpTo, notifications } = withStored(context)
        const { changes, store, withdrawn } = settle(context, notifications, removedIds)
        enqueue.assign({
          ...changes,
          readUpTo,
          mutedTypes: restoreMutedTypes(readStoredMutedTypeNames(context.userId)),
        })
        if (store) enqueue('storeNotifications')
        const reading = self.getSnapshot().matches({ server: 'reading' })
        if (staleOverRead(notifications, context.readUpTo, readUpTo, reading))
          enqueue.raise({ type: 'notifications.resync' })
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
        const { removedIds, readUpTo: storedReadUpTo, notifications: known } = withStored(context)
        if (removedIds.includes(received.id)) return
        // Seen: its conversation is open in a visible tab (the socket's leader says so for every
        // tab), or in this one (known here even before the leader heard of it).
        const seen =
          event.seen === true ||
          (received.data.kind === 'message' && received.data.senderId === context.openChatWith)
        const listed = known.find((n) => n.id === received.id)
        let notifications = known
        if (!listed) {
          // Heard now, it is no longer among the unheard a reading of the server counted before it.
          const messageId = messageIdOf(received)
          const before = messageId === null ? known : heardLate(known, received.data.senderId, messageId)
          notifications = [received, ...before].slice(0, MAX_NOTIFICATIONS)
        }
        // Seen in its open conversation: read, and so is all of that conversation. How far it was
        // read on screen moves only with its page's read (`chat.opened`), which reads it on the
        // server too: the server's count is compared with that, never with a frame seen meanwhile.
        const readUpTo = storedReadUpTo
        notifications = applyConversationsRead(notifications, readUpTo)
        if (seen) notifications = readConversation(notifications, received.data.senderId)
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
          readUpTo,
          toastIds: toastIds.filter((id) => kept.has(id) && !over(id)),
          toastedIds: toast
            ? [notification.id, ...context.toastedIds].slice(0, MAX_NOTIFICATIONS)
            : context.toastedIds,
        })
        if (!sameNotifications(notifications, context.notifications)) enqueue('storeNotifications')
        if (readUpTo !== storedReadUpTo) enqueue('storeConversationsRead')
        if (withdrawn.length > 0) enqueue.emit({ type: 'toasts.withdrawn', ids: withdrawn })
        if (toast) enqueue.emit({ type: 'toast.requested', notification })
      }),
    },
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
    'chat.opened': {
      actions: enqueueActions(({ context, event, enqueue, self }) => {
        const readUpTo = readFurther(context.readUpTo, event.memberId, event.readUpTo ?? null)
        const { changes, store, withdrawn } = settle(
          context,
          applyConversationsRead(readConversation(context.notifications, event.memberId), readUpTo),
        )
        enqueue.assign({ ...changes, readUpTo, openChatWith: event.memberId })
        if (store) enqueue('storeNotifications')
        if (readUpTo !== context.readUpTo) enqueue('storeConversationsRead')
        const reading = self.getSnapshot().matches({ server: 'reading' })
        if (staleOverRead(changes.notifications, context.readUpTo, readUpTo, reading))
          enqueue.raise({ type: 'notifications.resync' })
        if (withdrawn.length > 0) enqueue.emit({ type: 'toasts.withdrawn', ids: withdrawn })
      }),
    },

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
            onDone: {
              target: 'synced',
              actions: enqueueActions(({ context, event, enqueue }) => {
                // Against what the other tabs stored too: a write must not undo theirs.
                const { removedIds, readUpTo, notifications: known } = withStored(context)
                const removed = new Set(removedIds)
                const reconciled = reconcileWithServer(known, removed, event.output, Date.now(), readUpTo)
                const notifications = reconcileNotifications(reconciled, [], removed, MAX_NOTIFICATIONS)
                const { changes, store, withdrawn } = settle(context, notifications, removedIds)
                enqueue.assign({ ...changes, readUpTo })
                if (store) enqueue('storeNotifications')
                if (withdrawn.length > 0) enqueue.emit({ type: 'toasts.withdrawn', ids: withdrawn })
              }),
            },
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
