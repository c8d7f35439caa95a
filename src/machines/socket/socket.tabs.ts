/**
 * One socket per member across tabs: the tab holding a Web Lock named after the session is the
 * leader and opens the socket; the others follow over a BroadcastChannel of the same name (what
 * arrives, the socket's status, frames to send and their acknowledgements). When the leader tab
 * closes or crashes, the browser frees the lock at once and the next tab waiting for it leads.
 * Where either API is missing (the widget, Node), every tab leads alone, as before.
 */
import { fromCallback } from 'xstate'
import type { WireRealtimeMessage } from '../../api/wire/chat'
import { FORM_COMMANDS } from '../../api/wire/common'
import { openConversationWith, watchOpenConversation } from '../../lib/open-conversation'
import type { ConnectionStatus, SocketErrorCode, SocketEvent, SocketFrame, TabView } from './socket.types'

export type { TabView } from './socket.types'

/** What tabs tell each other; `from` is the sender's tab id. */
export type TabMessage =
  /** The leader's socket status (on every change, and to a tab that just said hello). */
  | { kind: 'status'; from: string; status: ConnectionStatus; error: SocketErrorCode | null }
  /** A frame the leader's socket received; `toastTab` is the one tab that may pop a toast for it. */
  | {
      kind: 'frame'
      from: string
      message: WireRealtimeMessage
      receivedAt: number
      toastTab: string | null
      seq: number
      seen: boolean
    }
  /** The leader hands tab `to` the toast of frame `seq` (the tab first picked could not show it). */
  | { kind: 'toast'; from: string; to: string; seq: number; message: WireRealtimeMessage; receivedAt: number }
  /** The tab handed the toast of frame `seq` showed it, or could not (hidden). */
  | { kind: 'toastAnswer'; from: string; seq: number; shown: boolean }
  /** The leader's socket is back after a drop, or a new leader connected: read everything again. */
  | { kind: 'reconnected'; from: string }
  /** A tab started, or took the lead: the leader answers with its status, every tab with its view. */
  | { kind: 'hello'; from: string }
  /** A follower asks the leader to send a frame (its own id for it). */
  | { kind: 'send'; from: string; id: number; frame: SocketFrame }
  /** The leader wrote the frame `id` of tab `to`: it may forget it. */
  | { kind: 'written'; from: string; to: string; id: number }
  /** A follower's member asked to reconnect. */
  | { kind: 'reconnect'; from: string }
  /** Whether a tab is seen and focused, so the leader picks one tab to pop toasts. */
  | {
      kind: 'view'
      from: string
      visible: boolean
      focused: boolean
      at: number
      /** The member whose conversation the tab shows: their messages are read there, not toasted. */
      chatWith: string | null
    }
  /** The tab is going away (page hidden for good): it no longer shows toasts. */
  | { kind: 'bye'; from: string }

/** Lock and channel name for one session: tabs of the same session share one socket. */
export const tabsNameOf = (sessionId: string) => `flirt-socket:${sessionId}`

/** The tab's own id, new for every page load. */
export const newTabId = () =>
  globalThis.crypto?.randomUUID?.() ?? `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/** The part of the Web Locks API the leadership actor uses; `navigator.locks` fits it. */
export interface LockManagerLike {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>
}

/** The part of BroadcastChannel the channel actor uses. */
export interface ChannelLike {
  postMessage(message: TabMessage): void
  close(): void
  onmessage: ((event: MessageEvent<TabMessage>) => void) | null
}

/**
 * Waits for the lock `name` and reports `tabs.elected` once this tab holds it; holds it until the
 * actor stops (the machine is stopped, or the tab goes away: then the browser frees it). No lock
 * manager: elected at once. No name (not shared): nothing to elect.
 */
export function createLeadershipActor(
  getLocks: () => LockManagerLike | undefined = () => globalThis.navigator?.locks,
) {
  return fromCallback<{ type: 'none' }, { name: string | null }>(({ input, sendBack }) => {
    if (!input.name) return
    const locks = getLocks()
    if (!locks) {
      sendBack({ type: 'tabs.elected' } satisfies SocketEvent)
      return
    }
    const waiting = new AbortController()
    let release: (() => void) | null = null
    locks
      .request(input.name, { signal: waiting.signal }, () => {
        sendBack({ type: 'tabs.elected' } satisfies SocketEvent)
        return new Promise<void>((resolve) => {
          release = resolve
        })
      })
      .catch(() => {
        // Aborted while waiting: the actor stopped before this tab led.
      })
    return () => {
      waiting.abort()
      release?.()
    }
  })
}

/** What the machine asks the presence actor: report when tab `tabId` is gone. */
export type TabPresenceCommand = { type: 'tabs.watch'; tabId: string }

/** The lock a tab holds while it lives, named after the session's and the tab's own. */
export const presenceLockOf = (name: string, tabId: string) => `${name}:tab:${tabId}`

/**
 * This tab holds a lock named after itself while it lives; the browser frees it when the tab goes,
 * closed or crashed (no pagehide, no goodbye). Asked to watch another tab, the actor waits for that
 * tab's lock: granted means the tab is gone (`tabs.gone`), and it lets the lock go at once. The
 * leader watches every tab whose view it keeps, so a crashed tab's view (visible, a conversation
 * open) neither hides a message's toast and count nor is picked for a toast. The lock is granted to
 * this tab after its first view went out, and a leader's request may reach the lock manager before
 * this tab's own (two pipes, no order between them): `tabs.presenceHeld` then has the tab say its
 * view again, so a leader that took it for gone knows it again. No lock manager, or no name (not
 * shared): nothing to watch.
 */
export function createTabPresenceActor(
  getLocks: () => LockManagerLike | undefined = () => globalThis.navigator?.locks,
) {
  return fromCallback<TabPresenceCommand, { name: string | null; tabId: string }>(
    ({ input, sendBack, receive }) => {
      const locks = input.name ? getLocks() : undefined
      if (!input.name || !locks) return
      const name = input.name
      const requests = new Set<AbortController>()
      let releaseOwn: (() => void) | null = null
      const own = new AbortController()
      locks
        .request(presenceLockOf(name, input.tabId), { signal: own.signal }, () => {
          sendBack({ type: 'tabs.presenceHeld' } satisfies SocketEvent)
          return new Promise<void>((resolve) => {
            releaseOwn = resolve
          })
        })
        .catch(() => {
          // Aborted while waiting: the actor stopped first.
        })
      receive(({ tabId }) => {
        if (tabId === input.tabId) return
        const watching = new AbortController()
        requests.add(watching)
        locks
          .request(presenceLockOf(name, tabId), { signal: watching.signal }, () => {
            requests.delete(watching)
            sendBack({ type: 'tabs.gone', tabId } satisfies SocketEvent)
            // Let it go: the settled promise frees it in a browser; the abort, in a lock manager that
            // frees on abort (the tests').
            watching.abort()
            return Promise.resolve()
          })
          .catch(() => {
            // Aborted while waiting: this tab stopped first.
          })
      })
      return () => {
        for (const request of requests) request.abort()
        own.abort()
        releaseOwn?.()
      }
    },
  )
}

/** Turns what another tab said into the socket machine's event, or null when it is not for this tab. */
export function eventOfTabMessage(message: TabMessage, tabId: string): SocketEvent | null {
  if (message.from === tabId) return null
  switch (message.kind) {
    case 'status':
      return {
        type: 'tabs.leaderStatus',
        leaderId: message.from,
        status: message.status,
        error: message.error,
      }
    case 'frame':
      return {
        type: 'tabs.frameReceived',
        message: message.message,
        receivedAt: message.receivedAt,
        toastHere: message.toastTab === tabId,
        seq: message.seq,
        seen: message.seen,
      }
    case 'toast':
      return message.to === tabId
        ? {
            type: 'tabs.toastHanded',
            seq: message.seq,
            message: message.message,
            receivedAt: message.receivedAt,
          }
        : null
    case 'toastAnswer':
      return { type: 'tabs.toastAnswered', tabId: message.from, seq: message.seq, shown: message.shown }
    case 'reconnected':
      return { type: 'tabs.reconnected' }
    case 'hello':
      return { type: 'tabs.helloReceived', tabId: message.from }
    case 'send':
      return { type: 'tabs.sendRequested', tabId: message.from, id: message.id, frame: message.frame }
    case 'written':
      return message.to === tabId ? { type: 'socket.frameWritten', id: message.id } : null
    case 'reconnect':
      return { type: 'tabs.reconnectRequested' }
    case 'view':
      return {
        type: 'tabs.viewChanged',
        tabId: message.from,
        visible: message.visible,
        focused: message.focused,
        at: message.at,
        chatWith: message.chatWith,
      }
    case 'bye':
      return { type: 'tabs.gone', tabId: message.from }
  }
}

/** What the machine asks the channel actor to post. */
export type TabChannelCommand = { type: 'tabs.post'; message: TabMessage }

/** The command that posts `message` to the other tabs (the machine sends it to its `tabs` actor). */
export const tabsPost = (message: TabMessage): TabChannelCommand => ({ type: 'tabs.post', message })

/**
 * The channel to the member's other tabs: posts what the machine asks, reports what others said.
 * No BroadcastChannel, or no name: posts go nowhere.
 */
export function createTabChannelActor(
  openChannel: (name: string) => ChannelLike | null = (name) =>
    typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(name) as unknown as ChannelLike),
) {
  return fromCallback<TabChannelCommand, { name: string | null; tabId: string }>(
    ({ input, sendBack, receive }) => {
      const channel = input.name ? openChannel(input.name) : null
      if (!channel) return
      channel.onmessage = (event) => {
        const reported = eventOfTabMessage(event.data, input.tabId)
        if (reported) sendBack(reported)
      }
      receive((command) => channel.postMessage(command.message))
      return () => {
        channel.onmessage = null
        channel.close()
      }
    },
  )
}

/** Which conversation the tab shows (src/lib/open-conversation.ts), read now and followed. */
export interface OpenConversationSource {
  current(): string | null
  watch(listener: (memberId: string | null) => void): () => void
}

/** What a tab's view is (visible, focused, its open conversation), reported on every change. */
export interface TabViewSources {
  document?: { readonly visibilityState: string; hasFocus(): boolean } & EventTarget
  window?: EventTarget
  conversation?: OpenConversationSource
}

const liveConversation: OpenConversationSource = {
  current: openConversationWith,
  watch: watchOpenConversation,
}

/**
 * Reports this tab's view (`tabs.ownViewChanged`) at start and on every change of visibility,
 * focus or open conversation, and `tabs.leaving` when the page is hidden for good (pagehide). The
 * open conversation is read at start: a chat page that mounted first is known before any frame.
 */
export function createTabViewActor(
  getSources: () => TabViewSources = () => ({
    document: globalThis.document,
    window: typeof window === 'undefined' ? undefined : window,
    conversation: liveConversation,
  }),
) {
  return fromCallback(({ sendBack }) => {
    const { document, window, conversation } = getSources()
    if (!document) return
    const report = () =>
      sendBack({
        type: 'tabs.ownViewChanged',
        visible: document.visibilityState === 'visible',
        focused: document.hasFocus(),
        chatWith: conversation?.current() ?? null,
      } satisfies SocketEvent)
    const leave = () => sendBack({ type: 'tabs.leaving' } satisfies SocketEvent)
    report()
    document.addEventListener('visibilitychange', report)
    window?.addEventListener('focus', report)
    window?.addEventListener('blur', report)
    window?.addEventListener('pagehide', leave)
    const unwatch = conversation?.watch(report)
    return () => {
      unwatch?.()
      document.removeEventListener('visibilitychange', report)
      window?.removeEventListener('focus', report)
      window?.removeEventListener('blur', report)
      window?.removeEventListener('pagehide', leave)
    }
  })
}

/**
 * The one tab that pops a toast for a frame: a focused visible tab, else the visible tab seen last,
 * else none (nobody would see it; the bell and the title still count it).
 */
export function toastTabOf(views: Record<string, TabView>, except: readonly string[] = []): string | null {
  const entries = Object.entries(views).filter(([id, view]) => view.visible && !except.includes(id))
  const focused = entries.filter(([, view]) => view.focused)
  const pool = focused.length > 0 ? focused : entries
  let best: [string, TabView] | null = null
  for (const entry of pool) if (!best || entry[1].at > best[1].at) best = entry
  return best ? best[0] : null
}

/**
 * Whether `message` is a message from a member whose conversation a visible tab shows: it is read
 * there, so it pops no toast and counts nowhere.
 */
export function isSeenInView(message: WireRealtimeMessage, views: Record<string, TabView>): boolean {
  if (message.action !== FORM_COMMANDS.message) return false
  const sender = (message as { infos_exp?: { id?: unknown } }).infos_exp?.id
  if (sender === undefined || sender === null) return false
  return Object.values(views).some((view) => view.visible && view.chatWith === String(sender))
}

/**
 * The live actors (Web Locks, BroadcastChannel, the page's document and window), for
 * `socketMachine.provide({ actors: liveTabActors() })` where the socket is shared between tabs.
 */
export const liveTabActors = () => ({
  leadership: createLeadershipActor(),
  tabPresence: createTabPresenceActor(),
  tabChannel: createTabChannelActor(),
  tabView: createTabViewActor(),
})
