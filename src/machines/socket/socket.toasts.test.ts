/**
 * Exactly one toast per frame across the member's tabs, on a SimulatedClock and a task queue the test
 * drains (socket.tabs.test-support.ts): the leader picks one tab; when that tab hides, closes or
 * crashes as the frame travels, the toast goes to the next visible tab, never to none, never to two.
 * A message whose conversation a visible tab shows is `seen` in every tab and toasts nowhere.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import { socketMachine, TOAST_ANSWER_MS } from './socket.machine'
import type { TabChannelCommand, TabMessage } from './socket.tabs'
import { createBrowser, type FakeTab } from './socket.tabs.test-support'

/** Three tabs, connected; the last one opened is focused, so it is the one picked for toasts. */
function threeTabs() {
  const browser = createBrowser()
  const tabs = [browser.openTab(), browser.openTab(), browser.openTab()]
  browser.queue.drain()
  for (const tab of tabs) tab.focus(tab === tabs[2])
  browser.queue.drain()
  return { browser, tabs }
}

/** How many times frame `n` toasted, over every tab (the first pick and the hand-overs). */
const toastsOf = (tabs: FakeTab[], n: number) =>
  tabs.reduce(
    (sum, tab) =>
      sum +
      tab.received.filter((r) => r.n === n && r.toastHere).length +
      tab.handed.filter((h) => h === n).length,
    0,
  )

describe('one toast per frame across tabs', () => {
  it('toasts once, in the focused tab, and every tab hears the frame', () => {
    const { browser, tabs } = threeTabs()
    expect(browser.push(1)).toBe(1)
    browser.queue.drain()
    expect(toastsOf(tabs, 1)).toBe(1)
    expect(tabs[2]!.received.filter((r) => r.n === 1 && r.toastHere)).toHaveLength(1)
    for (const tab of tabs) expect(tab.received.filter((r) => r.n === 1)).toHaveLength(1)
  })

  it('the picked tab hides as the frame travels: it declines, the next visible tab shows it', () => {
    const { browser, tabs } = threeTabs()
    browser.push(2)
    tabs[2]!.page.hide()
    browser.queue.drain()
    expect(tabs[2]!.received.find((r) => r.n === 2)?.toastHere).toBe(false)
    expect(toastsOf(tabs, 2)).toBe(1)
  })

  it('the picked tab closes as the frame travels: its goodbye hands the toast on', () => {
    const { browser, tabs } = threeTabs()
    browser.push(3)
    tabs[2]!.close()
    browser.queue.drain()
    expect(toastsOf(tabs, 3)).toBe(1)
  })

  it('the picked tab crashes (no goodbye): its lock, freed, hands the toast to another tab, once', () => {
    const { browser, tabs } = threeTabs()
    browser.push(4)
    tabs[2]!.crash()
    browser.queue.drain()
    expect(toastsOf(tabs, 4)).toBe(1)
    browser.clock.increment(10 * TOAST_ANSWER_MS)
    browser.queue.drain()
    expect(toastsOf(tabs, 4)).toBe(1)
  })

  it('the picked tab hangs (alive, silent): after TOAST_ANSWER_MS the toast goes to another tab, once', () => {
    const { browser, tabs } = threeTabs()
    tabs[2]!.hang()
    browser.push(4)
    browser.queue.drain()
    expect(toastsOf(tabs, 4)).toBe(0)
    browser.clock.increment(TOAST_ANSWER_MS - 1)
    browser.queue.drain()
    expect(toastsOf(tabs, 4)).toBe(0)
    browser.clock.increment(1)
    browser.queue.drain()
    expect(toastsOf(tabs, 4)).toBe(1)
    // Later time changes nothing: the answer came, no timer is left to hand it again.
    browser.clock.increment(10 * TOAST_ANSWER_MS)
    browser.queue.drain()
    expect(toastsOf(tabs, 4)).toBe(1)
  })

  it('a tab that showed its toast is not handed it again when it later closes', () => {
    const { browser, tabs } = threeTabs()
    browser.push(5)
    browser.queue.drain()
    tabs[2]!.close()
    browser.queue.drain()
    browser.clock.increment(TOAST_ANSWER_MS)
    browser.queue.drain()
    expect(toastsOf(tabs, 5)).toBe(1)
  })

  it('no visible tab: no toast anywhere (the count still has it), and no timer fires one later', () => {
    const { browser, tabs } = threeTabs()
    for (const tab of tabs) tab.page.hide()
    browser.queue.drain()
    browser.push(6)
    browser.queue.drain()
    browser.clock.increment(TOAST_ANSWER_MS)
    browser.queue.drain()
    expect(toastsOf(tabs, 6)).toBe(0)
    for (const tab of tabs) expect(tab.received.filter((r) => r.n === 6)).toHaveLength(1)
  })
})

describe('the open conversation, known to every tab', () => {
  it('a message from the contact whose conversation a visible follower shows is seen everywhere, toasts nowhere', () => {
    const { browser, tabs } = threeTabs()
    tabs[1]!.openChat('42')
    browser.queue.drain()
    browser.push(7, '42')
    browser.queue.drain()
    for (const tab of tabs)
      expect(tab.received.find((r) => r.n === 7)).toMatchObject({ seen: true, toastHere: false })
    expect(toastsOf(tabs, 7)).toBe(0)
    // From anyone else: one toast, not seen.
    browser.push(8, '43')
    browser.queue.drain()
    expect(toastsOf(tabs, 8)).toBe(1)
    for (const tab of tabs) expect(tab.received.find((r) => r.n === 8)?.seen).toBe(false)
  })

  it('a conversation open before the socket started is known from the first frame', () => {
    const browser = createBrowser()
    const tab = browser.openTab()
    tab.openChat('42')
    browser.queue.drain()
    browser.push(9, '42')
    browser.queue.drain()
    expect(tab.received.find((r) => r.n === 9)).toMatchObject({ seen: true, toastHere: false })
  })

  it('open in a hidden tab only: not seen, the visible tab toasts it', () => {
    const { browser, tabs } = threeTabs()
    tabs[0]!.openChat('42')
    tabs[0]!.page.hide()
    browser.queue.drain()
    browser.push(10, '42')
    browser.queue.drain()
    expect(toastsOf(tabs, 10)).toBe(1)
    expect(tabs[0]!.received.find((r) => r.n === 10)?.seen).toBe(false)
  })

  it('closed again: the contact’s next message toasts', () => {
    const { browser, tabs } = threeTabs()
    tabs[2]!.openChat('42')
    browser.queue.drain()
    tabs[2]!.openChat(null)
    browser.queue.drain()
    browser.push(11, '42')
    browser.queue.drain()
    expect(toastsOf(tabs, 11)).toBe(1)
  })
})

describe('a tab gone without a word (a crash)', () => {
  it('a follower that crashed showing a conversation no longer makes that contact’s messages seen', () => {
    const { browser, tabs } = threeTabs()
    tabs[1]!.openChat('42')
    browser.queue.drain()
    tabs[1]!.crash()
    browser.queue.drain()
    browser.push(12, '42')
    browser.queue.drain()
    const alive = [tabs[0]!, tabs[2]!]
    for (const tab of alive) expect(tab.received.find((r) => r.n === 12)).toMatchObject({ seen: false })
    expect(toastsOf(alive, 12)).toBe(1)
  })

  it('the picked tab crashed before the frame: the toast goes to a tab alive at once, no wait', () => {
    const { browser, tabs } = threeTabs()
    tabs[2]!.crash()
    browser.queue.drain()
    browser.push(13)
    browser.queue.drain()
    expect(toastsOf(tabs, 13)).toBe(1)
  })

  it('a tab says its view again once it holds its presence lock (a leader may have taken it for gone)', () => {
    const posted: TabMessage[] = []
    const machine = socketMachine.provide({
      actors: {
        tabChannel: fromCallback<TabChannelCommand, { name: string | null; tabId: string }>(({ receive }) =>
          receive((command) => posted.push(command.message)),
        ),
        tabView: fromCallback(({ sendBack }) =>
          sendBack({ type: 'tabs.ownViewChanged', visible: true, focused: false, chatWith: '42' }),
        ),
      },
    })
    const actor = createActor(machine, {
      input: { url: 'ws://mock.test/ws', sessionId: 'sess-1', shareAcrossTabs: true, tabId: 'tab-9' },
    }).start()
    const views = () => posted.filter((m) => m.kind === 'view')
    expect(views()).toHaveLength(1)
    actor.send({ type: 'tabs.presenceHeld' })
    expect(views()).toHaveLength(2)
    expect(views()[1]).toMatchObject({ from: 'tab-9', visible: true, chatWith: '42' })
    actor.stop()
  })
})
