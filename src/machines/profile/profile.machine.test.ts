import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { FullProfile } from '../../api/models/profile'
import type { SocketFrame } from '../socket/socket.types'
import { MemberNotFoundError } from './profile.actors'
import { profileMachine, toProfileFailure } from './profile.machine'
import {
  selectHasFailed,
  selectIsLoaded,
  selectIsNotFound,
  selectIsOwnProfile,
  selectProfile,
  selectVisitSent,
} from './profile.selectors'
import { makeFullProfile } from './profile.test-support'
import type { LoadProfileInput, VisitSocket } from './profile.types'

function fakeSocket() {
  const frames: SocketFrame[] = []
  const socket: VisitSocket = { send: (event) => frames.push(event.frame) }
  return { socket, frames }
}

function start(
  slug: string,
  viewerId: string | null,
  load: (input: LoadProfileInput) => Promise<FullProfile> = async ({ memberId }) =>
    makeFullProfile({ id: memberId ?? '' }),
) {
  const calls: LoadProfileInput[] = []
  const machine = profileMachine.provide({
    actors: {
      loadProfile: fromPromise<FullProfile, LoadProfileInput>(({ input }) => {
        calls.push(input)
        return load(input)
      }),
    },
  })
  const actor = createActor(machine, { input: { slug, viewerId } }).start()
  return { actor, calls }
}

describe('profile machine', () => {
  it('loads the member named by the id after the slug’s last hyphen', async () => {
    const { actor, calls } = start('jean-pierre-20042', null)
    await waitFor(actor, selectIsLoaded)
    expect(calls).toEqual([{ memberId: '20042' }])
    expect(selectProfile(actor.getSnapshot())?.id).toBe('20042')
  })

  it('records the visit over the socket once it is there: cmd_visit with the member’s id', async () => {
    const { actor } = start('sophie-20042', '10001')
    await waitFor(actor, selectIsLoaded)
    expect(actor.getSnapshot().matches({ loaded: 'awaitingSocket' })).toBe(true)
    const { socket, frames } = fakeSocket()
    actor.send({ type: 'socket.available', socket })
    expect(selectVisitSent(actor.getSnapshot())).toBe(true)
    expect(frames).toEqual([{ action: 'cmd_visit', id: '20042' }])
    // A socket handed over again (reconnected page) does not send the visit twice.
    actor.send({ type: 'socket.available', socket })
    expect(frames).toHaveLength(1)
  })

  it('sends the visit at once when the socket came before the profile', async () => {
    let resolve!: (profile: FullProfile) => void
    const { actor } = start('sophie-20042', '10001', () => new Promise((r) => (resolve = r)))
    const { socket, frames } = fakeSocket()
    actor.send({ type: 'socket.available', socket })
    expect(frames).toEqual([])
    resolve(makeFullProfile({ id: '20042' }))
    await waitFor(actor, selectVisitSent)
    expect(frames).toEqual([{ action: 'cmd_visit', id: '20042' }])
  })

  it('sends no visit for a visitor, nor for one’s own profile', async () => {
    const visitor = start('sophie-20042', null)
    await waitFor(visitor.actor, selectIsLoaded)
    const own = start('juliette75-10001', '10001')
    await waitFor(own.actor, selectIsLoaded)
    const { socket, frames } = fakeSocket()
    own.actor.send({ type: 'socket.available', socket })
    expect(own.actor.getSnapshot().matches({ loaded: 'visitNotNeeded' })).toBe(true)
    expect(visitor.actor.getSnapshot().matches({ loaded: 'visitNotNeeded' })).toBe(true)
    expect(selectIsOwnProfile(own.actor.getSnapshot())).toBe(true)
    expect(selectIsOwnProfile(visitor.actor.getSnapshot())).toBe(false)
    expect(frames).toEqual([])
  })

  it('is notFound for a slug without an id, without calling the server', async () => {
    const { actor, calls } = start('sophie', null, async ({ memberId }) => {
      if (memberId === null) throw new MemberNotFoundError('none')
      return makeFullProfile()
    })
    await waitFor(actor, selectIsNotFound)
    expect(calls).toEqual([{ memberId: null }])
    expect(actor.getSnapshot().context.failure).toBe('notFound')
  })

  it('is notFound when the server answers 404', async () => {
    const { actor } = start('x-99', null, async () => {
      throw new ApiError(404, 'Membre introuvable', 'GET /index_api/user')
    })
    await waitFor(actor, selectIsNotFound)
  })

  it('fails on any other error, and reads again on retry', async () => {
    let attempt = 0
    const { actor, calls } = start('sophie-20042', null, async () => {
      attempt += 1
      if (attempt === 1) throw new ApiError(500, 'down', 'GET /index_api/user')
      return makeFullProfile()
    })
    await waitFor(actor, selectHasFailed)
    expect(actor.getSnapshot().context.failure).toBe('loadFailed')
    actor.send({ type: 'profile.retry' })
    expect(actor.getSnapshot().context.failure).toBeNull()
    await waitFor(actor, selectIsLoaded)
    expect(calls).toHaveLength(2)
  })
})

describe('toProfileFailure', () => {
  it('reads a missing member as notFound and anything else as loadFailed', () => {
    expect(toProfileFailure(new MemberNotFoundError('x'))).toBe('notFound')
    expect(toProfileFailure(new ApiError(404, '', 'GET /index_api/user'))).toBe('notFound')
    expect(toProfileFailure(new ApiError(0, '', 'GET /index_api/user'))).toBe('loadFailed')
    expect(toProfileFailure(new Error('x'))).toBe('loadFailed')
  })
})
