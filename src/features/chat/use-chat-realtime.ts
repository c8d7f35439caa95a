/**
 * Feeds the chat's actors from the member's socket: new messages and album news update the open
 * lists and conversation, and after a reconnect they are read again (anything may have arrived while
 * the socket was down). The socket is the app's (`useRealtime()`) or the widget's; null for none.
 */
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { WireRealtimeMessage } from '../../api/wire/chat'
import { FORM_COMMANDS } from '../../api/wire/common'
import type { AlbumSharingActorRef } from '../../machines/album-sharing/album-sharing.machine'
import type { ContactListActorRef } from '../../machines/contact-list/contact-list.machine'
import type { ConversationActorRef } from '../../machines/conversation/conversation.machine'
import type { socketMachine } from '../../machines/socket/socket.machine'

export type ChatSocket = ActorRefFrom<typeof socketMachine>

/** Frames that change a conversation or the lists. */
const CHAT_ACTIONS: ReadonlySet<string> = new Set([FORM_COMMANDS.message, 'album_request', 'album_answer'])

export const isChatFrame = (message: WireRealtimeMessage) => CHAT_ACTIONS.has(message.action)

/** The lists read again when a message arrives or the socket comes back. */
export function useContactListRealtime(actorRef: ContactListActorRef, socket: ChatSocket | null) {
  useEffect(() => {
    if (!socket) return
    const subscriptions = [
      socket.on('realtime.received', ({ message }) => {
        if (isChatFrame(message)) actorRef.send({ type: 'contacts.reload' })
      }),
      socket.on('socket.reconnected', () => actorRef.send({ type: 'contacts.reload' })),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actorRef, socket])
}

/** The open conversation (and its album) hear every frame and resync after a reconnect. */
export function useConversationRealtime(
  conversation: ConversationActorRef,
  album: AlbumSharingActorRef | null,
  socket: ChatSocket | null,
) {
  useEffect(() => {
    if (!socket) return
    const subscriptions = [
      socket.on('realtime.received', ({ message }) => {
        if (!isChatFrame(message)) return
        conversation.send({ type: 'realtime.received', message })
        album?.send({ type: 'realtime.received', message })
      }),
      socket.on('socket.reconnected', () => {
        conversation.send({ type: 'conversation.resync' })
        album?.send({ type: 'album.retry' })
      }),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [conversation, album, socket])
}
