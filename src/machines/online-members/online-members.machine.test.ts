import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { ProfileCard } from '../../api/models/profile'
import { sampleCard } from '../search-results/search-results.test-support'
import { toOnlineMember } from './online-members.actors'
import {
  ADVANCE_INTERVAL_MS,
  DWELL_MS,
  ONLINE_MEMBERS_LIMIT,
  onlineMembersMachine,
  restingPosition,
  SLIDE_DURATION_MS,
} from './online-members.machine'
import {
  selectCurrentIndex,
  selectError,
  selectIsAutoRotating,
  selectIsLooping,
  selectIsRotationOn,
  selectIsSliding,
  selectMembers,
  selectPosition,
  selectStatus,
} from './online-members.selectors'
import {
  type OnlineMembersStubs,
  onlineMembersMachineWith,
  sampleOnlineMembers,
} from './online-members.test-support'
import type { OnlineMembersInput } from './online-members.types'

/**
 * Lets `ms` pass in 100 ms steps: SimulatedClock schedules a timer started inside an increment from
 * the end of that increment, so one big increment would fire a timer chain late.
 */
function elapse(clock: SimulatedClock, ms: number) {
  for (let t = 0; t < ms; t += 100) clock.increment(Math.min(100, ms - t))
}

async function start(stubs: OnlineMembersStubs = {}, input?: OnlineMembersInput) {
  const clock = new SimulatedClock()
  const actor = createActor(onlineMembersMachineWith(stubs), { clock, input })
  actor.start()
  await waitFor(actor, (s) => !s.matches('loading'))
  return { actor, clock }
}

describe('online members: loading', () => {
  it('fetches 24 members (spec section 9) and rests in the middle copy', async () => {
    const fetchOnlineMembers = vi.fn(async ({ limit }: { limit: number }) => sampleOnlineMembers(limit))
    const { actor } = await start({ fetchOnlineMembers })
    expect(fetchOnlineMembers).toHaveBeenCalledWith({ limit: 24 })
    expect(ONLINE_MEMBERS_LIMIT).toBe(24)
    expect(selectMembers(actor.getSnapshot())).toHaveLength(24)
    expect(selectPosition(actor.getSnapshot())).toBe(24)
    expect(selectCurrentIndex(actor.getSnapshot())).toBe(0)
    expect(actor.getSnapshot().value).toEqual({ rotating: 'playing' })
    expect(selectIsLooping(actor.getSnapshot())).toBe(true)
  })

  it('says when nobody is online, and stands still with too few to loop', async () => {
    const none = await start({ fetchOnlineMembers: async () => [] })
    expect(selectStatus(none.actor.getSnapshot())).toBe('empty')
    const few = await start({ fetchOnlineMembers: async () => sampleOnlineMembers(5) })
    expect(few.actor.getSnapshot().value).toBe('still')
    expect(selectIsLooping(few.actor.getSnapshot())).toBe(false)
    few.clock.increment(ADVANCE_INTERVAL_MS * 3)
    expect(selectPosition(few.actor.getSnapshot())).toBe(5)
  })

  it("keeps 'loadFailed' and retries on demand", async () => {
    let calls = 0
    const { actor } = await start({
      fetchOnlineMembers: async ({ limit }) => {
        calls += 1
        if (calls === 1) throw new ApiError(500, '', 'GET /index_api/search')
        return sampleOnlineMembers(limit)
      },
    })
    expect(selectStatus(actor.getSnapshot())).toBe('failed')
    expect(selectError(actor.getSnapshot())).toBe('loadFailed')
    actor.send({ type: 'members.retry' })
    await waitFor(actor, (s) => s.matches('rotating'))
    expect(selectError(actor.getSnapshot())).toBeNull()
  })

  it('marks blurred photos so the view keeps them blurred', () => {
    const card: ProfileCard = sampleCard(0)
    const blurred = { ...card, avatar: card.avatar && { ...card.avatar, visibility: 'blur' as const } }
    expect(toOnlineMember(blurred).blurred).toBe(true)
    expect(toOnlineMember(card)).toMatchObject({ id: card.id, nickname: card.nickname, blurred: false })
  })
})

describe('online members: rotation', () => {
  it('advances one member every 3000 ms with a 1000 ms slide, and loops', async () => {
    expect(ADVANCE_INTERVAL_MS).toBe(3000)
    expect(SLIDE_DURATION_MS).toBe(1000)
    const { actor, clock } = await start({ fetchOnlineMembers: async () => sampleOnlineMembers(10) })
    clock.increment(DWELL_MS - 1)
    expect(selectIsSliding(actor.getSnapshot())).toBe(false)
    clock.increment(1)
    expect(selectIsSliding(actor.getSnapshot())).toBe(true)
    expect(selectPosition(actor.getSnapshot())).toBe(11)
    clock.increment(SLIDE_DURATION_MS)
    expect(actor.getSnapshot().value).toEqual({ rotating: 'playing' })
    expect(selectCurrentIndex(actor.getSnapshot())).toBe(1)
    // The next slide starts 3000 ms after the first one started.
    clock.increment(ADVANCE_INTERVAL_MS - SLIDE_DURATION_MS)
    expect(selectIsSliding(actor.getSnapshot())).toBe(true)
    clock.increment(SLIDE_DURATION_MS)
    expect(selectCurrentIndex(actor.getSnapshot())).toBe(2)
    // Eight more turns: past the last member it is the first again, back in the middle copy.
    elapse(clock, 8 * ADVANCE_INTERVAL_MS)
    expect(selectCurrentIndex(actor.getSnapshot())).toBe(0)
    expect(selectPosition(actor.getSnapshot())).toBe(10)
  })

  it('the loop shows the same picture after the jump: position n + i is slot i of the middle copy', () => {
    expect(restingPosition(20, 10)).toBe(10)
    expect(restingPosition(9, 10)).toBe(19)
    expect(restingPosition(13, 10)).toBe(13)
    expect(restingPosition(3, 0)).toBe(0)
  })

  it('pauses while hovered and resumes on leave, waiting a full still time', async () => {
    const { actor, clock } = await start()
    clock.increment(1000)
    actor.send({ type: 'pointer.enter' })
    expect(actor.getSnapshot().value).toEqual({ rotating: 'paused' })
    expect(selectIsAutoRotating(actor.getSnapshot())).toBe(false)
    expect(selectIsRotationOn(actor.getSnapshot())).toBe(true)
    clock.increment(ADVANCE_INTERVAL_MS * 5)
    expect(selectPosition(actor.getSnapshot())).toBe(24)
    actor.send({ type: 'pointer.leave' })
    expect(actor.getSnapshot().value).toEqual({ rotating: 'playing' })
    clock.increment(DWELL_MS - 1)
    expect(selectPosition(actor.getSnapshot())).toBe(24)
    clock.increment(1)
    expect(selectPosition(actor.getSnapshot())).toBe(25)
  })

  it('pauses while keyboard focus is inside, and needs both hover and focus gone', async () => {
    const { actor, clock } = await start()
    actor.send({ type: 'focus.enter' })
    actor.send({ type: 'pointer.enter' })
    actor.send({ type: 'pointer.leave' })
    expect(actor.getSnapshot().value).toEqual({ rotating: 'paused' })
    clock.increment(ADVANCE_INTERVAL_MS * 2)
    expect(selectPosition(actor.getSnapshot())).toBe(24)
    actor.send({ type: 'focus.leave' })
    expect(actor.getSnapshot().value).toEqual({ rotating: 'playing' })
  })

  it('a slide under way finishes before pausing', async () => {
    const { actor, clock } = await start()
    clock.increment(DWELL_MS)
    actor.send({ type: 'pointer.enter' })
    expect(selectIsSliding(actor.getSnapshot())).toBe(true)
    clock.increment(SLIDE_DURATION_MS)
    expect(actor.getSnapshot().value).toEqual({ rotating: 'paused' })
    expect(selectCurrentIndex(actor.getSnapshot())).toBe(1)
  })

  it('the pause button stops it until pressed again; hover does not restart it', async () => {
    const { actor, clock } = await start()
    actor.send({ type: 'rotation.toggle' })
    expect(selectIsRotationOn(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'pointer.enter' })
    actor.send({ type: 'pointer.leave' })
    clock.increment(ADVANCE_INTERVAL_MS * 3)
    expect(selectPosition(actor.getSnapshot())).toBe(24)
    actor.send({ type: 'rotation.toggle' })
    clock.increment(DWELL_MS)
    expect(selectPosition(actor.getSnapshot())).toBe(25)
  })

  it('starts paused when the member prefers reduced motion', async () => {
    const { actor, clock } = await start({}, { autoplay: false })
    expect(actor.getSnapshot().value).toEqual({ rotating: 'paused' })
    clock.increment(ADVANCE_INTERVAL_MS * 2)
    expect(selectPosition(actor.getSnapshot())).toBe(24)
  })

  it('steps by hand both ways, looping past either end', async () => {
    const { actor, clock } = await start({ fetchOnlineMembers: async () => sampleOnlineMembers(10) })
    actor.send({ type: 'rotation.toggle' })
    actor.send({ type: 'slide.previous' })
    expect(selectPosition(actor.getSnapshot())).toBe(9)
    expect(selectIsSliding(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'slide.next' })
    expect(selectPosition(actor.getSnapshot())).toBe(9)
    clock.increment(SLIDE_DURATION_MS)
    expect(selectPosition(actor.getSnapshot())).toBe(19)
    expect(selectCurrentIndex(actor.getSnapshot())).toBe(9)
    actor.send({ type: 'slide.next' })
    clock.increment(SLIDE_DURATION_MS)
    expect(selectCurrentIndex(actor.getSnapshot())).toBe(0)
    expect(actor.getSnapshot().value).toEqual({ rotating: 'paused' })
  })

  it('brings the member keyboard focus reached to the front', async () => {
    const { actor } = await start()
    actor.send({ type: 'focus.enter' })
    actor.send({ type: 'slide.show', index: 7 })
    expect(selectCurrentIndex(actor.getSnapshot())).toBe(7)
    expect(selectPosition(actor.getSnapshot())).toBe(31)
    actor.send({ type: 'slide.show', index: 99 })
    expect(selectCurrentIndex(actor.getSnapshot())).toBe(7)
  })

  it('names its actor and delays', () => {
    expect(Object.keys(onlineMembersMachine.implementations.actors)).toEqual(['fetchOnlineMembers'])
    expect(onlineMembersMachine.implementations.delays).toEqual({ dwell: 2000, slideDuration: 1000 })
  })
})
