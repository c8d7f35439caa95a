import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain } from './yield-to-main'

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("goes on through the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: schedulerYield })
    await yieldToMain()
    expect(schedulerYield).toHaveBeenCalledOnce()
  })

  it('goes on in a later task elsewhere, not in a microtask of this one', async () => {
    vi.stubGlobal('scheduler', undefined)
    vi.useFakeTimers()
    let resumed = false
    const going = yieldToMain().then(() => {
      resumed = true
    })
    // Every microtask of this task runs: a promise alone would have resumed here.
    await Promise.resolve()
    await Promise.resolve()
    expect(resumed).toBe(false)
    await vi.runAllTimersAsync()
    await going
    expect(resumed).toBe(true)
  })
})
