/** Contacts and stubs for the contact lists, shared by tests and stories. */
import { fromPromise } from 'xstate'
import type { ConversationContact } from '../../api/models/chat'
import { contactListMachine } from './contact-list.machine'
import type { LoadContactsInput } from './contact-list.types'

export function contact(overrides: Partial<ConversationContact> & { id: string }): ConversationContact {
  return {
    nickname: `Membre${overrides.id}`,
    lastMessageDate: '2026-11-21 14:05:00',
    lastMessageUserId: overrides.id,
    lastMessageId: `m${overrides.id}`,
    lastMessage: 'Bonjour !',
    isFriend: false,
    isBlacklisted: false,
    totalNewMessages: 0,
    needBlur: false,
    isOnline: false,
    avatarUrl: '',
    ...overrides,
  }
}

export const CONVERSATIONS: ConversationContact[] = [
  contact({
    id: '20001',
    nickname: 'Sophie_Lyon',
    lastMessage: 'On se voit samedi ? Je connais un super café près de Bellecour.',
    totalNewMessages: 3,
    isOnline: true,
  }),
  contact({
    id: '20002',
    nickname: 'Camille33',
    lastMessage: 'Merci pour la photo 😊',
    lastMessageUserId: '10001',
  }),
  contact({
    id: '20003',
    nickname: 'Lea-Nantes',
    lastMessage: 'Coucou',
    needBlur: true,
    totalNewMessages: 1,
  }),
]
export const BLACKLIST: ConversationContact[] = [
  contact({ id: '20009', nickname: 'Indésirable', isBlacklisted: true }),
]
export const FRIENDS: ConversationContact[] = [
  contact({ id: '20001', nickname: 'Sophie_Lyon', isFriend: true, isOnline: true }),
]

export const LISTS: Record<1 | 2 | 3, ConversationContact[]> = { 1: CONVERSATIONS, 2: BLACKLIST, 3: FRIENDS }

/** The lists with load_contacts replaced (by default the lists above, at once). */
export function contactListMachineWith(
  load: (input: LoadContactsInput) => Promise<ConversationContact[]> = async ({ filter }) => LISTS[filter],
) {
  return contactListMachine.provide({
    actors: {
      loadContacts: fromPromise<ConversationContact[], LoadContactsInput>(({ input }) => load(input)),
    },
  })
}
