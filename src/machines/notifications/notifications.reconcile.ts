/**
 * One reconciliation for the member's notifications across tabs: what this tab holds and what the
 * shared storage holds (written by any tab) become one list, so every tab counts the same messages,
 * each once. Every tab lists a frame it hears; a tab that hears of the storage later (a follower, a
 * new leader after a hand-over, a tab waking up) merges instead of replacing, so a message is never
 * dropped because another tab wrote first, and never counted twice because it arrived both ways.
 *
 * The merge is a union by id where read wins and removed wins: it is the same whichever side comes
 * first, and applying it again changes nothing, so tabs writing at once settle on one list.
 */
import { messageIdOf, type Notification } from './notification-model'

/** How many removed ids are remembered: far more than a list can hold between two tabs' writes. */
export const MAX_REMOVED_IDS = 200

/** Newest first; the same time falls back to the id, so every tab sorts alike. */
const newestFirst = (a: Notification, b: Notification) =>
  b.timestamp - a.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * One notification as two tabs hold it: read wins; what it stands for beyond itself (`unheard`) is the
 * newest reading of the server's, and of one reading the smaller count (a frame heard since).
 */
function merged(a: Notification, b: Notification): Notification {
  const unheard = newestUnheard(a.unheard, b.unheard)
  return { ...a, read: a.read || b.read, ...(unheard ? { unheard } : {}) }
}

function newestUnheard(a: Notification['unheard'], b: Notification['unheard']) {
  if (!a || !b) return a ?? b
  if (a.syncedAt !== b.syncedAt) return a.syncedAt > b.syncedAt ? a : b
  return a.count <= b.count ? a : b
}

export function reconcileNotifications(
  here: readonly Notification[],
  stored: readonly Notification[],
  removed: ReadonlySet<string>,
  max: number,
): Notification[] {
  const byId = new Map<string, Notification>()
  for (const n of [...stored, ...here]) {
    if (removed.has(n.id)) continue
    const known = byId.get(n.id)
    byId.set(n.id, known ? merged(known, n) : n)
  }
  return [...byId.values()].sort(newestFirst).slice(0, max)
}

/** Whether two lists hold the same notifications in the same order with the same read state. */
export const sameNotifications = (a: readonly Notification[], b: readonly Notification[]) =>
  a.length === b.length &&
  a.every(
    (n, i) =>
      n.id === b[i]?.id &&
      n.read === b[i]?.read &&
      n.unheard?.count === b[i]?.unheard?.count &&
      n.unheard?.syncedAt === b[i]?.unheard?.syncedAt,
  )

/** The removed ids of both sides, newest kept when over `MAX_REMOVED_IDS`. */
export function mergeRemovedIds(here: readonly string[], stored: readonly string[]): string[] {
  const all = [...new Set([...stored, ...here])]
  return all.slice(Math.max(0, all.length - MAX_REMOVED_IDS))
}

/** How far each conversation was read on screen, in both: the furthest wins. */
export function mergeConversationsRead(
  here: Readonly<Record<string, number>>,
  stored: Readonly<Record<string, number>>,
): Record<string, number> {
  const merged: Record<string, number> = { ...stored }
  for (const [contactId, upTo] of Object.entries(here))
    merged[contactId] = Math.max(merged[contactId] ?? 0, upTo)
  return merged
}

/** Messages of a conversation read on screen up to a message: read (their id is at most that one's). */
export function applyConversationsRead(
  notifications: readonly Notification[],
  read: Readonly<Record<string, number>>,
): Notification[] {
  return notifications.map((n) => {
    const id = messageIdOf(n)
    const upTo = Object.hasOwn(read, n.data.senderId) ? read[n.data.senderId] : undefined
    return !n.read && id !== null && upTo !== undefined && id <= upTo ? { ...n, read: true } : n
  })
}
