import { afterEach, describe, expect, it, vi } from 'vitest'
import { importAgainWhileFailing } from './import-again-while-failing'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('importAgainWhileFailing', () => {
  it('tries again after 1, 2 then 4 s while the load fails, and resolves with the module', async () => {
    vi.useFakeTimers()
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('error loading dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue('the module')
    const loaded = importAgainWhileFailing(load)
    await vi.advanceTimersByTimeAsync(999)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(load).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(3999)
    expect(load).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(1)
    await expect(loaded).resolves.toBe('the module')
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('waits for the network to come back when offline', async () => {
    vi.useFakeTimers()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue('ok')
    const loaded = importAgainWhileFailing(load)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(load).toHaveBeenCalledTimes(1)
    dispatchEvent(new Event('online'))
    await expect(loaded).resolves.toBe('ok')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
