/** Input, context, events and emitted events of a conversation. */

import type { ChatFailure } from '../../api/chat-failure'
import type { Conversation, Message } from '../../api/models/chat'
import type { Photo } from '../../api/models/photo'
import type { WireRealtimeMessage } from '../../api/wire/chat'

export interface ConversationInput {
  /** The signed-in member (drafts are kept per member and contact). */
  memberId: string
  /** The other member. */
  contactId: string
  /** Premium members spend no credit per message. */
  isPremium?: boolean
}

/** A message as the conversation shows it: the server's, or one this client sent. */
export interface ChatMessage extends Message {
  /**
   * Set on messages written here: the client's own id, given before sending and kept after the
   * server acknowledged it (then `id` is the server's). A message is sent once per client id.
   */
  clientId: string | null
  /** Why the last send failed (state 'failed'). */
  failure: ChatFailure | null
  /**
   * Set once a request for it has left and while its outcome is unknown (no answer came back): it
   * may be on the server, so it is looked for before it is sent again (conversation.reconcile.ts).
   * Null for a message never sent, or whose last send the server answered (a refusal).
   */
  attempt: SendAttempt | null
}

/** What tells the server's copy of a message sent with an unknown outcome apart from others. */
export interface SendAttempt {
  /** Local time it was first sent ('YYYY-MM-DD HH:MM:SS'). */
  since: string
  /** Ids of the member's messages with the same content known when it was sent: never its copy. */
  seenIds: string[]
  /** The conversation was read since the last send without finding it: it may be sent again. */
  checked: boolean
}

/** What the conversation knows besides its messages (load_messages, spec section 3). */
export type ConversationDetails = Omit<Conversation, 'messages'>

/** A message that never reached the server, kept with the draft so a reload does not lose it. */
export interface UnsentMessage {
  clientId: string
  text: string
  photoId: string | null
  photoUrl: string | null
  /** ISO time it was written. */
  date: string
  /** Set when a request for it may have reached the server (see `ChatMessage.attempt`). */
  attempt?: SendAttempt | null
}

/** What is kept between visits for one member and one contact. */
export interface StoredDraft {
  text: string
  unsent: UnsentMessage[]
}

export interface ConversationContext {
  memberId: string
  contactId: string
  isPremium: boolean
  details: ConversationDetails | null
  /** Oldest first: the server's history, then what arrived or was written since. */
  messages: ChatMessage[]
  /** The composer's text. */
  draft: string
  /** Client ids waiting to be sent, in order; the first is on its way while `outbox.sending`. */
  outbox: string[]
  /** The client id whose request is on its way now (`outbox.sending`): its answer will tell. */
  inFlight: string | null
  /** Counter for client ids. */
  written: number
  /** Whether the member blacklisted the contact (setIgnore). */
  isBlacklisted: boolean
  /** Whether the conversation is in the member's contact list (setContact). */
  isContact: boolean
  /** Photo messages the member chose to see (consent first), by message id. */
  revealedPhotoIds: string[]
  /** The member's own photos, for the photo picker. */
  ownPhotos: Photo[]
  /** Why the conversation could not be read, or why the last resync failed. */
  loadFailure: ChatFailure | null
  /** Why the last blacklist / contact change failed. */
  listFailure: ChatFailure | null
  /** Why the member's photos could not be read. */
  photosFailure: ChatFailure | null
}

/** What a guard or an action written outside the machine's `setup` is given. */
export interface ConversationArgs {
  context: ConversationContext
  event: ConversationEvent
}

/** What the loading call answers: the conversation, and where the contact stands in the lists. */
export interface LoadedConversation {
  conversation: Conversation
  isBlacklisted: boolean
  isContact: boolean
}

export interface LoadConversationInput {
  contactId: string
  /** Skip the 1-minute cache (resync). */
  fresh: boolean
}

export interface SendMessageInput {
  recipientId: string
  message: string
  photoId: string | null
}

export interface SentMessageOutput {
  id: string | null
  date: string | null
  /** The notice after the send (free messages left); undefined when the server did not say. */
  alert?: string | null | undefined
}

export type ListChange = 'blacklist' | 'unblacklist' | 'addContact' | 'removeContact'

export type ConversationEvent =
  /** The composer's text changed. */
  | { type: 'draft.change'; text: string }
  /** Send the composer's text. */
  | { type: 'message.send' }
  /** Send one of the member's own photos (id_extra p_{photoId}). */
  | { type: 'photo.send'; photo: Photo }
  /** Send a failed message again (only a failed one: an acknowledged message is never sent twice). */
  | { type: 'message.retry'; clientId: string }
  /** Drop a failed message. */
  | { type: 'message.discard'; clientId: string }
  /** The member agreed to see a (blurred) incoming photo. */
  | { type: 'photo.reveal'; messageId: string }
  /** A realtime frame (the conversation keeps what concerns it). */
  | { type: 'realtime.received'; message: WireRealtimeMessage }
  /** Read the conversation again (the socket reconnected, an album answer was sent). */
  | { type: 'conversation.resync' }
  /** Try again after the conversation could not be read. */
  | { type: 'conversation.retry' }
  | { type: 'contact.blacklist' }
  | { type: 'contact.unblacklist' }
  | { type: 'contact.add' }
  | { type: 'contact.remove' }
  /** The photo picker opened: read the member's photos. */
  | { type: 'photos.load' }

export type ConversationEmitted =
  /** A message from the contact arrived live (the view announces it). */
  | { type: 'message.arrived'; message: ChatMessage }
  /**
   * The conversation was read from the server (which marks it read there), holding the contact's
   * messages up to the server id `upTo` (0: none).
   */
  | { type: 'conversation.read'; upTo: number }
  /**
   * A read of the conversation is leaving for the server (load_messages marks it read there): the
   * contact's messages this page holds, up to the server id `upTo`, will be read there even if the
   * page is gone before the answer (the tab closed, the member left the conversation). 0: it holds
   * none yet.
   */
  | { type: 'conversation.reading'; upTo: number }
