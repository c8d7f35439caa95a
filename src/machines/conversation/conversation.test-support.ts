/** A conversation, photos and stubbed calls, shared by the conversation's tests and stories. */
import { createActor, fromPromise } from 'xstate'
import type { Conversation, Message } from '../../api/models/chat'
import type { Photo } from '../../api/models/photo'
import type { WireRealtimeMessage } from '../../api/wire/chat'
import { type Deferred, deferred, flush } from '../../lib/deferred.test-support'
import { conversationMachine } from './conversation.machine'
import { selectMessages } from './conversation.selectors'
import type {
  ConversationEmitted,
  ConversationInput,
  ListChange,
  LoadConversationInput,
  LoadedConversation,
  SendMessageInput,
  SentMessageOutput,
} from './conversation.types'

export const ME = '10001'
export const CONTACT = '20001'

export function photo(id: string, overrides: Partial<Photo> = {}): Photo {
  const url = `https://photos.test/${id}`
  return {
    id,
    num: id,
    normal: `${url}-600.jpg`,
    medium: `${url}-300.jpg`,
    small: `${url}-120.jpg`,
    visibility: 'public',
    isMain: false,
    votes: 0,
    note: null,
    userRating: null,
    ...overrides,
  }
}

export function message(id: string, overrides: Partial<Message> = {}): Message {
  return {
    id,
    date: '2026-11-21 10:00:00',
    recipientId: ME,
    recipientNickname: 'Juliette75',
    senderId: CONTACT,
    senderNickname: 'Sophie_Lyon',
    senderFirstname: 'Sophie',
    text: `Message ${id}`,
    state: 'sent',
    photoUrl: null,
    albumAction: null,
    sharedPhotoId: null,
    ...overrides,
  }
}

export const HISTORY: Message[] = [
  message('1', { text: 'Bonsoir Juliette ! Ton profil m’a beaucoup plu.', date: '2026-11-20 21:02:00' }),
  message('2', {
    text: 'Merci Sophie 😊 Tu es sur Lyon depuis longtemps ?',
    senderId: ME,
    senderNickname: 'Juliette75',
    recipientId: CONTACT,
    date: '2026-11-20 21:05:00',
  }),
  message('3', { text: 'Depuis cinq ans. Et toi ?', date: '2026-11-20 21:06:00' }),
  message('4', {
    text: '',
    photoUrl: 'https://photos.test/p44-600.jpg',
    sharedPhotoId: '44',
    date: '2026-11-20 21:07:00',
  }),
  message('5', {
    text: 'J’aimerais voir votre album privé.',
    albumAction: 'request',
    date: '2026-11-20 21:08:00',
  }),
]

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    chatId: '77',
    connected: true,
    contact: {
      id: CONTACT,
      nickname: 'Sophie_Lyon',
      age: 31,
      firstname: 'Sophie',
      location: 'Lyon (69)',
      gender: '2',
      photos: [photo('40', { isMain: true })],
      avatar: photo('40', { isMain: true }),
      isOnline: true,
      averageNote: null,
      userNote: null,
      totalVotes: 0,
    },
    credits: 42,
    eclairs: 0,
    myFirstPrivatePhoto: null,
    contactFirstPrivatePhoto: null,
    contactPhotos: [],
    messages: HISTORY,
    alert: null,
    ...overrides,
  }
}

export const LOADED: LoadedConversation = {
  conversation: conversation(),
  isBlacklisted: false,
  isContact: true,
}

export const OWN_PHOTOS: Photo[] = [
  photo('101', { isMain: true }),
  photo('102'),
  photo('103', { visibility: 'private' }),
]

export interface ConversationStubs {
  load?: (input: LoadConversationInput) => Promise<LoadedConversation>
  send?: (input: SendMessageInput) => Promise<SentMessageOutput>
  change?: (input: { change: ListChange; contactId: string }) => Promise<void>
  photos?: () => Promise<Photo[]>
}

let sentCount = 0

/** The conversation with its calls replaced; by default everything works at once. */
export function conversationMachineWith(stubs: ConversationStubs = {}) {
  return conversationMachine.provide({
    actors: {
      loadConversation: fromPromise<LoadedConversation, LoadConversationInput>(({ input }) =>
        (stubs.load ?? (async () => LOADED))(input),
      ),
      sendChatMessage: fromPromise<SentMessageOutput, SendMessageInput>(({ input }) =>
        (
          stubs.send ??
          (async () => {
            sentCount += 1
            return { id: `s${sentCount}`, date: '2026-11-21 10:30:00' }
          })
        )(input),
      ),
      changeList: fromPromise<void, { change: ListChange; contactId: string }>(({ input }) =>
        (stubs.change ?? (async () => {}))(input),
      ),
      loadOwnPhotos: fromPromise<Photo[], void>(() => (stubs.photos ?? (async () => OWN_PHOTOS))()),
    },
  })
}

/** A cmd_new frame from `from`, as the socket pushes it. */
export function messageFrame(
  from: string,
  text: string,
  idMsg: string,
  extra: Record<string, unknown> = {},
): WireRealtimeMessage {
  return {
    action: 'cmd_new',
    connected: 1,
    infos_exp: { id: from, pseudo: 'Sophie_Lyon', age: '31' },
    pseudo: 'Sophie_Lyon',
    msg: text,
    txt_title: 'Nouveau message de Sophie_Lyon',
    tof: '',
    id_msg: idMsg,
    date: '2026-11-21 10:40:00',
    ...extra,
  } as WireRealtimeMessage
}

/** A conversation whose calls the test answers by hand: each call waits for its `Deferred`. */
export function startConversation(input: Partial<ConversationInput> = {}) {
  const loads: LoadConversationInput[] = []
  const loadAnswers: Deferred<LoadedConversation>[] = []
  const sends: SendMessageInput[] = []
  const sendAnswers: Deferred<SentMessageOutput>[] = []
  const changes: ListChange[] = []
  const changeAnswers: Deferred<void>[] = []
  const machine = conversationMachineWith({
    load: (i) => {
      loads.push(i)
      const d = deferred<LoadedConversation>()
      loadAnswers.push(d)
      return d.promise
    },
    send: (i) => {
      sends.push(i)
      const d = deferred<SentMessageOutput>()
      sendAnswers.push(d)
      return d.promise
    },
    change: (i) => {
      changes.push(i.change)
      const d = deferred<void>()
      changeAnswers.push(d)
      return d.promise
    },
  })
  const actor = createActor(machine, { input: { memberId: ME, contactId: CONTACT, ...input } }).start()
  const emitted: ConversationEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  const state = () => actor.getSnapshot()
  const type = (text: string) => actor.send({ type: 'draft.change', text })
  const loaded = async (value: LoadedConversation = LOADED) => {
    loadAnswers.at(-1)!.resolve(value)
    await flush()
  }
  return {
    actor,
    state,
    type,
    loaded,
    loads,
    loadAnswers,
    sends,
    sendAnswers,
    changes,
    changeAnswers,
    emitted,
  }
}

export type ConversationHarness = ReturnType<typeof startConversation>

/** The messages written on this side (pending, sent or failed), in order. */
export const ownMessages = (t: ConversationHarness) =>
  selectMessages(t.state()).filter((m) => m.clientId !== null)
