/**
 * The on-screen keyboard's height on <html> (use-keyboard-inset.ts): read after the page's first
 * paint, written only when it changes, removed with the members' shell. The keyboard is a stand-in
 * visual viewport (a headless browser has no keyboard): the layout viewport stays at innerHeight and
 * the visual one shrinks by what the keyboard covers.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { KEYBOARD_INSET_PROPERTY, useKeyboardInset } from './use-keyboard-inset'

class StandInViewport extends EventTarget {
  height = window.innerHeight
  offsetTop = 0
  /** The keyboard covers `px` of the layout viewport's bottom. */
  keyboard(px: number) {
    this.height = window.innerHeight - px
    this.dispatchEvent(new Event('resize'))
  }
}

function MemberShell() {
  useKeyboardInset()
  return <p>shell</p>
}

const root = document.documentElement
const inset = () => root.style.getPropertyValue(KEYBOARD_INSET_PROPERTY)
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

let viewport: StandInViewport
let writes: number
let watcher: MutationObserver

beforeEach(() => {
  viewport = new StandInViewport()
  Object.defineProperty(globalThis, 'visualViewport', { value: viewport, configurable: true })
  writes = 0
  watcher = new MutationObserver((records) => {
    writes += records.filter((record) => record.attributeName === 'style').length
  })
  watcher.observe(root, { attributes: true, attributeFilter: ['style'] })
})

afterEach(() => {
  watcher.disconnect()
  Reflect.deleteProperty(globalThis, 'visualViewport')
})

/** The style mutations seen on <html> so far (a MutationObserver reports them after a microtask). */
async function writesSoFar() {
  await Promise.resolve()
  return writes + watcher.takeRecords().filter((record) => record.attributeName === 'style').length
}

describe('useKeyboardInset', () => {
  it('writes nothing on <html> while no keyboard covers the page', async () => {
    await render(<MemberShell />)
    await painted()
    await painted()
    expect(inset()).toBe('')
    expect(await writesSoFar()).toBe(0)
  })

  it('follows the keyboard as it opens, moves and closes, writing only the changes', async () => {
    const screen = await render(<MemberShell />)
    await painted()
    viewport.keyboard(300)
    expect(inset()).toBe('300px')
    viewport.keyboard(300)
    viewport.dispatchEvent(new Event('scroll'))
    expect(await writesSoFar()).toBe(1)
    viewport.keyboard(260.4)
    expect(inset()).toBe('260px')
    viewport.keyboard(0)
    expect(inset()).toBe('0px')
    await screen.unmount()
    expect(inset()).toBe('')
  })

  it('finds a keyboard already open when the shell opens, once the page has painted', async () => {
    viewport.height = window.innerHeight - 280
    await render(<MemberShell />)
    expect(inset()).toBe('')
    await painted()
    await painted()
    expect(inset()).toBe('280px')
  })

  it('leaves nothing behind when the shell closes before its first paint', async () => {
    viewport.height = window.innerHeight - 280
    const screen = await render(<MemberShell />)
    await screen.unmount()
    await painted()
    await painted()
    expect(inset()).toBe('')
  })
})
