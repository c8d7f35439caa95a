/**
 * Waits between tries of something that keeps failing: 1, 2, 4… up to 30 s. Used for the start's
 * chunks (import-again-while-failing.ts) and by the error boundary for a part whose chunk failed
 * while the browser said it was online. A failure that comes after a quiet spell (no
 * failure for QUIET_MS) is a new outage, not the same one going on: it starts again from the first
 * wait, instead of where the last outage left off (up to 30 s for a part that failed once an hour
 * earlier).
 */
export const FIRST_WAIT_MS = 1_000
export const LAST_WAIT_MS = 30_000
/** Longer than the longest wait: a failure this long after the last one is a new outage. */
export const QUIET_MS = 2 * LAST_WAIT_MS

export class RetryBackoff {
  private wait = FIRST_WAIT_MS
  private lastFailureAt: number | null = null

  constructor(private readonly now: () => number = Date.now) {}

  /** The wait before the next try, after a failure now. */
  next(): number {
    const at = this.now()
    if (this.lastFailureAt !== null && at - this.lastFailureAt > QUIET_MS) this.wait = FIRST_WAIT_MS
    this.lastFailureAt = at
    const wait = this.wait
    this.wait = Math.min(wait * 2, LAST_WAIT_MS)
    return wait
  }
}
