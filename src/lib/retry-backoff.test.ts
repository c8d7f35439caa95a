import { describe, expect, it } from 'vitest'
import { FIRST_WAIT_MS, LAST_WAIT_MS, QUIET_MS, RetryBackoff } from './retry-backoff'

describe('RetryBackoff', () => {
  it('doubles the wait after each failure, up to 30 s', () => {
    let now = 0
    const backoff = new RetryBackoff(() => now)
    const waits: number[] = []
    for (let i = 0; i < 7; i++) {
      const wait = backoff.next()
      waits.push(wait)
      now += wait
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
  })

  it('starts again from the first wait when a failure comes after a quiet spell', () => {
    let now = 0
    const backoff = new RetryBackoff(() => now)
    for (let i = 0; i < 6; i++) now += backoff.next()
    expect(backoff.next()).toBe(LAST_WAIT_MS)
    // The part loaded; an hour later it fails again: a new outage.
    now += 60 * 60_000
    expect(backoff.next()).toBe(FIRST_WAIT_MS)
    expect(backoff.next()).toBe(2 * FIRST_WAIT_MS)
  })

  it('keeps growing while failures come within the quiet time of each other', () => {
    let now = 0
    const backoff = new RetryBackoff(() => now)
    expect(backoff.next()).toBe(FIRST_WAIT_MS)
    now += QUIET_MS
    expect(backoff.next()).toBe(2 * FIRST_WAIT_MS)
  })
})
