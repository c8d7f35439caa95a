/**
 * Property: whatever the member does with their tabs and whatever the network does, there is at most
 * one socket at any moment, every frame a live tab asked to send reaches the server exactly once,
 * every frame the server pushed reaches every tab that was open then, and at most one tab pops a
 * toast for it. Random sequences (fast-check) of: tab opened, tab closed, leader crash, socket drop,
 * offline / online, a frame pushed, a frame sent from a tab, focus moving, time passing (the
 * reconnect backoff, on a SimulatedClock), relogin.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { reconnectDelayFor, TOAST_ANSWER_MS } from './socket.machine'
import { createBrowser, type FakeBrowser } from './socket.tabs.test-support'

const RUNS = 1000

type Command =
  | { kind: 'open' }
  | { kind: 'close'; tab: number }
  | { kind: 'crashLeader' }
  | { kind: 'drop' }
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'push' }
  | { kind: 'send'; tab: number }
  | { kind: 'focus'; tab: number }
  | { kind: 'wait'; attempt: number }
  | { kind: 'relogin' }
  /** A message from member 42 or 43, then (frames in flight) a tab hides, closes or crashes. */
  | { kind: 'message'; from: '42' | '43'; meanwhile: 'none' | 'hide' | 'close' | 'crash'; tab: number }
  | { kind: 'openChat'; tab: number; with: '42' | null }
  | { kind: 'visibility'; tab: number; visible: boolean }

const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'open' as const }), weight: 3 },
  { arbitrary: fc.nat(5).map((tab) => ({ kind: 'close' as const, tab })), weight: 2 },
  { arbitrary: fc.constant({ kind: 'crashLeader' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'drop' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'offline' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'online' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'push' as const }), weight: 4 },
  { arbitrary: fc.nat(5).map((tab) => ({ kind: 'send' as const, tab })), weight: 4 },
  { arbitrary: fc.nat(5).map((tab) => ({ kind: 'focus' as const, tab })), weight: 2 },
  {
    arbitrary: fc.integer({ min: 1, max: 5 }).map((attempt) => ({ kind: 'wait' as const, attempt })),
    weight: 2,
  },
  { arbitrary: fc.constant({ kind: 'relogin' as const }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('message' as const),
      from: fc.constantFrom('42' as const, '43' as const),
      meanwhile: fc.constantFrom('none' as const, 'hide' as const, 'close' as const, 'crash' as const),
      tab: fc.nat(5),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('openChat' as const),
      tab: fc.nat(5),
      with: fc.constantFrom('42' as const, null),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('visibility' as const), tab: fc.nat(5), visible: fc.boolean() }),
    weight: 2,
  },
)

interface Message {
  n: number
  /** Its conversation was open in a visible tab when it was pushed: seen everywhere, no toast. */
  seen: boolean
  /** A toast is owed: a visible tab not showing its conversation stays open through the hand-over. */
  owed: boolean
}

interface Pushed {
  n: number
  /** Tabs open and following a connected socket when it was pushed: each must get it once. */
  audience: string[]
}

function run(commands: Command[]) {
  const browser = createBrowser()
  let maxSockets = 0
  const settle = () =>
    browser.queue.drain(() => {
      maxSockets = Math.max(maxSockets, browser.network.liveSockets().length)
    })
  const pushed: Pushed[] = []
  const messages: Message[] = []
  let nextFrame = 1
  const chats = new Map<string, string | null>()
  const visibleTabs = () => browser.alive().filter((t) => t.page.document.visibilityState === 'visible')
  const pick = (index: number) => {
    const alive = browser.alive()
    return alive.length === 0 ? null : alive[index % alive.length]
  }

  browser.openTab()
  settle()
  for (const c of commands) {
    switch (c.kind) {
      case 'close':
        pick(c.tab)?.close()
        break
      case 'open':
      case 'crashLeader':
      case 'drop':
      case 'offline':
      case 'online':
        browser.play(c.kind)
        break
      case 'push': {
        const n = nextFrame++
        const audience = browser
          .alive()
          .filter((t) => t.actor.getSnapshot().hasTag('connected'))
          .map((t) => t.id)
        if (browser.push(n) > 0) pushed.push({ n, audience })
        break
      }
      case 'send': {
        const tab = pick(c.tab)
        if (!tab) break
        const n = nextFrame++
        tab.sent.push(n)
        tab.actor.send({ type: 'socket.send', frame: { action: 'ping', n } })
        break
      }
      case 'focus': {
        const target = pick(c.tab)
        for (const tab of browser.alive()) tab.focus(tab === target)
        break
      }
      case 'wait':
        browser.clock.increment(reconnectDelayFor(c.attempt))
        break
      case 'relogin':
        browser.relogin()
        break
      case 'openChat': {
        const tab = pick(c.tab)
        if (!tab) break
        chats.set(tab.id, c.with)
        tab.openChat(c.with)
        break
      }
      case 'visibility': {
        const tab = pick(c.tab)
        if (c.visible) tab?.page.show()
        else tab?.page.hide()
        break
      }
      case 'message': {
        const connected = browser.alive().filter((t) => t.actor.getSnapshot().hasTag('connected'))
        if (connected.length === 0 || browser.leaders().length !== 1) break
        const n = nextFrame++
        const audience = connected.map((t) => t.id)
        const seen = visibleTabs().some((t) => chats.get(t.id) === c.from)
        if (browser.push(n, c.from) === 0) break
        pushed.push({ n, audience })
        // Frames are in flight: a tab hides, closes or crashes before any is delivered.
        const target = c.meanwhile === 'none' ? null : (pick(c.tab) ?? null)
        const leaderHit = target?.actor.getSnapshot().context.leading && c.meanwhile !== 'hide'
        if (target && c.meanwhile === 'hide') target.page.hide()
        if (target && c.meanwhile === 'close') target.close()
        if (target && c.meanwhile === 'crash') target.crash()
        settle()
        browser.clock.increment(TOAST_ANSWER_MS)
        // Owed when some tab that can show it stays: visible, alive, and the leader did not die
        // holding the frame (its hand-over then reads conversations again: the count, not a toast).
        const owed = !seen && !leaderHit && visibleTabs().length > 0
        messages.push({ n, seen, owed })
        break
      }
    }
    settle()
    expect(browser.network.liveSockets().length).toBeLessThanOrEqual(1)
  }

  // The network comes back for good and time passes: the tabs left settle on one socket.
  browser.server.up = true
  for (const tab of browser.alive()) tab.page.goOnline()
  settle()
  for (let attempt = 1; attempt <= 6; attempt++) {
    browser.clock.increment(reconnectDelayFor(attempt))
    settle()
  }
  return { browser, pushed, maxSockets, messages }
}

/** How many toasts frame `n` popped over every tab: picked at first, or handed on. */
const toastsOf = (browser: FakeBrowser, n: number) =>
  browser.tabs.reduce(
    (sum, t) =>
      sum +
      t.received.filter((r) => r.n === n && r.toastHere).length +
      t.handed.filter((h) => h === n).length,
    0,
  )

function check({ browser, pushed, maxSockets, messages }: ReturnType<typeof run>) {
  // Each message toasts exactly once across tabs when a toast is owed, never when its conversation
  // is open in a visible tab (then every tab that heard it has it seen), and never twice.
  for (const { n, seen, owed } of messages) {
    const toasts = toastsOf(browser, n)
    expect(toasts).toBeLessThanOrEqual(1)
    if (seen) {
      expect(toasts).toBe(0)
      for (const t of browser.tabs)
        for (const r of t.received.filter((r) => r.n === n)) expect(r.seen).toBe(true)
    }
    if (owed) expect(toasts).toBe(1)
  }
  expect(maxSockets).toBeLessThanOrEqual(1)
  const alive = browser.alive()
  if (alive.length > 0) {
    expect(browser.leaders()).toHaveLength(1)
    expect(browser.network.liveSockets()).toHaveLength(1)
    for (const tab of alive) expect(tab.actor.getSnapshot().hasTag('connected')).toBe(true)
  }
  // Sent from a tab still open: on the server exactly once. From any tab: never twice.
  const received = browser.server.received.map((f) => Number(f.n))
  expect(new Set(received).size).toBe(received.length)
  for (const tab of alive) for (const n of tab.sent) expect(received).toContain(n)
  // Pushed: every tab of its audience still open got it once; at most one tab popped its toast.
  for (const { n, audience } of pushed) {
    const all = browser.tabs.flatMap((t) => t.received.filter((r) => r.n === n))
    expect(all.filter((r) => r.toastHere).length).toBeLessThanOrEqual(1)
    expect(toastsOf(browser, n)).toBeLessThanOrEqual(1)
    for (const tab of browser.tabs)
      expect(tab.received.filter((r) => r.n === n).length).toBeLessThanOrEqual(1)
    for (const id of audience) {
      const tab = browser.tabs.find((t) => t.id === id) as FakeBrowser['tabs'][number]
      if (tab.alive) expect(tab.received.some((r) => r.n === n)).toBe(true)
    }
  }
}

describe('one socket per member across tabs (property)', () => {
  it(`holds over ${RUNS} random runs of tabs, drops, crashes, pushes and sends`, () => {
    let runs = 0
    let messageCount = 0
    let owedCount = 0
    let seenCount = 0
    let inFlightCount = 0
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 25 }), (commands) => {
        runs += 1
        const result = run(commands)
        check(result)
        messageCount += result.messages.length
        owedCount += result.messages.filter((m) => m.owed).length
        seenCount += result.messages.filter((m) => m.seen).length
        inFlightCount += commands.filter((c) => c.kind === 'message' && c.meanwhile !== 'none').length
      }),
      { numRuns: RUNS },
    )
    console.info(
      `[property] one socket per member across tabs: ${runs} runs passed, ${messageCount} messages ` +
        `(${owedCount} owed exactly one toast, ${seenCount} seen in an open conversation), ` +
        `${inFlightCount} message steps drew a tab hidden, closed or crashed while frames were in flight`,
    )
    expect(runs).toBeGreaterThanOrEqual(RUNS)
  }, 120_000)
})
