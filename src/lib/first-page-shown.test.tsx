import { act, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type AfterFirstPagePart,
  markFirstPageShown,
  resetFirstPageShown,
  useFirstPageShown,
} from './first-page-shown'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Probe({ seen }: { seen: boolean[] }) {
  seen.push(useFirstPageShown('footer'))
  return null
}

/** A part that notes, once shown, its name and the (fake) time of its commit. */
function Part({
  part,
  load,
  log,
}: {
  part: AfterFirstPagePart
  load?: () => Promise<unknown>
  log: string[]
}) {
  const shown = useFirstPageShown(part, load)
  useEffect(() => {
    if (shown) log.push(`${part}@${Date.now()}`)
  }, [shown, part, log])
  return null
}

/**
 * Lets fake time pass in steps, each in its own act(): React renders a part's turn when its act()
 * ends, and the next turn waits for that commit.
 */
async function pass(ms: number, step = 20) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step)
    })
  }
}

const names = (log: string[]) => log.map((entry) => entry.split('@')[0])
const times = (log: string[]) => log.map((entry) => Number(entry.split('@')[1]))

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((ok, ko) => {
    resolve = ok
    reject = ko
  })
  return { promise, resolve, reject }
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

  it('starts the parts in their order, each in its own commit with a paint between two', async () => {
    vi.useFakeTimers()
    resetFirstPageShown()
    const log: string[] = []
    const root = createRoot(document.createElement('div'))
    // Mounted in another order than they start in.
    await act(async () =>
      root.render(
        <>
          <Part part="footer" log={log} />
          <Part part="status" log={log} />
          <Part part="realtime" log={log} />
          <Part part="onboarding" log={log} />
        </>,
      ),
    )
    markFirstPageShown()
    await pass(1_500)
    expect(names(log)).toEqual(['realtime', 'onboarding', 'status', 'footer'])
    const at = times(log)
    // A frame (16 ms with fake timers) between two commits.
    for (let i = 1; i < at.length; i++) expect(at[i]).toBeGreaterThanOrEqual((at[i - 1] ?? 0) + 16)
    await act(async () => root.unmount())
  })

  it('asks for every chunk at once, and each part waits for its own and for the ones before it', async () => {
    vi.useFakeTimers()
    resetFirstPageShown()
    const log: string[] = []
    const realtime = deferred()
    const loadRealtime = vi.fn(() => realtime.promise)
    const loadStatus = vi.fn(() => Promise.resolve())
    const root = createRoot(document.createElement('div'))
    await act(async () =>
      root.render(
        <>
          <Part part="status" load={loadStatus} log={log} />
          <Part part="realtime" load={loadRealtime} log={log} />
        </>,
      ),
    )
    expect(loadRealtime).not.toHaveBeenCalled() // nothing before the first page is on screen
    markFirstPageShown()
    await pass(1_500)
    expect(loadRealtime).toHaveBeenCalledTimes(1)
    expect(loadStatus).toHaveBeenCalledTimes(1)
    expect(log).toEqual([]) // the status's chunk is here, but the realtime side goes first
    realtime.resolve()
    await pass(200)
    expect(names(log)).toEqual(['realtime', 'status'])
    await act(async () => root.unmount())
  })

  it('goes on past a part whose chunk failed to load, and past one no longer on the page', async () => {
    vi.useFakeTimers()
    resetFirstPageShown()
    const log: string[] = []
    const realtime = deferred()
    const root = createRoot(document.createElement('div'))
    const render = (withOnboarding: boolean) =>
      root.render(
        <>
          <Part part="realtime" load={() => realtime.promise} log={log} />
          {withOnboarding && <Part part="onboarding" log={log} />}
          <Part part="footer" log={log} />
        </>,
      )
    await act(async () => render(true))
    markFirstPageShown()
    await pass(1_500)
    await act(async () => render(false))
    realtime.reject(new TypeError('Failed to fetch dynamically imported module'))
    await pass(200)
    // The realtime part renders anyway: its lazy component asks again, its boundary decides.
    expect(names(log)).toEqual(['realtime', 'footer'])
    await act(async () => root.unmount())
  })

  it('shows at once a part mounted after the parts have started (a new page’s footer)', async () => {
    vi.useFakeTimers()
    resetFirstPageShown()
    const log: string[] = []
    const root = createRoot(document.createElement('div'))
    await act(async () => root.render(<Part part="realtime" log={log} />))
    markFirstPageShown()
    await pass(1_500)
    const later = createRoot(document.createElement('div'))
    await act(async () => later.render(<Part part="footer" log={log} />))
    expect(names(log)).toEqual(['realtime', 'footer'])
    await act(async () => {
      root.unmount()
      later.unmount()
    })
  })
})
