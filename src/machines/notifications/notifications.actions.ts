/**
 * The notifications machine's actions that reconcile its list (notifications.machine.ts): a frame
 * heard, another tab's write taken up, a conversation read on screen, a reading of the server taken
 * up. Each enqueues the machine's named storage actions (`storeNotifications`,
 * `storeConversationsRead`) so tests and stories provide their own storage, which an action named
 * in `setup` cannot do; they live here so the machine's file holds its states.
 */
import { type DoneActorEvent, type EventObject, enqueueActions } from 'xstate'
import {
  readStoredConversationsRead,
  readStoredMutedTypes as readStoredMutedTypeNames,
  readStoredNotificationList,
  readStoredRemovedIds,
} from '../../lib/notification-storage'
import { toNotification } from './notification-from-realtime'
import { messageIdOf, type Notification, restoreMutedTypes, restoreNotifications } from './notification-model'
import {
  applyConversationsRead,
  mergeConversationsRead,
  mergeRemovedIds,
  reconcileNotifications,
  sameNotifications,
} from './notifications.reconcile'
import { heardLate, reconcileWithServer, type ServerConversation } from './notifications.server'
import type { NotificationsContext, NotificationsEmitted, NotificationsEvent } from './notifications.types'

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
export const readConversation = (notifications: readonly Notification[], memberId: string) =>
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

/** The machine's named actions these enqueue (storage, provided by tests and stories). */
type StoreAction =
  | { type: 'storeNotifications'; params: undefined }
  | { type: 'storeConversationsRead'; params: undefined }

type EventOf<T extends NotificationsEvent['type']> = Extract<NotificationsEvent, { type: T }>

/** An action of the machine's root taking `E`, that may enqueue the storage actions. */
const rootAction = <E extends EventObject>(
  collect: Parameters<
    typeof enqueueActions<
      NotificationsContext,
      E,
      undefined,
      NotificationsEvent,
      never,
      StoreAction,
      never,
      never,
      NotificationsEmitted
    >
  >[0],
) => enqueueActions(collect)

/**
 * Another tab wrote the list, the removals or the preferences: one reconciliation of both lists
 * (notifications.reconcile.ts: union, read wins, removed wins), written back when storage lacks
 * something this tab has, so every tab settles on the same list and count; toasts of what is now
 * read or gone come down.
 */
export const takeUpStored = rootAction<EventOf<'notifications.storedChanged'>>(
  ({ context, enqueue, self }) => {
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
  },
)

/**
 * A frame heard: listed (once), counted, and its toast popped here when this is the tab the leader
 * picked. The notification is built here, once per message, since its id and time come from the
 * moment it is received.
 */
export const listFrame = rootAction<EventOf<'realtime.received'>>(({ context, event, enqueue }) => {
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
})

/**
 * Its conversation on screen: whatever that member sent is seen; once its page's read of it has left
 * (`readUpTo`: it reads it on the server too), every tab reads what they list up to there.
 */
export const readOpenConversation = rootAction<EventOf<'chat.opened'>>(
  ({ context, event, enqueue, self }) => {
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
  },
)

/** The server's count of unread messages per conversation, reconciled with the frames heard. */
export const takeUpServerReading = rootAction<DoneActorEvent<ServerConversation[]>>(
  ({ context, event, enqueue }) => {
    // Against what the other tabs stored too: a write must not undo theirs.
    const { removedIds, readUpTo, notifications: known } = withStored(context)
    const removed = new Set(removedIds)
    const reconciled = reconcileWithServer(known, removed, event.output, Date.now(), readUpTo)
    const notifications = reconcileNotifications(reconciled, [], removed, MAX_NOTIFICATIONS)
    const { changes, store, withdrawn } = settle(context, notifications, removedIds)
    enqueue.assign({ ...changes, readUpTo })
    if (store) enqueue('storeNotifications')
    if (withdrawn.length > 0) enqueue.emit({ type: 'toasts.withdrawn', ids: withdrawn })
  },
)
