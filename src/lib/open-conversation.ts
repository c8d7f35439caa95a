/**
 * Which conversation this tab shows, for whatever decides toasts and unread counts (the socket's tab
 * view, the notifications machine). The chat page writes it as it mounts and clears it as it leaves;
 * the realtime side reads it when it starts and follows it after. A plain module rather than a
 * context: the chat page and the realtime side are lazy chunks that start in any order (a cold load
 * by the conversation's address, a reload, a follower tab), and whichever comes second must already
 * find the conversation open, before its first realtime frame.
 */

type Listener = (memberId: string | null) => void

let openWith: string | null = null
const listeners = new Set<Listener>()

/** The member whose conversation is open in this tab, or null. */
export const openConversationWith = (): string | null => openWith

/** The conversation with `memberId` is open (null: none is). */
export function setOpenConversation(memberId: string | null): void {
  if (openWith === memberId) return
  openWith = memberId
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
