/**
 * Where a conversation's draft lives between visits: localStorage, one entry per member and contact
 * (`chat-draft:<memberId>:<contactId>`), holding the composer's text and the messages that never
 * reached the server. Keyed by member id, not session: a relogin (new session, same member) finds
 * it again, and two members sharing a browser never see each other's drafts. Only the conversation
 * machine's named actions read and write it; a missing, corrupt or full storage reads as empty and
 * the conversation goes on.
 */
import { localDateTime, outgoingMessage } from './conversation.messages'
import type { ConversationContext, SendAttempt, StoredDraft, UnsentMessage } from './conversation.types'

export const draftKey = (memberId: string, contactId: string) => `chat-draft:${memberId}:${contactId}`

const EMPTY: StoredDraft = { text: '', unsent: [] }

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

const isString = (value: unknown): value is string => typeof value === 'string'

function readUnsent(value: unknown): UnsentMessage | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (!isString(v.clientId) || !isString(v.text) || !isString(v.date)) return null
  const photoId = isString(v.photoId) ? v.photoId : null
  if (v.text === '' && !photoId) return null
  return {
    clientId: v.clientId,
    text: v.text,
    photoId,
    photoUrl: isString(v.photoUrl) ? v.photoUrl : null,
    date: v.date,
    attempt: readAttempt(v.attempt),
  }
}

function readAttempt(value: unknown): SendAttempt | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (!isString(v.since) || !Array.isArray(v.seenIds)) return null
  return { since: v.since, seenIds: v.seenIds.filter(isString), checked: v.checked === true }
}

/** What a stored draft gives back: the composer's text, and its messages shown failed. */
export function restoredDraft(
  stored: StoredDraft,
  context: Pick<ConversationContext, 'memberId' | 'contactId'>,
): Pick<ConversationContext, 'draft' | 'messages'> {
  return {
    draft: stored.text,
    messages: stored.unsent.map((m) => outgoingMessage(m, context.memberId, context.contactId, 'failed')),
  }
}

export function readDraft(memberId: string, contactId: string): StoredDraft {
  try {
    const raw = storage()?.getItem(draftKey(memberId, contactId))
    if (!raw) return EMPTY
    const parsed = JSON.parse(raw) as Record<string, unknown>
    const unsent = Array.isArray(parsed.unsent) ? parsed.unsent.map(readUnsent).filter((m) => m !== null) : []
    return { text: isString(parsed.text) ? parsed.text : '', unsent }
  } catch {
    return EMPTY
  }
}

/** Writes the entry, or removes it when there is nothing left to keep. */
export function writeDraft(memberId: string, contactId: string, draft: StoredDraft): void {
  try {
    const key = draftKey(memberId, contactId)
    if (draft.text === '' && draft.unsent.length === 0) storage()?.removeItem(key)
    else storage()?.setItem(key, JSON.stringify(draft))
  } catch {
    // A full or forbidden storage loses only what survives a reload.
  }
}

/**
 * What is kept between visits: the composer's text and the messages not known to have got through,
 * failed or still on their way (one whose request left keeps its attempt: after a reload it is looked
 * for before it is sent again).
 */
export function storedDraftOf(context: ConversationContext): StoredDraft {
  const unsent: UnsentMessage[] = context.messages
    .filter((m) => m.clientId !== null && (m.state === 'failed' || m.state === 'pending'))
    .map((m) => ({
      clientId: m.clientId as string,
      text: m.text,
      photoId: m.sharedPhotoId,
      photoUrl: m.photoUrl,
      date: m.date ?? localDateTime(new Date()),
      attempt: m.attempt,
    }))
  return { text: context.draft, unsent }
}
