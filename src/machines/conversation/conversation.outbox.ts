/**
 * The outbox's changes to a conversation's context, pure: a written message is queued and shown
 * pending; the server's answer to the oldest queued one marks it sent or failed; a failed one may be
 * queued again. The conversation machine's named actions apply these.
 */
import type { ChatFailure } from '../../api/chat-failure'
import { localDateTime, outgoingMessage } from './conversation.messages'
import type { ConversationContext, SentMessageOutput, UnsentMessage } from './conversation.types'

type Outbox = Pick<ConversationContext, 'messages' | 'outbox'>

const newClientId = (context: ConversationContext) =>
  `c${Date.now().toString(36)}-${context.written.toString(36)}`

/** A written message (text, or a photo of the member's) queued for sending and shown pending. */
export function enqueued(
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

/** A failed message queued again, pending once more. */
export function requeued(context: ConversationContext, clientId: string): Outbox {
  return {
    messages: context.messages.map((m) =>
      m.clientId === clientId ? { ...m, state: 'pending' as const, failure: null } : m,
    ),
    outbox: [...context.outbox, clientId],
  }
}

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
  return {
    outbox: rest,
    messages: alreadyListed
      ? context.messages.filter((m) => m.clientId !== clientId)
      : context.messages.map((m) =>
          m.clientId === clientId
            ? {
                ...m,
                id: serverId ?? m.id,
                date: output.date ?? m.date,
                state: 'sent' as const,
                failure: null,
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

/** The oldest queued message did not get through: it stays, failed, with why. */
export function markedFailed(context: ConversationContext, failure: ChatFailure): Outbox {
  const [clientId, ...rest] = context.outbox
  return {
    outbox: rest,
    messages: context.messages.map((m) =>
      m.clientId === clientId ? { ...m, state: 'failed' as const, failure } : m,
    ),
  }
}
