import { act, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAfterPaint } from './use-after-paint'

// React's act() environment, so renders and effects flush inside act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Probe({ value, initial, seen }: { value: string; initial?: string; seen: string[] }) {
  const shown = useAfterPaint(value, initial)
  useEffect(() => {
    seen.push(shown)
  }, [shown, seen])
  return null
}

describe('useAfterPaint', () => {
  afterEach(() => vi.useRealTimers())

  it('gives the first value at once, and a change only after the next frame and a task', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    })
    const seen: string[] = []
    const root = createRoot(document.createElement('div'))
    await act(async () => root.render(<Probe value="list" seen={seen} />))
    expect(seen).toEqual(['list'])

    await act(async () => root.render(<Probe value="conversation" seen={seen} />))
    expect(seen).toEqual(['list']) // the tap's frame has not painted yet
    await act(async () => {
      vi.advanceTimersByTime(10)
    })
    expect(seen).toEqual(['list']) // still no frame

    await act(async () => {
      vi.advanceTimersByTime(20) // a frame (16 ms) and the task after it
    })
    expect(seen).toEqual(['list', 'conversation'])
    await act(async () => root.unmount())
  })

  it('keeps only the last of several quick changes', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    })
    const seen: string[] = []
    const root = createRoot(document.createElement('div'))
    await act(async () => root.render(<Probe value="a" seen={seen} />))
    await act(async () => root.render(<Probe value="b" seen={seen} />))
    await act(async () => root.render(<Probe value="c" seen={seen} />))
    await act(async () => {
      vi.advanceTimersByTime(20)
    })
    expect(seen).toEqual(['a', 'c'])
    await act(async () => root.unmount())
  })

  it('does not wait forever for a frame in a hidden tab', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    })
    const seen: string[] = []
    const root = createRoot(document.createElement('div'))
    await act(async () => root.render(<Probe value="a" seen={seen} />))
    await act(async () => root.render(<Probe value="b" seen={seen} />))
    await act(async () => {
      vi.advanceTimersByTime(100) // no frame came
    })
    expect(seen).toEqual(['a', 'b'])
    await act(async () => root.unmount())
  })

  it('with an initial value, starts at it and takes the value after its own first paint', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    })
    const seen: string[] = []
    const root = createRoot(document.createElement('div'))
    await act(async () => root.render(<Probe value="mounted" initial="waiting" seen={seen} />))
    expect(seen).toEqual(['waiting'])
    await act(async () => {
      vi.advanceTimersByTime(10)
    })
    expect(seen).toEqual(['waiting']) // no frame yet
    await act(async () => {
      vi.advanceTimersByTime(20)
    })
    expect(seen).toEqual(['waiting', 'mounted'])
    await act(async () => root.unmount())
  })
})
