/**
 * The chat's actors fed from the member's socket (use-chat-realtime.ts), as components that render
 * nothing: the socket arrives with the realtime side, after the page, and only they re-render then.
 * Read in the page's own component, as it was, the socket's arrival rendered the whole conversation
 * again (its history, its composer, every row's effects) in the realtime side's first task.
 */
import type { AlbumSharingActorRef } from '../../machines/album-sharing/album-sharing.machine'
import type { ContactListActorRef } from '../../machines/contact-list/contact-list.machine'
import type { ConversationActorRef } from '../../machines/conversation/conversation.machine'
import { useRealtime } from '../realtime/realtime-context'
import { useContactListRealtime, useConversationRealtime } from './use-chat-realtime'

/** The open conversation (and its album) hear the member's socket. */
export function ConversationRealtime({
  conversation,
  album,
}: {
  conversation: ConversationActorRef
  album: AlbumSharingActorRef | null
}) {
  useConversationRealtime(conversation, album, useRealtime()?.socket ?? null)
  return null
}

/** A contact list (the chat page's, the column beside a conversation) hears the member's socket. */
export function ContactListRealtime({ actorRef }: { actorRef: ContactListActorRef }) {
  useContactListRealtime(actorRef, useRealtime()?.socket ?? null)
  return null
}
