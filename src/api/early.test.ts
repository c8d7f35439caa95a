import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearEarly, EARLY_TTL_MS, startEarly, takeEarly } from './early'

describe('early calls', () => {
  afterEach(() => clearEarly())
  const session = (id: string | null) => () => id

  it('hands the answer over once, to the first taker', async () => {
    const load = vi.fn(async () => 'answer')
    startEarly('k', load, Date.now, session('s1'))
    startEarly('k', load, Date.now, session('s1'))
    expect(load).toHaveBeenCalledTimes(1)
    await expect(takeEarly('k', Date.now, session('s1'))).resolves.toBe('answer')
    expect(takeEarly('k', Date.now, session('s1'))).toBeUndefined()
  })

  it('lets a stale answer go', () => {
    let now = 1_000
    startEarly(
      'k',
      async () => 'answer',
      () => now,
      session('s1'),
    )
    now += EARLY_TTL_MS
    expect(takeEarly('k', () => now, session('s1'))).toBeUndefined()
  })

  it('never hands over an answer asked with a session replaced since (another tab relogged in)', () => {
    const dead = Promise.reject(new Error('403'))
    startEarly('k', () => dead, Date.now, session('old'))
    expect(takeEarly('k', Date.now, session('new'))).toBeUndefined()
  })

  it('asks again when the session changed before a second start', () => {
    const load = vi.fn(async () => 'answer')
    startEarly('k', load, Date.now, session('old'))
    startEarly('k', load, Date.now, session('new'))
    expect(load).toHaveBeenCalledTimes(2)
  })
})
