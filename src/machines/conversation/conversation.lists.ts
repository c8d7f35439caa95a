/**
 * The guards and context changes of the conversation machine's `lists` region (see its JSDoc): the
 * contact's place in the member's blacklist (setIgnore) and contact list (setContact), one change on
 * its way at a time. A change the server refused leaves the lists as they were and says why.
 */
import type { ConversationArgs, ConversationContext, ListChange } from './conversation.types'

/** What a change the server accepted makes true. */
export const LIST_EFFECT: Record<
  ListChange,
  Partial<Pick<ConversationContext, 'isBlacklisted' | 'isContact'>>
> = {
  blacklist: { isBlacklisted: true },
  unblacklist: { isBlacklisted: false },
  addContact: { isContact: true },
  removeContact: { isContact: false },
}

export const isBlacklisted = ({ context }: ConversationArgs) => context.isBlacklisted
export const isContact = ({ context }: ConversationArgs) => context.isContact
