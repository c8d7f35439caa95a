import { describe, expect, it, vi } from 'vitest'
import { createCommandQueue, createWidgetGlobal, earlierCalls, type WidgetController } from './command-queue'

function controller() {
  const calls: unknown[][] = []
  const c: WidgetController = {
    open: (...args) => calls.push(['open', ...args]),
    close: () => calls.push(['close']),
    setLanguage: (...args) => calls.push(['setLanguage', ...args]),
    onUnreadCount: (...args) => calls.push(['onUnreadCount', ...args]),
  }
  return { c, calls }
}

describe('the command queue', () => {
  it('keeps calls made before the widget is mounted and runs them in order once it is', () => {
    const queue = createCommandQueue()
    const api = createWidgetGlobal(queue)
    const listener = () => {}
    api('setLanguage', 'en')
    api('onUnreadCount', listener)
    api('close')
    expect(queue.size).toBe(3)
    const { c, calls } = controller()
    queue.attach(c)
    expect(calls).toEqual([['setLanguage', 'en'], ['onUnreadCount', listener], ['close']])
    expect(queue.size).toBe(0)
  })

  it('runs calls at once after the widget is mounted', () => {
    const queue = createCommandQueue()
    const api = createWidgetGlobal(queue)
    const { c, calls } = controller()
    queue.attach(c)
    api('open', '10042')
    expect(calls).toEqual([['open', '10042']])
  })

  it('asks for the widget at once when the page opens it before it has loaded', () => {
    const load = vi.fn()
    const api = createWidgetGlobal(createCommandQueue(load))
    api('setLanguage', 'es')
    expect(load).not.toHaveBeenCalled()
    api('open')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('ignores an unknown command with a warning instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const queue = createCommandQueue()
    const api = createWidgetGlobal(queue)
    const { c, calls } = controller()
    queue.attach(c)
    api('explode' as never)
    api('close')
    expect(calls).toEqual([['close']])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('explode'))
  })

  it('takes arrays pushed the way partners queue before the loader (and after it)', () => {
    const queue = createCommandQueue()
    const api = createWidgetGlobal(queue)
    api.push(['setLanguage', 'en'])
    const { c, calls } = controller()
    queue.attach(c)
    api.push(['open', '7'])
    expect(calls).toEqual([
      ['setLanguage', 'en'],
      ['open', '7'],
    ])
  })

  it('is marked as the loader’s own, so a second loader leaves it alone', () => {
    expect(createWidgetGlobal(createCommandQueue()).loader).toBe(true)
  })
})

describe('calls queued before the loader ran', () => {
  it('reads the function stub’s `q` of arguments objects', () => {
    function stub(..._args: unknown[]) {
      stub.q ??= []
      // biome-ignore lint/complexity/noArguments: the shape partners paste records `arguments`
      stub.q.push(arguments)
    }
    stub.q = undefined as IArguments[] | undefined
    stub('setLanguage', 'en')
    stub('open')
    expect(earlierCalls(stub)).toEqual([['setLanguage', 'en'], ['open']])
  })

  it('reads an array of arrays', () => {
    expect(earlierCalls([['close'], ['open', '3']])).toEqual([['close'], ['open', '3']])
  })

  it('finds nothing in anything else', () => {
    expect(earlierCalls(undefined)).toEqual([])
    expect(earlierCalls({ q: [['open']] })).toEqual([])
    expect(earlierCalls(() => {})).toEqual([])
    expect(earlierCalls([null, 'open', ['close']])).toEqual([['close']])
  })
})
