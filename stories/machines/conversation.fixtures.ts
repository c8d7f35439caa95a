/**
 * Shared by the chat stories (conversation, contact list, album sharing) and the chat benchmark:
 * members and photos drawn as SVG (no network), a conversation with every kind of message, and
 * long histories.
 */
import type { ConversationContact } from '../../src/api/models/chat'
import type { Photo } from '../../src/api/models/photo'
import { contact } from '../../src/machines/contact-list/contact-list.test-support'
import {
  conversation,
  HISTORY,
  LOADED,
  message,
} from '../../src/machines/conversation/conversation.test-support'
import type { ChatMessage, ConversationContext } from '../../src/machines/conversation/conversation.types'
import { portrait } from './discovery.fixtures'
import { storyPhoto } from './photo.fixtures'

export const ME = '10001'
export const CONTACT = '20001'

const avatar = (index: number): Photo => ({
  ...storyPhoto(String(index), { isMain: true }),
  small: portrait(index),
  medium: portrait(index),
  normal: portrait(index),
})

/** The conversations, blacklist and friends lists with drawn avatars. */
export const STORY_CONVERSATIONS: ConversationContact[] = [
  contact({
    id: CONTACT,
    nickname: 'Sophie_Lyon',
    lastMessage: 'On se voit samedi ? Je connais un super café près de Bellecour.',
    lastMessageDate: '2026-11-21 14:05:00',
    totalNewMessages: 3,
    isOnline: true,
    avatarUrl: portrait(1),
  }),
  contact({
    id: '20002',
    nickname: 'Camille33',
    lastMessage: 'Merci pour la photo 😊',
    lastMessageUserId: ME,
    lastMessageDate: '2026-11-19 21:40:00',
    avatarUrl: portrait(2),
  }),
  contact({
    id: '20003',
    nickname: 'Lea-Nantes',
    lastMessage: 'Coucou',
    needBlur: true,
    totalNewMessages: 1,
    lastMessageDate: '2026-11-02 08:15:00',
    avatarUrl: portrait(3),
  }),
]
export const STORY_BLACKLIST: ConversationContact[] = [
  contact({
    id: '20009',
    nickname: 'Indesirable',
    isBlacklisted: true,
    lastMessage: '',
    lastMessageDate: null,
    avatarUrl: portrait(9),
  }),
]
export const STORY_FRIENDS: ConversationContact[] = [
  contact({ id: CONTACT, nickname: 'Sophie_Lyon', isFriend: true, isOnline: true, avatarUrl: portrait(1) }),
]
export const STORY_LISTS: Record<1 | 2 | 3, ConversationContact[]> = {
  1: STORY_CONVERSATIONS,
  2: STORY_BLACKLIST,
  3: STORY_FRIENDS,
}

const sharedPhoto = storyPhoto('44').medium

/** The demo conversation with drawn photos: text both ways, a photo from the contact, an album request. */
export const STORY_DETAILS = (() => {
  const { messages: _messages, ...details } = conversation({
    contact: { ...LOADED.conversation.contact, avatar: avatar(1), photos: [avatar(1)] },
  })
  return details
})()

export const STORY_HISTORY: ChatMessage[] = HISTORY.map((m) => ({
  ...m,
  ...(m.photoUrl ? { photoUrl: sharedPhoto } : {}),
  clientId: null,
  failure: null,
  attempt: null,
}))

export const OWN_STORY_PHOTOS: Photo[] = [
  storyPhoto('1', { isMain: true }),
  storyPhoto('2'),
  storyPhoto('3', { visibility: 'private' }),
]

/** The context of a read conversation, with overrides. */
export function conversationContext(overrides: Partial<ConversationContext> = {}): ConversationContext {
  return {
    memberId: ME,
    contactId: CONTACT,
    isPremium: true,
    details: STORY_DETAILS,
    messages: STORY_HISTORY,
    draft: '',
    outbox: [],
    inFlight: null,
    written: 0,
    isBlacklisted: false,
    isContact: true,
    revealedPhotoIds: [],
    ownPhotos: [],
    loadFailure: null,
    listFailure: null,
    photosFailure: null,
    ...overrides,
  }
}

/** One of the member's own messages, written here: pending, sent or failed. */
export function ownMessage(
  clientId: string,
  text: string,
  state: ChatMessage['state'],
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    ...message(state === 'sent' ? `s-${clientId}` : clientId, {
      text,
      senderId: ME,
      senderNickname: 'Juliette75',
      recipientId: CONTACT,
      date: '2026-11-21 10:30:00',
      state,
    }),
    clientId,
    failure: null,
    attempt: null,
    ...extra,
  }
}

const LINES = [
  'Bonsoir ! Tu as passé une bonne journée ?',
  'Oui, très bien merci, et toi ?',
  'Ça te dirait un verre jeudi soir vers le Vieux-Port ?',
  'Avec plaisir 😊 Je finis le travail à 19 h.',
  'Parfait, je connais un bar à vin très sympa. Il y a une terrasse chauffée et des tapas maison, tu vas adorer.',
  'Haha',
  'Tu préfères le cinéma ou les concerts ?',
]

/** `count` messages alternating between the two members, with varied lengths (benchmarks, long stories). */
export function longHistory(count: number): ChatMessage[] {
  const start = new Date(2026, 0, 1, 8, 0, 0).getTime()
  return Array.from({ length: count }, (_, i) => {
    const mine = i % 3 === 1
    const date = new Date(start + i * 60_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    return {
      ...message(String(i + 1), {
        text: `${LINES[i % LINES.length]} (${i + 1})`,
        senderId: mine ? ME : CONTACT,
        recipientId: mine ? CONTACT : ME,
        date: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`,
      }),
      clientId: null,
      failure: null,
      attempt: null,
    }
  })
}
