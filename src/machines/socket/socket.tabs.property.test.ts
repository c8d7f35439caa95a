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
import { reconnectDelayFor } from './socket.machine'
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
)

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
  let nextFrame = 1
  const pick = (index: number) => {
    const alive = browser.alive()
    return alive.length === 0 ? null : alive[index % alive.length]
  }

  browser.openTab()
  settle()
  for (const c of commands) {
    switch (c.kind) {
      case 'open':
        if (browser.alive().length < 5) browser.openTab()
        break
      case 'close':
        pick(c.tab)?.close()
        break
      case 'crashLeader':
        for (const leader of browser.leaders()) leader.crash()
        break
      case 'drop':
        for (const socket of browser.network.liveSockets()) socket.drop(1006)
        break
      case 'offline':
        browser.server.up = false
        for (const socket of browser.network.liveSockets()) socket.drop(1006)
        break
      case 'online':
        browser.server.up = true
        for (const tab of browser.alive()) tab.page.goOnline()
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
  return { browser, pushed, maxSockets }
}

function check({ browser, pushed, maxSockets }: ReturnType<typeof run>) {
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
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 25 }), (commands) => {
        runs += 1
        check(run(commands))
      }),
      { numRuns: RUNS },
    )
    console.info(`[property] one socket per member across tabs: ${runs} runs passed`)
    expect(runs).toBeGreaterThanOrEqual(RUNS)
  }, 120_000)
})
