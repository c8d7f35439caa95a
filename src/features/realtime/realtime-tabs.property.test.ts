/**
 * Property: the member's unread count and toasts across tabs. Each tab runs the app's socket machine
 * and notifications machine, linked as the app links them (feed-notifications.ts); only I/O is
 * replaced (.provide()): Web Locks, BroadcastChannel and the server (socket.tabs.test-support.ts), and
 * the storage events by which tabs hear each other's notification writes (localStorage itself is the
 * one of the test's page, shared by every tab as a browser's is). Channel messages and storage events
 * are two task sources: their order against each other is drawn at random, so every reconciliation
 * (a storage event, a new tab restoring the list, a relogin) races the frames still in flight.
 *
 * Random runs (fast-check) of: tabs opened, closed (goodbye), crashed (no pagehide, no goodbye, the
 * leader or a follower), hidden, shown, focused, conversations opened and closed, socket drops,
 * offline / online, time passing, relogin, the member reading everything in a tab, and messages and
 * visits pushed while, before anything is delivered, a tab hides, closes or crashes, a new tab starts,
 * the socket drops or the member logs in again.
 *
 * The server is modelled too (member-browser.test-support.ts): it keeps every message sent, counts
 * each conversation's unread ones for the notifications' readings (load_contacts), and a conversation
 * its page loads is read there (opened, a message arriving in it, a reconnect); its answers race the
 * frames and storage events. A message sent while no socket was up reaches the member only through
 * those readings.
 *
 * Invariants, once the network is back and every task has run:
 * (a) every tab's unread count (the title's '(N)', the bell, the app badge: selectUnreadCount) equals
 *     the messages and visits not yet seen, messages sent while no socket was up included (read once
 *     their conversation's page loaded them, or the bell's 'mark all read' covered them), and the
 *     Messages tab's count the messages among them; every frame heard is listed, nothing else is;
 * (b) each message pops at most one toast across tabs, exactly one when one is owed (a visible tab
 *     that can show it stays through the hand-over), and none when its conversation was open in a
 *     visible tab.
 */
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messageIdOf } from '../../machines/notifications/notification-model'
import {
  selectUnreadCount,
  selectUnreadMessageCount,
} from '../../machines/notifications/notifications.selectors'
import { reconnectDelayFor, TOAST_ANSWER_MS } from '../../machines/socket/socket.machine'
import type { FakeTab } from '../../machines/socket/socket.tabs.test-support'
import { createMemberBrowser, type TabNotifications } from './member-browser.test-support'
import { type Command, KNOWN_RUNS, type Meanwhile, type Member } from './realtime-tabs.test-support'

const RUNS = 1000

const tab = fc.nat(5)

const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'open' as const }), weight: 3 },
  { arbitrary: tab.map((t) => ({ kind: 'close' as const, tab: t })), weight: 1 },
  { arbitrary: tab.map((t) => ({ kind: 'crash' as const, tab: t })), weight: 3 },
  { arbitrary: fc.constant({ kind: 'crashLeader' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'drop' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'offline' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'online' as const }), weight: 1 },
  {
    arbitrary: fc.integer({ min: 1, max: 5 }).map((attempt) => ({ kind: 'wait' as const, attempt })),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'relogin' as const }), weight: 1 },
  { arbitrary: tab.map((t) => ({ kind: 'focus' as const, tab: t })), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('visibility' as const), tab, visible: fc.boolean() }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('openChat' as const),
      tab,
      with: fc.constantFrom<Member | null>('42', '42', '43', null),
    }),
    weight: 4,
  },
  { arbitrary: tab.map((t) => ({ kind: 'readAll' as const, tab: t })), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('push' as const),
      from: fc.constantFrom<Member | 'visit'>('42', '42', '43', 'visit'),
      meanwhile: fc.constantFrom<Meanwhile>('none', 'hide', 'close', 'crash', 'open', 'drop', 'relogin'),
      tab,
    }),
    weight: 6,
  },
)

/** What the member was sent, as the test knows it (the oracle), by notification id. */
interface Expected {
  id: string
  message: boolean
  /** Read: seen in an open conversation, or by a tab showing it, or read with everything after. */
  read: boolean
  /** Its conversation was open in a visible tab when it came: never a toast. */
  seen: boolean
  /**
   * A toast is owed: a tab visible as it came stays visible to show it, and the leader did not die
   * holding it (the count still has it).
   */
  owed: boolean
  /** A message sent while no socket was up: only the server's count brings it (never a toast). */
  lost: boolean
  from: string
  n: number
}

function run(commands: Command[], pickOrder: boolean[]) {
  localStorage.clear()
  const { browser, notifications, toastsOf, settle, chatServer } = createMemberBrowser(pickOrder)
  /** The conversation with `from` is read: everything it holds (heard or not) is read. */
  const readConversation = (from: string) => {
    for (const e of expected) if (e.message && e.from === from) e.read = true
  }
  const expected: Expected[] = []
  const chats = new Map<string, Member | null>()
  let nextMessage = 1
  const alive = () => browser.alive()
  const visible = (t: FakeTab) => t.page.document.visibilityState === 'visible'
  const pick = (index: number) => {
    const tabs = alive()
    return tabs.length === 0 ? null : tabs[index % tabs.length]
  }
  const relogin = () => {
    browser.relogin()
    chats.clear()
  }
  const stats = { inFlight: 0, lost: 0 }

  browser.openTab()
  settle()
  for (const c of commands) {
    vi.setSystemTime(Date.now() + 1000)
    switch (c.kind) {
      case 'close':
        pick(c.tab)?.close()
        break
      case 'crash':
        pick(c.tab)?.crash()
        break
      case 'open':
      case 'crashLeader':
      case 'drop':
      case 'offline':
      case 'online':
        browser.play(c.kind)
        break
      case 'wait':
        browser.clock.increment(reconnectDelayFor(c.attempt))
        break
      case 'relogin':
        relogin()
        break
      case 'focus': {
        const target = pick(c.tab)
        for (const t of alive()) t.focus(t === target)
        break
      }
      case 'visibility': {
        const target = pick(c.tab)
        if (c.visible) target?.page.show()
        else target?.page.hide()
        break
      }
      case 'openChat': {
        const target = pick(c.tab)
        if (!target) break
        chats.set(target.id, c.with)
        target.openChat(c.with)
        // Its page loads it (read on the server), and the notifications read all of it.
        if (c.with) readConversation(c.with)
        break
      }
      case 'readAll': {
        const target = pick(c.tab)
        if (!target) break
        // What the bell lists in that tab: every message heard; one never heard once a reading of the
        // server listed its conversation's last message in that tab.
        const listed = (notifications.get(target.id) as TabNotifications).actor
          .getSnapshot()
          .context.notifications.map((n) => ({ from: n.data.senderId, id: messageIdOf(n) ?? 0 }))
        notifications.get(target.id)?.actor.send({ type: 'notifications.markAllRead' })
        for (const e of expected)
          if (!e.lost || listed.some((n) => n.from === e.from && n.id >= e.n)) e.read = true
        break
      }
      case 'push': {
        const from = c.from === 'visit' ? '7' : c.from
        const n = nextMessage++
        const id = c.from === 'visit' ? `visit-7-${Date.now()}` : `message-${n}`
        const openIn = (t: FakeTab) => chats.get(t.id) === from && c.from !== 'visit'
        const seen = alive().some((t) => visible(t) && openIn(t))
        const visibleThen = new Set(
          alive()
            .filter(visible)
            .map((t) => t.id),
        )
        // The leader reads the frame as it comes, whatever happens next; the others, if they stay.
        const leaderShows = browser.leaders().some(openIn)
        if (c.from !== 'visit') chatServer.sent(n, from)
        if (browser.push(n, c.from === 'visit' ? undefined : from) === 0) {
          // No socket up: a visit is gone for good; a message is only on the server.
          stats.lost += 1
          if (c.from !== 'visit')
            expected.push({ id, message: true, read: false, seen: false, owed: false, lost: true, from, n })
          break
        }
        // Frames are in flight: before any tab hears them, something happens to a tab.
        const target = c.meanwhile === 'none' ? null : pick(c.tab)
        const leaderHit =
          (c.meanwhile === 'relogin' ||
            ((c.meanwhile === 'close' || c.meanwhile === 'crash') &&
              target?.actor.getSnapshot().context.leading)) ??
          false
        if (c.meanwhile !== 'none') stats.inFlight += 1
        if (target && c.meanwhile === 'hide') target.page.hide()
        if (target && c.meanwhile === 'close') target.close()
        if (target && c.meanwhile === 'crash') target.crash()
        if (c.meanwhile === 'open' && alive().length < 5) browser.openTab()
        if (c.meanwhile === 'drop') for (const socket of browser.network.liveSockets()) socket.drop(1006)
        if (c.meanwhile === 'relogin') relogin()
        // A hidden tab showing the conversation that hears the frame reads it there, and so everywhere;
        // whether another tab's toast came first and went down is the race's.
        const readInHiddenTab = !seen && (leaderShows || (c.meanwhile !== 'relogin' && alive().some(openIn)))
        settle()
        browser.clock.increment(TOAST_ANSWER_MS)
        // Owed when a tab visible as it came stays visible (a tab that starts later was not there).
        const owed =
          !seen && !readInHiddenTab && !leaderHit && alive().some((t) => visible(t) && visibleThen.has(t.id))
        // Read in its open conversation: so is all of that conversation.
        if (seen || readInHiddenTab) readConversation(from)
        expected.push({
          id,
          message: c.from !== 'visit',
          read: seen || readInHiddenTab,
          seen,
          owed,
          lost: false,
          from,
          n,
        })
        break
      }
    }
    settle()
  }

  // The network comes back for good and time passes: the tabs left settle on one socket.
  browser.server.up = true
  for (const t of alive()) t.page.goOnline()
  settle()
  for (let attempt = 1; attempt <= 6; attempt++) {
    browser.clock.increment(reconnectDelayFor(attempt))
    settle()
  }
  // A message never heard is read when the member's page loaded its conversation afterwards (the
  // server knows: it was on screen there), or the bell's 'mark all read' covered it (above).
  for (const e of expected) if (e.lost && chatServer.isRead(e.n, e.from)) e.read = true
  return { browser, notifications, toastsOf, expected, stats }
}

function check({ browser, notifications, toastsOf, expected }: ReturnType<typeof run>) {
  // (a) In every tab left, the count is the notifications not yet seen; the Messages tab's, the
  // messages among them.
  const unread = expected.filter((e) => !e.read)
  for (const t of browser.alive()) {
    const snapshot = (notifications.get(t.id) as TabNotifications).actor.getSnapshot()
    const listed = snapshot.context.notifications.map((n) => n.id)
    // Every frame heard is listed; a message never heard is listed only as the last of its
    // conversation (the others are counted on it); nothing else is.
    expect(listed.filter((id) => !expected.some((e) => e.id === id))).toEqual([])
    expect(expected.filter((e) => !e.lost && !listed.includes(e.id)).map((e) => e.id)).toEqual([])
    expect(selectUnreadCount(snapshot)).toBe(unread.length)
    expect(selectUnreadMessageCount(snapshot)).toBe(unread.filter((e) => e.message).length)
  }
  // (b) Once at most across tabs; once when owed; never when its conversation was open and seen.
  for (const e of expected) {
    const toasts = toastsOf.get(e.id) ?? 0
    expect(toasts, `toasts of ${e.id}`).toBeLessThanOrEqual(1)
    if (e.seen) expect(toasts, `toasts of ${e.id}, seen`).toBe(0)
    if (e.owed) expect(toasts, `toasts of ${e.id}, owed`).toBe(1)
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 27, 0, 0, 0))
})
afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('unread count and toasts across tabs (property)', () => {
  it(`hold over ${RUNS} random runs of hand-overs and resyncs racing frames in flight`, () => {
    const totals = {
      runs: 0,
      notifications: 0,
      unread: 0,
      owed: 0,
      seen: 0,
      inFlight: 0,
      offline: 0,
      lostMessages: 0,
      tabsChecked: 0,
    }
    fc.assert(
      fc.property(
        fc.array(command, { minLength: 1, maxLength: 25 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }),
        (commands, pickOrder) => {
          const result = run(commands, pickOrder)
          check(result)
          totals.runs += 1
          totals.notifications += result.expected.length
          totals.unread += result.expected.filter((e) => !e.read).length
          totals.owed += result.expected.filter((e) => e.owed).length
          totals.seen += result.expected.filter((e) => e.seen).length
          totals.inFlight += result.stats.inFlight
          totals.offline += result.stats.lost
          totals.lostMessages += result.expected.filter((e) => e.lost).length
          totals.tabsChecked += result.browser.alive().length
        },
      ),
      {
        numRuns: RUNS,
        examples: KNOWN_RUNS,
      },
    )
    console.info(
      `[property] unread count and toasts across tabs: ${totals.runs} runs passed, ` +
        `${totals.notifications} messages and visits (${totals.unread} left unread, ${totals.owed} owed ` +
        `exactly one toast, ${totals.seen} seen in an open conversation), ${totals.inFlight} pushes ` +
        `raced a hand-over or resync while in flight (${totals.offline} more found no socket up: ` +
        `${totals.lostMessages} messages counted from the server's readings, the visits gone), ` +
        `${totals.tabsChecked} tabs' counts checked`,
    )
    expect(totals.runs).toBeGreaterThanOrEqual(RUNS)
  }, 120_000)
})
