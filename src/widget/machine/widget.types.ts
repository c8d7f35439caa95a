/** The widget shell's context and events (see widget.machine.ts). */

export interface WidgetContext {
  /** The member whose conversation the panel shows (picked in the carousel or by the API). */
  memberId: string | null
  /** Their nickname when known (picked in the carousel), for "sign up to chat with Julie". */
  memberName: string | null
  /** Messages received and not yet seen, by sender id. */
  unread: Record<string, number>
}

export type WidgetEvent =
  /** The launcher, a member of the carousel or `FlirtWidget('open', id)`; a member id selects them. */
  | { type: 'panel.open'; memberId?: string; nickname?: string }
  | { type: 'panel.close' }
  /** The launcher toggles. */
  | { type: 'panel.toggle' }
  /** The visitor hovers or focuses something that opens the chat: its code starts loading. */
  | { type: 'chat.intent' }
  /** The chat's code could not load: the visitor (or the next intent) tries again. */
  | { type: 'chat.retry' }
  /** The chat saw a message arrive from that member over the socket. */
  | { type: 'message.received'; fromId: string }
  /** The visitor left the conversation for the list (or signed out): nothing is on screen. */
  | { type: 'member.cleared' }
