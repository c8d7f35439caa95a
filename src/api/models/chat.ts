/** The client's chat (spec section 3): contacts, conversations and messages. */
import type { Photo, PhotoCrop } from './photo'
import type { ProfileCard } from './profile'

export type ContactFilter = 1 | 2 | 3

/** load_contacts filters (spec section 7). */
export const ContactFilter = { Conversations: 1, Blacklist: 2, Friends: 3 } as const

export interface ConversationContact {
  id: string
  nickname: string
  lastMessageDate: string | null
  lastMessageUserId: string
  lastMessageId: string
  lastMessage: string
  isFriend: boolean
  isBlacklisted: boolean
  totalNewMessages: number
  needBlur: boolean
  isOnline: boolean
  avatarUrl: string
  /** Ours: the avatar's saved crop and the size its pixels belong to, when the server sends both. */
  avatarCrop?: { crop: PhotoCrop; source: string }
}

/** 'sent' is the default (spec section 4); the conversation machine sets the others. */
export type MessageState = 'pending' | 'sent' | 'failed'

/** The album-share action a message carries (`id_extra` a0, a1, a-1). */
export type AlbumAction = 'request' | 'accept' | 'refuse'

export interface Message {
  id: string
  date: string | null
  recipientId: string
  recipientNickname: string
  senderId: string
  senderNickname: string
  senderFirstname: string
  text: string
  state: MessageState
  photoUrl: string | null
  albumAction: AlbumAction | null
  /** The shared photo's id when `id_extra` was `p_{photoId}`. */
  sharedPhotoId: string | null
}

export interface Conversation {
  chatId: string
  /** Whether the contact is online. */
  connected: boolean
  contact: ProfileCard
  credits: number
  eclairs: number
  myFirstPrivatePhoto: Photo | null
  contactFirstPrivatePhoto: Photo | null
  contactPhotos: Photo[]
  messages: Message[]
  alert: string | null
}
