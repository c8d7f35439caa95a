import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { markFirstPageShown, resetFirstPageShown, useFirstPageShown } from './first-page-shown'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Probe({ seen }: { seen: boolean[] }) {
  seen.push(useFirstPageShown())
  return null
}

describe('the first page on screen', () => {
  afterEach(() => {
    vi.useRealTimers()
    resetFirstPageShown()
  })

  it('holds back until the page marks itself shown, then its paint and an idle moment have passed', async () => {
    vi.useFakeTimers()
    resetFirstPageShown()
    const seen: boolean[] = []
    const root = createRoot(document.createElement('div'))
    await act(async () => root.render(<Probe seen={seen} />))
    expect(seen.at(-1)).toBe(false)

    markFirstPageShown()
    // Not in the same task: the page's frame paints first.
    expect(seen.at(-1)).toBe(false)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_200)
    })
    expect(seen.at(-1)).toBe(true)
    // Once shown, it stays shown (a second mark changes nothing).
    markFirstPageShown()
    expect(seen.at(-1)).toBe(true)
    await act(async () => root.unmount())
  })

  it('never shows without a mark', async () => {
    vi.useFakeTimers()
    resetFirstPageShown()
    const seen: boolean[] = []
    const root = createRoot(document.createElement('div'))
    await act(async () => root.render(<Probe seen={seen} />))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000)
    })
    expect(seen.every((shown) => !shown)).toBe(true)
    await act(async () => root.unmount())
  })

  it("is shown in the build's prerender of /, so the footer it renders is there to hydrate", () => {
    resetFirstPageShown()
    const seen: boolean[] = []
    // No document: the prerender runs in Node (src/app/prerender.tsx).
    vi.stubGlobal('document', undefined)
    try {
      renderToString(<Probe seen={seen} />)
    } finally {
      vi.unstubAllGlobals()
    }
    expect(seen).toEqual([true])
  })
})
