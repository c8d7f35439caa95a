/**
 * Sends whose outcome is unknown (the request left, no answer came back: a network error, a
 * timeout). The API gives no id to deduplicate with, so before such a message is sent again the
 * conversation is read and searched for it: the member's message with the same content that was not
 * among the ones known when it was first sent, and that no other message of this client already
 * claims. Found, it is sent (it takes the server's copy); not found, it may be sent again. Two
 * identical texts typed one after the other stay two: the first one's copy is known (or claimed) by
 * the time the second is sent, since the outbox sends one message at a time.
 *
 * Dates are not compared: the server writes its own local time (Paris), not the member's.
 */
import type { Message } from '../../api/models/chat'
import type { ChatMessage, SendAttempt } from './conversation.types'

const sameContent = (a: Pick<Message, 'text' | 'sharedPhotoId'>, b: Message) =>
  b.text === a.text && (b.sharedPhotoId ?? null) === (a.sharedPhotoId ?? null) && b.albumAction === null

/** The ids of the member's messages already known with the same content as `message`. */
function knownCopies(messages: readonly ChatMessage[], message: ChatMessage, memberId: string): string[] {
  return messages
    .filter(
      (m) =>
        m !== message &&
        m.senderId === memberId &&
        m.clientId !== message.clientId &&
        m.state === 'sent' &&
        sameContent(message, m),
    )
    .map((m) => m.id)
}

/** The attempt a message gets as it leaves: first time sent, and the copies it must never take. */
export function attemptOf(
  messages: readonly ChatMessage[],
  message: ChatMessage,
  memberId: string,
  now: string,
) {
  const seen = knownCopies(messages, message, memberId)
  const attempt: SendAttempt = {
    since: message.attempt?.since ?? now,
    seenIds: [...new Set([...(message.attempt?.seenIds ?? []), ...seen])],
    checked: false,
  }
  return attempt
}

/** A message whose copy may be on the server and that is not on its way right now. */
export const isUnsure = (message: ChatMessage, inFlight: string | null) =>
  message.attempt !== null &&
  message.clientId !== null &&
  message.clientId !== inFlight &&
  (message.state === 'failed' || message.state === 'pending')

export interface Reconciled {
  /** The local messages with the ones found on the server marked sent with the server's id. */
  local: ChatMessage[]
  /** Client ids found on the server: they leave the outbox. */
  found: string[]
}

/**
 * Looks for each unsure local message (oldest first) in a history just read. A found message becomes
 * 'sent' with the server's id and date; every other unsure message then counts that copy as seen, so
 * it is never claimed twice, even after a reload.
 */
export function reconcile(
  server: readonly Message[],
  local: readonly ChatMessage[],
  memberId: string,
  inFlight: string | null,
): Reconciled {
  const claimed = new Set(local.filter((m) => m.clientId !== null && m.state === 'sent').map((m) => m.id))
  const found: string[] = []
  const matched: string[] = []
  const next = local.map((m) => {
    if (!isUnsure(m, inFlight) || m.attempt === null) return m
    const seen = new Set([...m.attempt.seenIds, ...matched])
    const copy = server.find(
      (s) => s.senderId === memberId && sameContent(m, s) && !seen.has(s.id) && !claimed.has(s.id),
    )
    if (!copy) {
      // Copies claimed by this client's other messages are never this one's, even after a reload
      // that forgets who claimed them: they join its seen ids, which are stored with it.
      const claimedHere = server.filter((s) => claimed.has(s.id) && sameContent(m, s)).map((s) => s.id)
      const seenNow = [...new Set([...seen, ...claimedHere])]
      return seenNow.length === m.attempt.seenIds.length
        ? m
        : { ...m, attempt: { ...m.attempt, seenIds: seenNow } }
    }
    claimed.add(copy.id)
    matched.push(copy.id)
    found.push(m.clientId as string)
    return {
      ...m,
      id: copy.id,
      date: copy.date ?? m.date,
      state: 'sent' as const,
      failure: null,
      attempt: null,
    }
  })
  return { local: next, found }
}

/**
 * A message just acknowledged with `serverId`: every other message of the same content whose outcome
 * is unknown counts that copy as seen, so it never takes it for its own (even after a reload).
 */
export function claimedBy(
  messages: readonly ChatMessage[],
  sent: ChatMessage,
  serverId: string,
): ChatMessage[] {
  return messages.map((m) =>
    m !== sent &&
    m.attempt !== null &&
    m.clientId !== sent.clientId &&
    sameContent(m, { ...sent, albumAction: null })
      ? { ...m, attempt: { ...m.attempt, seenIds: [...new Set([...m.attempt.seenIds, serverId])] } }
      : m,
  )
}
