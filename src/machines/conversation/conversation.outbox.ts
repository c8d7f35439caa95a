/**
 * The conversation machine's `outbox` region (see its JSDoc): its guards and its changes to the
 * context, pure: a written message is queued and shown pending; as its request leaves it
 * records the attempt; the server's answer to the oldest queued one marks it sent or failed (an
 * answer that never came keeps the attempt: the message may be stored); a failed one may be queued
 * again or dropped. The machine's named actions apply these changes.
 */
import type { ChatFailure } from '../../api/chat-failure'
import type { Photo } from '../../api/models/photo'
import { localDateTime, outgoingMessage } from './conversation.messages'
import { attemptOf, claimedBy } from './conversation.reconcile'
import type {
  ConversationArgs,
  ConversationContext,
  SentMessageOutput,
  UnsentMessage,
} from './conversation.types'

export const hasQueued = ({ context }: ConversationArgs) => context.outbox.length > 0

/**
 * Read the conversation before sending the next message: it may already be stored (its last
 * answer never came), or the conversation was never read, so the copies already there are not
 * known and a later lost answer could not be told from them.
 */
export function needsCheck({ context }: ConversationArgs): boolean {
  const next = context.messages.find((m) => m.clientId !== null && m.clientId === context.outbox[0])
  if (!next) return false
  return context.details === null || (next.attempt !== null && !next.attempt.checked)
}

export const isFailedMessage = ({ context }: ConversationArgs, params: { clientId: string }) =>
  context.messages.some((m) => m.clientId === params.clientId && m.state === 'failed')

type Outbox = Pick<ConversationContext, 'messages' | 'outbox'>

/** A client id no message here has: messages restored from the draft keep theirs. */
function newClientId(context: ConversationContext): string {
  const taken = new Set(context.messages.map((m) => m.clientId))
  const stamp = Date.now().toString(36)
  for (let n = context.written; ; n++) {
    const id = `c${stamp}-${n.toString(36)}`
    if (!taken.has(id)) return id
  }
}

/** A written message (text, or a photo of the member's) queued for sending and shown pending. */
function enqueued(
  context: ConversationContext,
  content: Pick<UnsentMessage, 'text' | 'photoId' | 'photoUrl'>,
): Outbox & Pick<ConversationContext, 'written'> {
  const clientId = newClientId(context)
  const unsent: UnsentMessage = { clientId, ...content, date: localDateTime(new Date()) }
  return {
    written: context.written + 1,
    messages: [...context.messages, outgoingMessage(unsent, context.memberId, context.contactId, 'pending')],
    outbox: [...context.outbox, clientId],
  }
}

/** The composer's text queued, and the composer emptied. */
export function draftEnqueued(context: ConversationContext): Partial<ConversationContext> {
  return { draft: '', ...enqueued(context, { text: context.draft.trim(), photoId: null, photoUrl: null }) }
}

/** One of the member's own photos queued as a photo message. */
export const photoEnqueued = (context: ConversationContext, photo: Photo) =>
  enqueued(context, { text: '', photoId: photo.id, photoUrl: photo.medium || photo.normal })

/** The oldest queued message's request leaves now: it may reach the server from here on. */
export function attemptStarted(
  context: ConversationContext,
): Pick<ConversationContext, 'messages' | 'inFlight'> {
  const clientId = context.outbox[0] ?? null
  const now = localDateTime(new Date())
  return {
    inFlight: clientId,
    messages: context.messages.map((m) =>
      m.clientId === clientId && clientId !== null
        ? { ...m, attempt: attemptOf(context.messages, m, context.memberId, now) }
        : m,
    ),
  }
}

/** The oldest queued message was looked for in a fresh read and not found: it may be sent again. */
export function checked(context: ConversationContext): Pick<ConversationContext, 'messages'> {
  const clientId = context.outbox[0]
  return {
    messages: context.messages.map((m) =>
      m.clientId === clientId && m.attempt ? { ...m, attempt: { ...m.attempt, checked: true } } : m,
    ),
  }
}

/** A failed message queued again, pending once more. */
export function requeued(context: ConversationContext, clientId: string): Outbox {
  return {
    messages: context.messages.map((m) =>
      m.clientId === clientId ? { ...m, state: 'pending' as const, failure: null } : m,
    ),
    outbox: [...context.outbox, clientId],
  }
}

/** A failed message dropped. */
export const discarded = (
  context: ConversationContext,
  clientId: string,
): Pick<ConversationContext, 'messages'> => ({
  messages: context.messages.filter((m) => m.clientId !== clientId),
})

/**
 * The oldest queued message reached the server: it takes the server's id and date (a free member
 * spends a credit), and the notice takes the server's new words (free messages left), if it said.
 */
export function markedSent(
  context: ConversationContext,
  output: SentMessageOutput,
): Outbox & Pick<ConversationContext, 'details'> {
  const [clientId, ...rest] = context.outbox
  const spendsCredit = !context.isPremium && context.details !== null && context.details.credits > 0
  const serverId = output.id
  // A resync that ran meanwhile may already list the server's copy: then the local one goes.
  const alreadyListed =
    serverId !== null && context.messages.some((m) => m.id === serverId && m.clientId === null)
  const sent = context.messages.find((m) => m.clientId === clientId)
  const messages = sent && serverId !== null ? claimedBy(context.messages, sent, serverId) : context.messages
  return {
    outbox: rest,
    messages: alreadyListed
      ? messages.filter((m) => m.clientId !== clientId)
      : messages.map((m) =>
          m.clientId === clientId
            ? {
                ...m,
                id: serverId ?? m.id,
                date: output.date ?? m.date,
                state: 'sent' as const,
                failure: null,
                attempt: null,
              }
            : m,
        ),
    details: context.details && {
      ...context.details,
      ...(spendsCredit ? { credits: context.details.credits - 1 } : {}),
      ...(output.alert !== undefined ? { alert: output.alert } : {}),
    },
  }
}

/**
 * The oldest queued message did not get through: it stays, failed, with why. `unknown`: no answer
 * came back, so it keeps its attempt (it may be stored); otherwise the server answered and it is
 * safe to send again.
 */
export function markedFailed(context: ConversationContext, failure: ChatFailure, unknown: boolean): Outbox {
  const [clientId, ...rest] = context.outbox
  return {
    outbox: rest,
    messages: context.messages.map((m) =>
      m.clientId === clientId
        ? { ...m, state: 'failed' as const, failure, attempt: unknown ? m.attempt : null }
        : m,
    ),
  }
}
