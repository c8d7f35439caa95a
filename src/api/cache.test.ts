import { describe, expect, it, vi } from 'vitest'
import { type CacheKind, createReadCache, FRESHNESS_MS } from './cache'

function clockedCache() {
  let time = 0
  const cache = createReadCache({ now: () => time })
  return {
    cache,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('the read cache', () => {
  it('holds the freshness times of spec section 9', () => {
    expect(FRESHNESS_MS).toEqual({
      wall: 300_000,
      activities: 300_000,
      search: 300_000,
      user: 300_000,
      cities: 300_000,
      conversations: 60_000,
      ads: 3_600_000,
    })
  })

  it.each(Object.entries(FRESHNESS_MS) as [CacheKind, number][])(
    'serves a %s read from cache until %i ms have passed, then reads again',
    async (kind, freshness) => {
      const { cache, advance } = clockedCache()
      let version = 0
      const load = vi.fn(async () => ++version)

      expect(await cache.read('k', { kind }, load)).toBe(1)
      advance(freshness - 1)
      expect(await cache.read('k', { kind }, load)).toBe(1)
      advance(1)
      expect(await cache.read('k', { kind }, load)).toBe(2)
      expect(load).toHaveBeenCalledTimes(2)
    },
  )

  it('counts freshness from when the answer arrived, not when it was asked', async () => {
    const { cache, advance } = clockedCache()
    let release!: (v: string) => void
    const first = cache.read('k', { kind: 'conversations' }, () => new Promise<string>((r) => (release = r)))
    advance(50_000)
    release('a')
    await first
    advance(59_000)
    expect(await cache.read('k', { kind: 'conversations' }, async () => 'b')).toBe('a')
  })

  it('makes identical reads in flight once', async () => {
    const { cache } = clockedCache()
    let release!: (v: string) => void
    const load = vi.fn(() => new Promise<string>((r) => (release = r)))

    const a = cache.read('k', { kind: 'search' }, load)
    const b = cache.read('k', { kind: 'search' }, load)
    release('done')

    expect(await Promise.all([a, b])).toEqual(['done', 'done'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reads anew when the held answer was asked for before `notBefore`, and shares one asked since', async () => {
    const { cache, advance } = clockedCache()
    const load = vi.fn(async () => 'liste')
    await cache.read('contacts', { kind: 'conversations' }, load)
    advance(1000)
    // Asked for at 0: fresh, but older than what the caller needs.
    await cache.read('contacts', { kind: 'conversations', notBefore: 500 }, load)
    expect(load).toHaveBeenCalledTimes(2)
    // Asked for at 1000: it will do for the same moment and any reader without a bound.
    await cache.read('contacts', { kind: 'conversations', notBefore: 1000 }, load)
    await cache.read('contacts', { kind: 'conversations' }, load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps different keys apart', async () => {
    const { cache } = clockedCache()
    expect(await cache.read('a', { kind: 'search' }, async () => 'A')).toBe('A')
    expect(await cache.read('b', { kind: 'search' }, async () => 'B')).toBe('B')
  })

  it('does not keep failures: the next read tries again', async () => {
    const { cache } = clockedCache()
    await expect(
      cache.read('k', { kind: 'wall' }, async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down')
    expect(await cache.read('k', { kind: 'wall' }, async () => 'up')).toBe('up')
  })

  it('forgets reads by tag, hierarchically, and leaves the others', async () => {
    const { cache } = clockedCache()
    let n = 0
    const load = async () => ++n
    await cache.read('friends', { kind: 'conversations', tags: ['contacts:3'] }, load)
    await cache.read('blacklist', { kind: 'conversations', tags: ['contacts:2'] }, load)
    await cache.read('me', { kind: 'user', tags: ['me:user'] }, load)

    cache.invalidate(['contacts:3'])
    expect(await cache.read('friends', { kind: 'conversations', tags: ['contacts:3'] }, load)).toBe(4)
    expect(await cache.read('blacklist', { kind: 'conversations', tags: ['contacts:2'] }, load)).toBe(2)

    cache.invalidate(['contacts'])
    expect(await cache.read('blacklist', { kind: 'conversations', tags: ['contacts:2'] }, load)).toBe(5)
    expect(await cache.read('me', { kind: 'user', tags: ['me:user'] }, load)).toBe(3)
  })

  it('does not let a read that was in flight during an invalidation fill the cache', async () => {
    const { cache } = clockedCache()
    let release!: (v: string) => void
    const stale = cache.read(
      'k',
      { kind: 'user', tags: ['me:user'] },
      () => new Promise<string>((r) => (release = r)),
    )
    cache.invalidate(['me:user'])
    release('stale')
    expect(await stale).toBe('stale')
    expect(await cache.read('k', { kind: 'user', tags: ['me:user'] }, async () => 'fresh')).toBe('fresh')
  })

  it('clears everything', async () => {
    const { cache } = clockedCache()
    await cache.read('a', { kind: 'ads' }, async () => 1)
    await cache.read('b', { kind: 'wall' }, async () => 1)
    expect(cache.size).toBe(2)
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it("hands an early read's failure to the page's reader once, also when that reader joined it on its way", async () => {
    const { cache } = clockedCache()
    let fail!: (error: Error) => void
    let calls = 0
    const load = () => {
      calls += 1
      return calls === 1 ? new Promise<string>((_, reject) => (fail = reject)) : Promise.resolve('second')
    }
    let early!: Promise<string>
    cache.early(() => {
      early = cache.read('k', { kind: 'activities' }, load)
      early.catch(() => {})
    })
    // The page's machine reads while the early read is still on its way: it shares it.
    const page = cache.read('k', { kind: 'activities' }, load)
    fail(new Error('500'))
    await expect(page).rejects.toThrow('500')
    // Its "try again" asks the server again instead of being handed the same failure a second time.
    expect(await cache.read('k', { kind: 'activities' }, load)).toBe('second')
    expect(calls).toBe(2)
  })

  it("keeps an early read's failure for the page's reader when it comes after the failure", async () => {
    const { cache } = clockedCache()
    let calls = 0
    const load = async () => {
      calls += 1
      if (calls === 1) throw new Error('500')
      return 'second'
    }
    cache.early(() => void cache.read('k', { kind: 'activities' }, load).catch(() => {}))
    await Promise.resolve()
    await Promise.resolve()
    await expect(cache.read('k', { kind: 'activities' }, load)).rejects.toThrow('500')
    expect(await cache.read('k', { kind: 'activities' }, load)).toBe('second')
    expect(calls).toBe(2)
  })
})
