/**
 * Realtime frames as the WebSocket sends them (as the mock backend sends them too), sample notifications, and
 * the machine with its storage actions replaced: shared by the tests and the stories.
 */
import { assign, fromPromise } from 'xstate'
import type { WireRealtimeMessage } from '../../api/wire/chat'
import type { Notification, NotificationType } from './notification-model'
import { notificationsMachine } from './notifications.machine'
import type { ServerConversation } from './notifications.server'

export interface FrameSender {
  id: string
  pseudo: string
  age?: string
  prenom?: string
  zone_name?: string
  tof?: string
}

export const JULIE: FrameSender = {
  id: '10042',
  pseudo: 'Julie_75',
  age: '29',
  prenom: 'Julie',
  zone_name: 'Paris (75)',
  tof: '/avatars/julie.jpg',
}

export const MARC: FrameSender = { id: '10077', pseudo: 'Marc Élan', age: '41', zone_name: 'Lyon (69)' }

/** A frame in the server's shape: action, connected, infos_exp, pseudo, msg, txt_title, tof, extras. */
export function realtimeFrame(
  action: string,
  sender: FrameSender = JULIE,
  extra: Record<string, unknown> = {},
): WireRealtimeMessage {
  return {
    action,
    connected: 1,
    infos_exp: { ...sender },
    pseudo: sender.pseudo,
    msg: '',
    txt_title: '',
    tof: sender.tof ?? '',
    ...extra,
  } as WireRealtimeMessage
}

export const messageFrame = (idMsg: string, msg: string, sender: FrameSender = JULIE) =>
  realtimeFrame('cmd_new', sender, {
    msg,
    txt_title: `Nouveau message de ${sender.pseudo}`,
    id_msg: idMsg,
    chatID: '5001',
  })

export const visitFrame = (sender: FrameSender = JULIE) =>
  realtimeFrame('cmd_visit', sender, {
    msg: `${sender.pseudo} a visité votre profil`,
    txt_title: 'Nouvelle visite',
  })

/** A notification as the machine holds it, `minutesAgo` before `now`. */
export function sampleNotification(
  overrides: Partial<Notification> & { minutesAgo?: number; now?: number } = {},
): Notification {
  const { minutesAgo = 5, now = Date.now(), data, ...rest } = overrides
  return {
    id: 'message-1',
    type: 'message',
    title: 'Nouveau message de Julie_75',
    message: 'Salut ! Tu es dispo ce soir ?',
    timestamp: now - minutesAgo * 60_000,
    read: false,
    ...rest,
    data: {
      kind: 'message',
      senderId: JULIE.id,
      nickname: JULIE.pseudo,
      avatarUrl: null,
      link: '/app/chat/julie-75-10042',
      ...data,
    },
  }
}

/** A list of every kind, newest first, the last two read. */
export function sampleNotifications(now = Date.now()): Notification[] {
  return [
    sampleNotification({ now, minutesAgo: 0 }),
    sampleNotification({
      now,
      minutesAgo: 12,
      id: 'visit-10077-1',
      type: 'visit',
      title: 'Nouvelle visite',
      message: '',
      data: {
        kind: 'visit',
        senderId: MARC.id,
        nickname: MARC.pseudo,
        avatarUrl: null,
        link: '/app/users/marc-elan-10077',
      },
    }),
    sampleNotification({
      now,
      minutesAgo: 90,
      id: 'vote-10077-2',
      type: 'vote',
      title: 'Nouveau vote',
      message: '',
      data: {
        kind: 'vote',
        senderId: MARC.id,
        nickname: MARC.pseudo,
        avatarUrl: null,
        link: '/app/users/marc-elan-10077',
        stars: 4,
      },
    }),
    sampleNotification({
      now,
      minutesAgo: 60 * 5,
      id: 'favorite-10042-3',
      type: 'like',
      title: 'Nouveau favori',
      message: '',
      data: {
        kind: 'favorite',
        senderId: JULIE.id,
        nickname: JULIE.pseudo,
        avatarUrl: null,
        link: '/app/users/julie-75-10042',
      },
    }),
    sampleNotification({
      now,
      minutesAgo: 60 * 26,
      id: 'match-10042-4',
      type: 'match',
      title: "C'est un match !",
      message: '',
      read: true,
      data: {
        kind: 'match',
        senderId: JULIE.id,
        nickname: JULIE.pseudo,
        avatarUrl: null,
        link: '/app/users/julie-75-10042',
      },
    }),
    sampleNotification({
      now,
      minutesAgo: 60 * 24 * 3,
      id: 'albumAnswer-10077-5',
      type: 'message',
      title: 'Réponse à votre demande',
      message: '',
      read: true,
      data: {
        kind: 'albumAnswer',
        senderId: MARC.id,
        nickname: MARC.pseudo,
        avatarUrl: null,
        link: '/app/chat/marc-elan-10077',
        accepted: true,
      },
    }),
  ]
}

/** What the storage actions were asked to write, in order. */
export interface StorageLog {
  notifications: Notification[][]
  mutedTypes: NotificationType[][]
}

/** A conversation as `load_contacts` counts it: `unread` messages from Julie, the last one `lastId`. */
export function serverConversationOf(
  lastId: number | null,
  unread: number,
  sender: FrameSender = JULIE,
  lastText = 'Tu es là ?',
): ServerConversation {
  return {
    contactId: sender.id,
    nickname: sender.pseudo,
    avatarUrl: sender.tof ?? null,
    lastIdFromContact: lastId,
    lastText,
    lastDate: 1_800_000_000_000,
    unread,
  }
}

/**
 * The machine with storage replaced: it starts from `stored` and records every write in `log`. The
 * server's unread count answers `server` (a list of conversations, or an error to throw; none by
 * default), or never answers when `server` is 'pending'.
 */
export function notificationsMachineWith(
  stored: { notifications?: Notification[]; mutedTypes?: NotificationType[] } = {},
  log: StorageLog = { notifications: [], mutedTypes: [] },
  server: readonly ServerConversation[] | Error | 'pending' | (() => readonly ServerConversation[]) = [],
) {
  return notificationsMachine.provide({
    actors: {
      readServerUnread: fromPromise<ServerConversation[], { since: number | null }>(() => {
        if (server === 'pending') return new Promise(() => {})
        if (server instanceof Error) return Promise.reject(server)
        return Promise.resolve([...(typeof server === 'function' ? server() : server)])
      }),
    },
    actions: {
      restoreStored: assign({
        notifications: stored.notifications ?? [],
        mutedTypes: stored.mutedTypes ?? [],
      }),
      storeNotifications: ({ context }) => {
        log.notifications.push(context.notifications)
      },
      storeMutedTypes: ({ context }) => {
        log.mutedTypes.push(context.mutedTypes)
      },
      storeRemovedIds: () => {},
      storeConversationsRead: () => {},
    },
  })
}

/** The machine with its real storage, and a server that counts nothing unread (no call made). */
export const withEmptyServer = notificationsMachine.provide({
  actors: { readServerUnread: fromPromise<ServerConversation[], { since: number | null }>(async () => []) },
})
