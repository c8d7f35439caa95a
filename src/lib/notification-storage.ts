/**
 * The member's notifications and per-type mute preferences, kept in localStorage so read state and
 * preferences survive a reload. Keyed per member: two members sharing a browser never see each
 * other's notifications. Only the notifications machine's named actions call these.
 *
 * The entries are read leniently (a missing, corrupt or foreign entry reads as empty); what the
 * entries hold is checked by the notifications machine, which knows the model.
 */

const LIST_PREFIX = 'notifications:'
const MUTED_PREFIX = 'notifications-muted:'
const REMOVED_PREFIX = 'notifications-removed:'
const READ_PREFIX = 'notifications-read:'

export const notificationListKey = (userId: string) => `${LIST_PREFIX}${userId}`
export const mutedTypesKey = (userId: string) => `${MUTED_PREFIX}${userId}`
export const removedIdsKey = (userId: string) => `${REMOVED_PREFIX}${userId}`
export const conversationsReadKey = (userId: string) => `${READ_PREFIX}${userId}`

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

function readArray(key: string): unknown[] {
  try {
    const raw = storage()?.getItem(key)
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // A full or forbidden storage loses only what survives a reload; the session goes on.
  }
}

/** The member's stored notifications, as stored (the machine checks each one). */
export function readStoredNotificationList(userId: string): unknown[] {
  return readArray(notificationListKey(userId))
}

export function writeStoredNotificationList(userId: string, notifications: readonly unknown[]): void {
  writeJson(notificationListKey(userId), notifications)
}

/** The types the member muted (strings as stored; the machine keeps the known ones). */
export function readStoredMutedTypes(userId: string): string[] {
  return readArray(mutedTypesKey(userId)).filter((v): v is string => typeof v === 'string')
}

export function writeStoredMutedTypes(userId: string, types: readonly string[]): void {
  writeJson(mutedTypesKey(userId), types)
}

/**
 * Ids of the notifications the member removed, in any tab: a tab that still lists one (it had not
 * heard of the removal yet) drops it instead of bringing it back.
 */
export function readStoredRemovedIds(userId: string): string[] {
  return readArray(removedIdsKey(userId)).filter((v): v is string => typeof v === 'string')
}

export function writeStoredRemovedIds(userId: string, ids: readonly string[]): void {
  writeJson(removedIdsKey(userId), ids)
}

/**
 * How far each conversation was read with it on screen, in any tab: contact id to the server's id of
 * their last message the page loaded (stored as pairs). A tab that lists an older one unread (heard
 * from the server before the page read it) reads it.
 */
export function readStoredConversationsRead(userId: string): Record<string, number> {
  const read: Record<string, number> = {}
  for (const pair of readArray(conversationsReadKey(userId))) {
    if (!Array.isArray(pair) || typeof pair[0] !== 'string' || !Number.isSafeInteger(pair[1])) continue
    read[pair[0]] = Math.max(read[pair[0]] ?? 0, pair[1] as number)
  }
  return read
}

export function writeStoredConversationsRead(userId: string, read: Readonly<Record<string, number>>): void {
  writeJson(conversationsReadKey(userId), Object.entries(read))
}

/** Forgets the member's notifications and preferences (e.g. when the account is deleted). */
export function clearNotificationStorage(userId: string): void {
  try {
    storage()?.removeItem(notificationListKey(userId))
    storage()?.removeItem(mutedTypesKey(userId))
    storage()?.removeItem(removedIdsKey(userId))
    storage()?.removeItem(conversationsReadKey(userId))
  } catch {
    // Nothing to do: the entries stay, keyed to that member only.
  }
}
