/** Context, input and events of the contact lists (conversations, blacklist, friends). */

import type { ChatFailure } from '../../api/chat-failure'
import type { ContactFilter, ConversationContact } from '../../api/models/chat'

export interface ContactListInput {
  /** The list shown first: 1 conversations (default), 2 blacklist, 3 friends. */
  filter?: ContactFilter
}

export interface ContactListContext {
  filter: ContactFilter
  /** The shown list's contacts, as the server ordered them (newest conversation first). */
  contacts: ConversationContact[]
  /** Why the list could not be read (`failed`), or why the last refresh failed (the list stays). */
  failure: ChatFailure | null
  /** The next read skips the 1-minute cache: something changed on the server since. */
  stale: boolean
}

export type ContactListEvent =
  /** The member picked another list (tab). */
  | { type: 'filter.change'; filter: ContactFilter }
  /** Something changed elsewhere (a message arrived, the socket reconnected): read the list anew. */
  | { type: 'contacts.reload' }
  /** Try again after a failure. */
  | { type: 'contacts.retry' }

export interface LoadContactsInput {
  filter: ContactFilter
  /** Skip the cache. */
  fresh: boolean
}
