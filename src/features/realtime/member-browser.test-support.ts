/**
 * A fake browser whose tabs run the socket and the notifications as the app does (the app's own
 * machines and wiring, `feed-notifications.ts`), storage shared between tabs, and a chat server
 * whose answers (readings of the unread count, conversation loads) race the tabs' channel messages
 * and storage events in a drawn order: realtime-tabs.property.test.ts plays commands on it.
 */
import { type Actor, assign, createActor, fromCallback, setup } from 'xstate'
import {
  conversationsReadKey,
  notificationListKey,
  removedIdsKey,
  writeStoredConversationsRead,
  writeStoredMutedTypes,
  writeStoredNotificationList,
  writeStoredRemovedIds,
} from '../../lib/notification-storage'
import { notificationsMachine } from '../../machines/notifications/notifications.machine'
import type { ServerConversation } from '../../machines/notifications/notifications.server'
import type { NotificationsEvent } from '../../machines/notifications/notifications.types'
import { createBrowser, type FakeTab, TaskQueue } from '../../machines/socket/socket.tabs.test-support'
import { type ConversationReadSource, feedNotifications } from './feed-notifications'

/** The member whose tabs these are. */
export const USER = '10001'

export interface TabNotifications {
  actor: Actor<typeof notificationsMachine>
  toasts: string[]
}

/**
 * The server's side of the chat, as `load_contacts` counts it: every message sent to the member, and
 * how far each conversation was read (loading a conversation reads it all, as load_messages does).
 */
export function createChatServer() {
  const messages: { id: number; from: string }[] = []
  const readUpTo = new Map<string, number>()
  const lastFrom = (from: string) =>
    messages.reduce((last, m) => (m.from === from && m.id > last ? m.id : last), 0)
  return {
    messages,
    sent(id: number, from: string) {
      messages.push({ id, from })
    },
    /** The member's page loaded the conversation with `from`: all of it is read. */
    readConversation(from: string) {
      const last = lastFrom(from)
      readUpTo.set(from, Math.max(readUpTo.get(from) ?? 0, last))
      return last
    },
    isRead: (id: number, from: string) => (readUpTo.get(from) ?? 0) >= id,
    /** `load_contacts?filter=1` as the app reads it. */
    conversations(): ServerConversation[] {
      return [...new Set(messages.map((m) => m.from))].map((from) => ({
        contactId: from,
        nickname: 'Marc',
        avatarUrl: null,
        lastIdFromContact: lastFrom(from),
        lastText: '',
        lastDate: null,
        unread: messages.filter((m) => m.from === from && m.id > (readUpTo.get(from) ?? 0)).length,
      }))
    },
  }
}

export type ChatServer = ReturnType<typeof createChatServer>

/** A browser whose tabs run the socket and the notifications as the app does, storage shared. */
export function createMemberBrowser(pickOrder: readonly boolean[]) {
  const storageEvents = new TaskQueue()
  /** The server's answers (readings of the unread count, conversation loads): a third task source. */
  const serverTasks = new TaskQueue()
  const chatServer = createChatServer()
  const hearers = new Map<string, () => void>()
  const notifications = new Map<string, TabNotifications>()
  const toastsOf = new Map<string, number>()

  /** A tab wrote `key`: the others hear a storage event later, if the value changed (a browser's rule). */
  const written = (from: string, key: string, write: () => void) => {
    const before = localStorage.getItem(key)
    write()
    if (localStorage.getItem(key) === before) return
    for (const id of hearers.keys()) if (id !== from) storageEvents.push(() => hearers.get(id)?.())
  }

  /**
   * A reading of the server's unread count, answered later (as its call takes a round trip): the
   * answer is the server as it is when it answers, and races the frames and the storage events.
   */
  const serverReading = setup({
    types: {
      context: {} as { conversations: ServerConversation[] },
      events: {} as { type: 'answer'; conversations: ServerConversation[] },
      output: {} as ServerConversation[],
    },
  }).createMachine({
    context: { conversations: [] },
    entry: ({ self }) =>
      serverTasks.push(() => self.send({ type: 'answer', conversations: chatServer.conversations() })),
    initial: 'asking',
    states: {
      asking: {
        on: {
          answer: {
            target: 'answered',
            actions: assign({ conversations: ({ event }) => event.conversations }),
          },
        },
      },
      answered: { type: 'final' },
    },
    output: ({ context }) => context.conversations,
  })

  const browser = createBrowser((t: FakeTab) => {
    const machine = notificationsMachine.provide({
      actors: {
        readServerUnread: serverReading as never,
        otherTabs: fromCallback(({ sendBack }) => {
          hearers.set(t.id, () =>
            sendBack({ type: 'notifications.storedChanged' } satisfies NotificationsEvent),
          )
          return () => hearers.delete(t.id)
        }),
      },
      actions: {
        storeNotifications: ({ context }) =>
          written(t.id, notificationListKey(context.userId), () =>
            writeStoredNotificationList(context.userId, context.notifications),
          ),
        storeRemovedIds: ({ context }) =>
          written(t.id, removedIdsKey(context.userId), () =>
            writeStoredRemovedIds(context.userId, context.removedIds),
          ),
        storeMutedTypes: ({ context }) => writeStoredMutedTypes(context.userId, context.mutedTypes),
        storeConversationsRead: ({ context }) =>
          written(t.id, conversationsReadKey(context.userId), () =>
            writeStoredConversationsRead(context.userId, context.readUpTo),
          ),
      },
    })
    // As member-realtime.tsx starts it: the conversation a chat page opened first is open already.
    const actor = createActor(machine, { input: { userId: USER, openChatWith: t.conversation.current() } })
    const toasts: string[] = []
    actor.on('toast.requested', ({ notification }) => {
      toasts.push(notification.id)
      toastsOf.set(notification.id, (toastsOf.get(notification.id) ?? 0) + 1)
    })
    actor.start()
    notifications.set(t.id, { actor, toasts })
    // The chat page of this tab: opening a conversation loads it, a message arriving in it or a
    // reconnect loads it again; each load reads it on the server (a round trip: a server task, run
    // even if the tab is gone by then: the request left). The page says how far it read
    // (src/lib/open-conversation.ts) as the load leaves, up to the contact's last message it holds
    // (conversation.reading), and again with the answer, if it still shows it (conversation.read).
    const readListeners = new Set<(memberId: string, upTo: number) => void>()
    let readUpTo: { memberId: string; upTo: number } | null = null
    /** The contact's last message the open conversation's page holds (frames heard, loads answered). */
    let held = 0
    const reads: ConversationReadSource = {
      current: () => (readUpTo && readUpTo.memberId === t.conversation.current() ? readUpTo.upTo : null),
      watch: (listener) => {
        readListeners.add(listener)
        return () => readListeners.delete(listener)
      },
    }
    const markRead = (memberId: string, upTo: number) => {
      const before = readUpTo?.memberId === memberId ? readUpTo.upTo : 0
      readUpTo = { memberId, upTo: Math.max(before, upTo) }
      for (const listener of readListeners) listener(memberId, upTo)
    }
    const load = (memberId: string | null) => {
      if (!memberId) return
      serverTasks.push(() => {
        const upTo = chatServer.readConversation(memberId)
        if (!t.alive || t.conversation.current() !== memberId || upTo === 0) return
        held = Math.max(held, upTo)
        markRead(memberId, upTo)
      })
      if (held > 0) markRead(memberId, held)
    }
    const unfeed = feedNotifications(t.actor, actor, t.conversation, reads)
    const unwatch = t.conversation.watch((memberId) => {
      held = 0
      load(memberId)
    })
    const pageSubscriptions = [
      t.actor.on('realtime.received', ({ message }) => {
        const frame = message as { infos_exp?: { id?: string }; id_msg?: string }
        const from = frame.infos_exp?.id
        if (message.action !== 'cmd_new' || from !== t.conversation.current()) return
        held = Math.max(held, Number(frame.id_msg) || 0)
        load(from)
      }),
      t.actor.on('socket.reconnected', () => load(t.conversation.current())),
    ]
    return () => {
      unfeed()
      unwatch()
      for (const subscription of pageSubscriptions) subscription.unsubscribe()
      actor.stop()
    }
  })

  let step = 0
  const draw = () => pickOrder[step++ % Math.max(1, pickOrder.length)] ?? false
  /** Runs every task; when several sources have one, the drawn order says which runs first. */
  const settle = () => {
    const sources = [browser.queue, storageEvents, serverTasks]
    for (let n = 0; sources.some((q) => q.length > 0); n++) {
      if (n >= 20_000) throw new Error('the tabs never settle')
      const ready = sources.filter((q) => q.length > 0)
      // Each ready source but the last is taken on a drawn `true`; the last one otherwise.
      const source = ready.find((_source, i) => i === ready.length - 1 || draw()) as TaskQueue
      source.step()
    }
  }
  return { browser, notifications, toastsOf, settle, chatServer }
}
