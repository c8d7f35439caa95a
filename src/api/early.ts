/**
 * Calls started before the code that needs them is there (src/app/early-start.ts starts a member
 * page's first calls as soon as the entry knows the address): the machine that makes the call later
 * takes the answer on its way instead of asking a second time. Cached reads need none of this (the
 * read cache answers identical reads in flight once); it serves the reads their machine always makes
 * afresh (the member lookup, a conversation, which reading marks read) and the swipe deck, new each
 * time: an early read started in this same page load is fresh enough, and taken once.
 */

import { readStoredLogin } from '../lib/stored-login'

/** An early answer not taken within this time is left to go: whoever asks later asks again. */
export const EARLY_TTL_MS = 30_000

/** The session a call goes out with: the stored login's, which the API client reads too. */
const storedSessionId = (): string | null => readStoredLogin()?.session_id ?? null

interface Early {
  promise: Promise<unknown>
  startedAt: number
  /** The session the call was made with. */
  sessionId: string | null
}

const early = new Map<string, Early>()

/**
 * Starts `load` now and keeps its answer for one `takeEarly(key)`; a call already held is kept.
 * Returns the answer on its way (for a look at it, as the largest image's preload takes: the taker
 * still takes it once).
 */
export function startEarly<T>(
  key: string,
  load: () => Promise<T>,
  now: () => number = Date.now,
  sessionId: () => string | null = storedSessionId,
): Promise<T> {
  const held = early.get(key)
  const session = sessionId()
  if (held && held.sessionId === session && now() - held.startedAt < EARLY_TTL_MS)
    return held.promise as Promise<T>
  const promise = load()
  // Taken or not, a failure here is the taker's to report, never an unhandled rejection.
  promise.catch(() => {})
  early.set(key, { promise, startedAt: now(), sessionId: session })
  return promise
}

/**
 * The early answer for `key`, once (it is forgotten as it is taken); undefined if none is fresh, or
 * if it was asked with another session than the one stored now: another tab relogged in while this
 * page loaded, and that answer (a 403 most likely) is the replaced session's. Taken, it would make
 * this tab think its new session dead and relog in a second time.
 */
export function takeEarly<T>(
  key: string,
  now: () => number = Date.now,
  sessionId: () => string | null = storedSessionId,
): Promise<T> | undefined {
  const held = early.get(key)
  if (!held) return undefined
  early.delete(key)
  if (held.sessionId !== sessionId()) return undefined
  return now() - held.startedAt < EARLY_TTL_MS ? (held.promise as Promise<T>) : undefined
}

/** Forgets every early call (tests). */
export function clearEarly(): void {
  early.clear()
}

/** The keys of the calls src/app/early-start.ts can start, shared with the takers. */
export const earlyKeys = {
  currentUser: (userId: string) => `current-user:${userId}`,
  swipeProfiles: (page: number) => `swipe-profiles:${page}`,
  conversation: (contactId: string) => `conversation:${contactId}`,
} as const
