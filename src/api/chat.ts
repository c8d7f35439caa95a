/**
 * The chat calls (spec section 7): contact lists, loading a conversation, sending (text, a photo, or
 * an album request / accept / refuse), and the blacklist / contact toggles. Conversations are cached
 * 1 min; sending or toggling invalidates the lists and the conversation it touches.
 */
import { cacheTags } from './cache-tags'
import { type ApiClient, cachedRead, defaultApiClient, readLenient } from './client'
import { earlyKeys, startEarly, takeEarly } from './early'
import { contactsRequest, conversationRequest } from './first-requests'
import { type AlbumAction, ContactFilter, type Conversation, type ConversationContact } from './models/chat'
import { albumActionCode, normalizeContacts, normalizeConversation } from './normalize/chat'
import { assertAccepted } from './normalize/command'
import { optionalDate, optionalText, record } from './normalize/read'

/** GET /ajax_api/load_contacts?filter: 1 conversations, 2 blacklist, 3 friends (favorites). */
/** `notBefore`: only a list asked for at that time (ms) or later will do (see `ReadPolicy`). */
export function getContacts(
  filter: ContactFilter,
  client: ApiClient = defaultApiClient,
  notBefore?: number,
): Promise<ConversationContact[]> {
  return cachedRead(
    client,
    contactsRequest(filter),
    { kind: 'conversations', tags: [cacheTags.contactList(filter)], ...(notBefore ? { notBefore } : {}) },
    normalizeContacts,
  )
}

export interface LoadMessagesParams {
  /** The other member's id. */
  contactId: string
  /**
   * The spec lists `contact_id` and `contact` as "ids" without telling them apart; we send the other
   * member's id in both unless the caller knows better (the conversation's own contact id).
   */
  contact?: string
}

/** GET /ajax_api/load_messages?contact_id&contact: a conversation with its messages. */
export function getConversation(
  params: LoadMessagesParams,
  client: ApiClient = defaultApiClient,
): Promise<Conversation> {
  return cachedRead(
    client,
    conversationRequest(params.contactId, params.contact),
    { kind: 'conversations', tags: [cacheTags.conversation(params.contactId)] },
    normalizeConversation,
  )
}

/** Starts reading a conversation for the conversation's first `takeConversationRead` (src/app/early-start.ts). */
export function prefetchConversation(contactId: string): void {
  startEarly(earlyKeys.conversation(contactId), () => getConversation({ contactId }))
}

/** The read of a conversation the entry started, once; undefined when none is on its way. */
export function takeConversationRead(contactId: string): Promise<Conversation> | undefined {
  return takeEarly<Conversation>(earlyKeys.conversation(contactId))
}

export interface SendMessageParams {
  recipientId: string
  message: string
  /** Shares one of the sender's photos (`id_extra=p_{photoId}`). */
  photoId?: string
  /** An album-share message (`id_extra` a0 request, a1 accept, a-1 refuse). */
  albumAction?: AlbumAction
}

/** The `id_extra` of a message: the album action, else the shared photo, else none. */
export function messageExtra(params: Pick<SendMessageParams, 'photoId' | 'albumAction'>): string | undefined {
  if (params.albumAction) return albumActionCode(params.albumAction)
  return params.photoId ? `p_${params.photoId}` : undefined
}

export interface SentMessage {
  /** The stored message's id when the server said it, so the pending one can take it. */
  id: string | null
  date: string | null
  /**
   * The conversation's notice after this send ('Il vous reste 3 messages gratuits aujourd'hui.'),
   * null when it has none; undefined when the answer does not say (the notice shown stays).
   */
  alert?: string | null
}

/** GET /ajax_api/send_message (dest, msg, id_extra). Refusals (no credits) throw `RefusedError`. */
export async function sendMessage(
  params: SendMessageParams,
  client: ApiClient = defaultApiClient,
): Promise<SentMessage> {
  const answer = await readLenient(client, {
    method: 'GET',
    path: '/ajax_api/send_message',
    query: { dest: params.recipientId, msg: params.message, id_extra: messageExtra(params) },
  })
  client.cache.invalidate([
    cacheTags.contactList(ContactFilter.Conversations),
    cacheTags.conversation(params.recipientId),
  ])
  assertAccepted('GET /ajax_api/send_message', answer)
  const fields = record(answer)
  const sent: SentMessage = { id: optionalText(fields.id), date: optionalDate(fields.date) }
  if (Object.hasOwn(fields, 'alert')) sent.alert = optionalText(fields.alert)
  return sent
}

export type ContactAction = 'add' | 'del'

/** The blacklist and the contact list are changed the same way: action add/del and a target id. */
async function changeList(
  path: '/ajax_api/setIgnore' | '/ajax_api/setContact',
  action: ContactAction,
  targetId: string,
  client: ApiClient,
): Promise<void> {
  const answer = await readLenient(client, { method: 'GET', path, query: { action, target_id: targetId } })
  client.cache.invalidate([cacheTags.contacts, cacheTags.conversation(targetId)])
  assertAccepted(`GET ${path}`, answer)
}

/** GET /ajax_api/setIgnore (action, target_id): adds to or removes from the blacklist. */
export function setIgnore(action: ContactAction, targetId: string, client: ApiClient = defaultApiClient) {
  return changeList('/ajax_api/setIgnore', action, targetId, client)
}

/** GET /ajax_api/setContact (action, target_id): adds to or removes from the contact list. */
export function setContact(action: ContactAction, targetId: string, client: ApiClient = defaultApiClient) {
  return changeList('/ajax_api/setContact', action, targetId, client)
}
