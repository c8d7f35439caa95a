/**
 * Which conversation this tab shows, for whatever decides toasts and unread counts (the socket's tab
 * view, the notifications machine). The chat page writes it as it mounts and clears it as it leaves;
 * the realtime side reads it when it starts and follows it after. A plain module rather than a
 * context: the chat page and the realtime side are lazy chunks that start in any order (a cold load
 * by the conversation's address, a reload, a follower tab), and whichever comes second must already
 * find the conversation open, before its first realtime frame.
 */

type Listener = (memberId: string | null) => void
type ReadListener = (memberId: string, upTo: number) => void

let openWith: string | null = null
/** How far the open conversation's page has read it (the server's id of the contact's last message). */
let readUpTo: number | null = null
const listeners = new Set<Listener>()
const readListeners = new Set<ReadListener>()

/** The member whose conversation is open in this tab, or null. */
export const openConversationWith = (): string | null => openWith

/** The conversation with `memberId` is open (null: none is). */
export function setOpenConversation(memberId: string | null): void {
  if (openWith === memberId) return
  openWith = memberId
  readUpTo = null
  for (const listener of listeners) listener(memberId)
}

/** Closes the conversation with `memberId` only if it is still the open one (the next may have opened). */
export function clearOpenConversation(memberId: string): void {
  if (openWith === memberId) setOpenConversation(null)
}

/** Calls `listener` on every change; returns the unsubscribe. */
export function watchOpenConversation(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The open conversation's page read it on the server (load_messages marks it read there), up to the
 * contact's message `upTo`: everything they sent up to it is on screen. Said as the read leaves (the
 * server reads it even if the tab closes before the answer) and again when it comes back.
 */
export function markConversationRead(memberId: string, upTo: number): void {
  if (openWith !== memberId) return
  readUpTo = Math.max(readUpTo ?? 0, upTo)
  for (const listener of readListeners) listener(memberId, upTo)
}

/** How far the open conversation was read on screen, or null (not loaded yet, or none open). */
export const openConversationReadUpTo = (): number | null => readUpTo

/** Calls `listener` each time the open conversation's page has read it; returns the unsubscribe. */
export function watchConversationRead(listener: ReadListener): () => void {
  readListeners.add(listener)
  return () => readListeners.delete(listener)
}
