/**
 * The read cache: answers to reads are kept for the freshness times of spec section 9, identical
 * reads in flight are made once, and a member's own change invalidates the reads it affects (each
 * mutation in the area modules names its tags; `cache-tags.ts` lists them). Time comes from an
 * injectable `now()`, so tests move a clock instead of sleeping.
 */

/** The kinds of read spec section 9 gives a freshness time to. */
export type CacheKind = 'wall' | 'activities' | 'search' | 'user' | 'cities' | 'conversations' | 'ads'

const MINUTE = 60_000

/** Spec section 9: 5 min for wall, activities, search, user, cities; 1 min conversations; 1 h ads. */
export const FRESHNESS_MS: Readonly<Record<CacheKind, number>> = {
  wall: 5 * MINUTE,
  activities: 5 * MINUTE,
  search: 5 * MINUTE,
  user: 5 * MINUTE,
  cities: 5 * MINUTE,
  conversations: 1 * MINUTE,
  ads: 60 * MINUTE,
}

export interface ReadPolicy {
  kind: CacheKind
  /** Names a later change can invalidate this read by (see `invalidate`). */
  tags?: readonly string[]
  /** Only an answer asked for at this time (ms) or later will do: an older one is read anew. */
  notBefore?: number
}

export interface ReadCache {
  /** The cached answer for `key` while fresh, the one in flight if any, else `load()`'s. */
  read<T>(key: string, policy: ReadPolicy, load: () => Promise<T>): Promise<T>
  /**
   * Forgets every read carrying one of the tags. Tags are hierarchical: `contacts` also forgets
   * `contacts:1` and `contacts:3`, so a change can say "everything about contacts" in one word.
   */
  invalidate(tags: readonly string[]): void
  /**
   * Runs `start`, whose reads (made synchronously within it) hand a failure over to the next reader
   * of the same key instead of forgetting it: the entry's early start (src/app/early-start.ts) reads
   * before the page's machine does, and the machine must see that read's failure as its own (and
   * offer to try again), not silently ask a second time.
   */
  early(start: () => void): void
  /** Forgets everything (logout, login as someone else, account deleted). */
  clear(): void
  /** How many reads are held (fresh, stale or in flight); for tests. */
  readonly size: number
}

interface Entry {
  promise: Promise<unknown>
  /** Infinity while in flight: an answer on its way is never stale. */
  expiresAt: number
  /** When it was asked for. */
  askedAt: number
  tags: readonly string[]
  /** An early read's failure, kept for its next reader only. */
  handOver: boolean
  failed: boolean
  /**
   * A reader took the read while it was on its way: a failure then reaches that reader with the
   * answer, and is not kept for the next one (which would be the same reader trying again).
   */
  joined: boolean
}

/** How long an early read's failure waits for its reader (the page's machine) before it is dropped. */
export const HAND_OVER_MS = 30_000

const tagMatches = (entryTag: string, tag: string) => entryTag === tag || entryTag.startsWith(`${tag}:`)

export function createReadCache(options: { now?: () => number } = {}): ReadCache {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  let early = false

  return {
    read<T>(key: string, policy: ReadPolicy, load: () => Promise<T>): Promise<T> {
      const held = entries.get(key)
      if (held && now() < held.expiresAt && held.askedAt >= (policy.notBefore ?? 0)) {
        if (held.failed) entries.delete(key)
        else if (held.expiresAt === Number.POSITIVE_INFINITY) held.joined = true
        return held.promise as Promise<T>
      }

      const entry: Entry = {
        promise: Promise.resolve(),
        expiresAt: Number.POSITIVE_INFINITY,
        askedAt: now(),
        tags: policy.tags ?? [],
        handOver: early,
        failed: false,
        joined: false,
      }
      // Freshness counts from when the answer arrived; an entry invalidated or replaced meanwhile is
      // left alone (the identity check), so a change made during the read is never overwritten.
      entry.promise = load().then(
        (value) => {
          if (entries.get(key) === entry) entry.expiresAt = now() + FRESHNESS_MS[policy.kind]
          return value
        },
        (error: unknown) => {
          if (entries.get(key) === entry) {
            if (entry.handOver && !entry.joined) {
              entry.failed = true
              entry.expiresAt = now() + HAND_OVER_MS
            } else entries.delete(key)
          }
          throw error
        },
      )
      entries.set(key, entry)
      return entry.promise as Promise<T>
    },

    early(start: () => void): void {
      early = true
      try {
        start()
      } finally {
        early = false
      }
    },

    invalidate(tags: readonly string[]): void {
      for (const [key, entry] of entries) {
        if (entry.tags.some((entryTag) => tags.some((tag) => tagMatches(entryTag, tag)))) entries.delete(key)
      }
    },

    clear(): void {
      entries.clear()
    },

    get size() {
      return entries.size
    },
  }
}

/** The app's one cache, shared by every call made through the default client. */
export const readCache: ReadCache = createReadCache()

/** Forgets the reads carrying any of these tags, in the app's cache. */
export function invalidate(tags: readonly string[]): void {
  readCache.invalidate(tags)
}

/** Forgets every read in the app's cache. */
export function clearCache(): void {
  readCache.clear()
}
