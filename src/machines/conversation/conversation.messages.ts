/**
 * Pure helpers over a conversation's messages: merging a fresh history with what this client holds,
 * reading a realtime frame as a message, and the local time format of the API.
 */
import type { Message } from '../../api/models/chat'
import { record, text } from '../../api/normalize/read'
import type { WireRealtimeMessage } from '../../api/wire/chat'
import { FORM_COMMANDS } from '../../api/wire/common'
import { reconcile } from './conversation.reconcile'
import type { ChatMessage, UnsentMessage } from './conversation.types'

const pad = (n: number) => String(n).padStart(2, '0')

/** 'YYYY-MM-DD HH:MM:SS' in local time, the API's date format. */
export function localDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`
}

export const fromServer = (message: Message, clientId: string | null = null): ChatMessage => ({
  ...message,
  clientId,
  failure: null,
  attempt: null,
})

/**
 * The history as the server just gave it, followed by what this client holds that it does not list
 * yet: messages on their way or failed (by client id), and messages sent or received since the read
 * started (by id). Nothing is shown twice; the server's copy wins, keeping the client id of the
 * message it is (so a copy claimed once stays claimed). Messages whose send had an unknown outcome
 * are looked for first (`reconcile`): those found are the server's copies now, listed in `found`.
 */
export function mergeHistory(
  server: readonly Message[],
  local: readonly ChatMessage[],
  memberId: string,
  inFlight: string | null = null,
): { messages: ChatMessage[]; found: string[] } {
  const { local: reconciled, found } = reconcile(server, local, memberId, inFlight)
  const serverIds = new Set(server.map((m) => m.id))
  const clientIds = new Map(
    reconciled.filter((m) => m.clientId !== null && m.state === 'sent').map((m) => [m.id, m.clientId]),
  )
  const kept = reconciled.filter((m) =>
    m.state === 'pending' || m.state === 'failed' ? true : m.id !== '' && !serverIds.has(m.id),
  )
  return { messages: [...server.map((m) => fromServer(m, clientIds.get(m.id) ?? null)), ...kept], found }
}

/** A message written here, before the server has seen it. */
export function outgoingMessage(
  unsent: UnsentMessage,
  memberId: string,
  contactId: string,
  state: 'pending' | 'failed',
): ChatMessage {
  return {
    id: unsent.clientId,
    clientId: unsent.clientId,
    date: unsent.date,
    recipientId: contactId,
    recipientNickname: '',
    senderId: memberId,
    senderNickname: '',
    senderFirstname: '',
    text: unsent.text,
    state,
    photoUrl: unsent.photoUrl,
    albumAction: null,
    sharedPhotoId: unsent.photoId,
    failure: null,
    attempt: unsent.attempt ?? null,
  }
}

/** The sender's id of a realtime frame ('' when it names none). */
const senderOf = (frame: WireRealtimeMessage) => text(record(frame.infos_exp).id)

/**
 * A new message from `contactId` (a `cmd_new` frame) as the conversation shows it, or null for any
 * other frame. The frame's `id_msg` is the stored message's id, so a later read does not repeat it.
 */
export function incomingMessage(
  frame: WireRealtimeMessage,
  memberId: string,
  contactId: string,
  receivedAt: Date,
): ChatMessage | null {
  if (frame.action !== FORM_COMMANDS.message || senderOf(frame) !== contactId) return null
  const raw = frame as Record<string, unknown>
  const sender = record(frame.infos_exp)
  const id = text(raw.id_msg)
  return {
    id: id || `live-${receivedAt.getTime()}`,
    clientId: null,
    date: text(raw.date) || localDateTime(receivedAt),
    recipientId: memberId,
    recipientNickname: '',
    senderId: contactId,
    senderNickname: text(sender.pseudo) || text(frame.pseudo),
    senderFirstname: text(sender.prenom),
    // Kept as written, spaces included: it is what the contact typed, shown as plain text.
    text: typeof frame.msg === 'string' ? frame.msg : '',
    state: 'sent',
    photoUrl: text(raw.photo) || null,
    albumAction: null,
    sharedPhotoId: null,
    failure: null,
    attempt: null,
  }
}

/** An album request or answer from `contactId`: the history must be read again to show it as such. */
export function isAlbumNews(frame: WireRealtimeMessage, contactId: string): boolean {
  return (
    (frame.action === 'album_request' || frame.action === 'album_answer') && senderOf(frame) === contactId
  )
}
