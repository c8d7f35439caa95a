import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { AdsByPlacement } from '../../api/models/ads'
import { ADS_FRESHNESS_MS, VISIBILITY_RECHECK_MS } from './ads.machine'
import { selectAdFor } from './ads.selectors'
import { adsMachineWith, adsWith, slot, VIEWER } from './ads.test-support'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 21, 17, 58, 0))
})
afterEach(() => vi.useRealTimers())

function start(fetchAds: () => Promise<AdsByPlacement>) {
  const clock = new SimulatedClock()
  const actor = createActor(adsMachineWith(fetchAds), { clock, input: { viewer: VIEWER } })
  actor.start()
  return { actor, clock }
}

/** Moves both clocks: xstate's timers and the wall clock the visibility hours are judged on. */
function elapse(clock: SimulatedClock, ms: number) {
  vi.setSystemTime(Date.now() + ms)
  clock.increment(ms)
}

describe('ads machine', () => {
  it('reads the slots once, then not again before an hour has passed', async () => {
    const fetchAds = vi.fn(async () => adsWith({ account: [slot({ html: 'compte' })] }))
    const { actor, clock } = start(fetchAds)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(selectAdFor('account')(actor.getSnapshot())).toBeNull()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectAdFor('account')(actor.getSnapshot())?.html).toBe('compte')
    for (let minute = 1; minute < 60; minute += 1) elapse(clock, VISIBILITY_RECHECK_MS)
    await flush()
    expect(fetchAds).toHaveBeenCalledTimes(1)
    elapse(clock, ADS_FRESHNESS_MS - 59 * VISIBILITY_RECHECK_MS)
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(fetchAds).toHaveBeenCalledTimes(2)
  })

  it('starts and stops a slot at its hours, judged every minute', async () => {
    const evening = slot({ visibleHours: '18:00-23:59', html: 'soir' })
    const { actor, clock } = start(async () => adsWith({ center: [evening] }))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectAdFor('center')(actor.getSnapshot())).toBeNull()
    elapse(clock, VISIBILITY_RECHECK_MS)
    expect(selectAdFor('center')(actor.getSnapshot())).toBeNull()
    elapse(clock, VISIBILITY_RECHECK_MS)
    expect(selectAdFor('center')(actor.getSnapshot())).toBe(evening)
  })

  it('follows the viewer', async () => {
    const forMen = slot({ visibleToGender: '1', html: 'hommes' })
    const { actor } = start(async () => adsWith({ profile: [forMen] }))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectAdFor('profile')(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'viewer.change', viewer: { ...VIEWER, gender: '1' } })
    expect(selectAdFor('profile')(actor.getSnapshot())).toBe(forMen)
  })

  it('after a failure shows nothing and tries again an hour later, not before', async () => {
    let calls = 0
    const fetchAds = vi.fn(async () => {
      calls += 1
      if (calls === 1) throw new ApiError(500, '', 'GET /index_api/get_pubs_infos')
      return adsWith({ account: [slot()] })
    })
    const { actor, clock } = start(fetchAds)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectAdFor('account')(actor.getSnapshot())).toBeNull()
    elapse(clock, ADS_FRESHNESS_MS - 1)
    expect(fetchAds).toHaveBeenCalledTimes(1)
    elapse(clock, 1)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(fetchAds).toHaveBeenCalledTimes(2)
    expect(selectAdFor('account')(actor.getSnapshot())).not.toBeNull()
  })

  it('keeps the slots it had when a refresh fails', async () => {
    let calls = 0
    const kept = slot({ html: 'gardé' })
    const { actor, clock } = start(async () => {
      calls += 1
      if (calls === 2) throw new Error('down')
      return adsWith({ account: [kept] })
    })
    await waitFor(actor, (s) => s.matches('ready'))
    elapse(clock, ADS_FRESHNESS_MS)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectAdFor('account')(actor.getSnapshot())).toBe(kept)
  })
})
