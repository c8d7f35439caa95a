/**
 * A small seeded pseudo-random generator (mulberry32) and helpers over it. The seed, the simulation
 * and the failure-rate faults all draw from one of these, so the same seed always gives the same data.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** k distinct items, in a random order. */
  sample<T>(items: readonly T[], k: number): T[]
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    sample<T>(items: readonly T[], k: number): T[] {
      const copy = [...items]
      const out: T[] = []
      while (out.length < k && copy.length > 0) {
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T)
      }
      return out
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((s, [, w]) => s + w, 0)
      let r = next() * total
      for (const [value, w] of entries) {
        r -= w
        if (r < 0) return value
      }
      return entries[entries.length - 1]![0]
    },
  }
}

/** A stable 32-bit hash of a string (FNV-1a), to derive sub-seeds from names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}
