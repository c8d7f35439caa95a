/**
 * The guards and context changes of the conversation machine's `history` region (see its JSDoc): a
 * live message from the contact, album news, and a read of the conversation merged with what this
 * client holds (`conversationRead`, for every read: the history's and the outbox's `checking`).
 */
import { incomingMessage, isAlbumNews, mergeHistory } from './conversation.messages'
import type { ConversationArgs, ConversationContext, LoadedConversation } from './conversation.types'

/** A message from the contact not shown yet (the same frame pushed twice counts once). */
export function isNewMessageFromContact({ context, event }: ConversationArgs): boolean {
  if (event.type !== 'realtime.received') return false
  const message = incomingMessage(event.message, context.memberId, context.contactId, new Date())
  return message !== null && !context.messages.some((m) => m.id === message.id)
}

export const isAlbumNewsFromContact = ({ context, event }: ConversationArgs) =>
  event.type === 'realtime.received' && isAlbumNews(event.message, context.contactId)

/** A live message from the contact shown at once, after what is shown. */
export function incomingAppended({ context, event }: ConversationArgs): Partial<ConversationContext> {
  if (event.type !== 'realtime.received') return {}
  const message = incomingMessage(event.message, context.memberId, context.contactId, new Date())
  return message === null ? {} : { messages: [...context.messages, message] }
}

/**
 * A fresh read stored: merged with what this client holds (nothing shown twice); messages found on
 * the server leave the outbox, they are sent.
 */
export function conversationRead(
  context: ConversationContext,
  loaded: LoadedConversation,
): Partial<ConversationContext> {
  const { messages, ...details } = loaded.conversation
  const merged = mergeHistory(messages, context.messages, context.memberId, context.inFlight)
  return {
    details,
    messages: merged.messages,
    outbox: context.outbox.filter((id) => !merged.found.includes(id)),
    isBlacklisted: loaded.isBlacklisted,
    isContact: loaded.isContact,
    loadFailure: null,
  }
}
