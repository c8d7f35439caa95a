/**
 * Wire chat to client models (spec section 3): contacts, messages (state 'sent' unless told
 * otherwise), conversations, and the `id_extra` codes of album sharing.
 */
import type { AlbumAction, Conversation, ConversationContact, Message, MessageState } from '../models/chat'
import type { Photo } from '../models/photo'
import { normalizePhoto, normalizePhotoList, readCrop } from './photo'
import { normalizeProfileCard } from './profile-card'
import { flag, isRecord, list, listAt, number, optionalDate, optionalText, record, text } from './read'

export function normalizeContact(raw: unknown): ConversationContact {
  const contact = record(raw)
  const avatarUrl = text(contact.url_photo)
  // Not in the spec: read when sent, else the avatar is drawn whole. A crop is only drawn from the
  // size its pixels belong to, so it needs the big size beside it (and an avatar at all).
  const crop = readCrop(contact.crop)
  const cropSource = text(contact.url_big)
  return {
    id: text(contact.id),
    nickname: text(contact.pseudo),
    lastMessageDate: optionalDate(contact.date_last_msg),
    lastMessageUserId: text(contact.last_msg_user_id),
    lastMessageId: text(contact.last_msg_id),
    lastMessage: text(contact.last_msg),
    isFriend: flag(contact.is_friend),
    isBlacklisted: flag(contact.is_blacklist),
    totalNewMessages: number(contact.nb_new_msg),
    needBlur: flag(contact.need_blur),
    isOnline: flag(contact.online),
    avatarUrl,
    ...(crop && cropSource && avatarUrl ? { avatarCrop: { crop, source: cropSource } } : {}),
  }
}

/** GET /ajax_api/load_contacts: the list under `contacts`, `result`, or bare. */
export function normalizeContacts(response: unknown): ConversationContact[] {
  return listAt(response, ['contacts', 'result'])
    .filter(isRecord)
    .map(normalizeContact)
    .filter((contact) => contact.id !== '')
}

const ALBUM_CODES: Readonly<Record<string, AlbumAction>> = { a0: 'request', a1: 'accept', 'a-1': 'refuse' }

/** The `id_extra` code for an album action (spec section 7). */
export function albumActionCode(action: AlbumAction): 'a0' | 'a1' | 'a-1' {
  return action === 'request' ? 'a0' : action === 'accept' ? 'a1' : 'a-1'
}

/** What an `id_extra` says: an album action, a shared photo's id, or nothing. */
export function readMessageExtra(value: unknown): {
  albumAction: AlbumAction | null
  sharedPhotoId: string | null
} {
  const code = text(value)
  if (code.startsWith('p_') && code.length > 2) return { albumAction: null, sharedPhotoId: code.slice(2) }
  return { albumAction: ALBUM_CODES[code] ?? null, sharedPhotoId: null }
}

const STATES: readonly MessageState[] = ['pending', 'sent', 'failed']

export function normalizeMessage(raw: unknown): Message {
  const message = record(raw)
  const state = text(message.state)
  return {
    id: text(message.id),
    date: optionalDate(message.date),
    recipientId: text(message.id_dest),
    recipientNickname: text(message.pseudo_dest),
    senderId: text(message.id_exp),
    senderNickname: text(message.pseudo_exp),
    senderFirstname: text(message.prenom_exp),
    text: text(message.msg),
    state: (STATES as readonly string[]).includes(state) ? (state as MessageState) : 'sent',
    photoUrl: optionalText(message.tof),
    ...readMessageExtra(message.id_extra),
  }
}

function optionalPhoto(value: unknown): Photo | null {
  if (typeof value === 'string' ? value.trim() === '' : !isRecord(value)) return null
  const photo = normalizePhoto(value, 0)
  return photo.normal ? photo : null
}

/** GET /ajax_api/load_messages. */
export function normalizeConversation(response: unknown): Conversation {
  const answer = record(response)
  const contactInfos = record(answer.contact_infos)
  const firstPrivate = record(answer.first_private_pic)
  return {
    chatId: text(answer.chatID),
    connected: flag(answer.connected ?? contactInfos.connected ?? contactInfos.online),
    contact: normalizeProfileCard(contactInfos),
    credits: number(answer.credits_counter),
    eclairs: number(answer.eclairs),
    myFirstPrivatePhoto: optionalPhoto(firstPrivate.me),
    contactFirstPrivatePhoto: optionalPhoto(firstPrivate.contact),
    contactPhotos: normalizePhotoList(answer.photos_v2),
    messages: list(answer.messages).filter(isRecord).map(normalizeMessage),
    alert: optionalText(answer.alert),
  }
}
