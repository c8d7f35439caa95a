/**
 * The newest messages of the conversation a page opens on, read by the page's first script
 * (src/app/early-conversation.ts) from the conversation's first read before the app runs (issue 38):
 * the script draws them into the prerendered shell and leaves them here, so what stands in for the
 * history while the app's conversation is read (history-while-loading.tsx) shows the same bubbles in
 * the same places, instead of taking them away until the conversation machine has its answer.
 */
import type { ChatMessage } from '../machines/conversation/conversation.types'

export interface EarlyHistory {
  /** The contact whose conversation it is (the address's). */
  contactId: string
  /** The member reading it (their own messages are on the right). */
  memberId: string
  /** The newest messages, oldest first: the ones drawn. */
  messages: ChatMessage[]
  /** The conversation's notice under the history ("Il vous reste 3 messages gratuits…"), if any. */
  alert: string | null
}

declare global {
  var __EARLY_HISTORY__: EarlyHistory | undefined
}

/** Leaves the messages drawn (the first script). */
export function leaveEarlyHistory(history: EarlyHistory): void {
  globalThis.__EARLY_HISTORY__ = history
}

/** Nothing drawn: no conversation read early, another contact's, or its read failed. */
export const NO_EARLY_HISTORY: Omit<EarlyHistory, 'contactId'> = { memberId: '', messages: [], alert: null }

/** What the first script drew of `contactId`'s conversation; no messages for another conversation. */
export function earlyHistoryOf(contactId: string | null): Omit<EarlyHistory, 'contactId'> {
  const history = globalThis.__EARLY_HISTORY__
  return history && contactId && history.contactId === contactId ? history : NO_EARLY_HISTORY
}
