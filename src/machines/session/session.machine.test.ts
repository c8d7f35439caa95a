import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock, toPromise, waitFor } from 'xstate'
import { ApiError, SessionExpiredError } from '../../api/errors'
import { clearStoredLogin, type StoredLogin, writeStoredLogin } from '../../lib/stored-login'
import { sessionMachine } from './session.machine'
import { selectNeedsProfileCompletion, selectSessionStatus } from './session.selectors'
import { makeUser, stubActors } from './session.test-support'

const LOGIN: StoredLogin = { user_id: '10001', session_id: 'old', token_login: 'tok' }
const dead = () => Promise.reject(new SessionExpiredError('GET /index_api/user'))

function start(
  storedLogin: StoredLogin | null,
  actors: Parameters<typeof stubActors>[0] = {},
  clock = new SimulatedClock(),
) {
  const storage = { persisted: [] as (StoredLogin | null)[], forgotten: 0 }
  const machine = sessionMachine.provide({
    actors: stubActors(actors),
    actions: {
      persistLogin: ({ context }) => {
        storage.persisted.push(context.login)
      },
      forgetLogin: () => {
        storage.forgotten += 1
      },
    },
  })
  const emitted: string[] = []
  const actor = createActor(machine, { input: { storedLogin }, clock })
  actor.on('*', (e) => emitted.push(e.type))
  actor.start()
  return { actor, storage, emitted, clock }
}

describe('session machine', () => {
  it('is a visitor without a stored login', () => {
    const { actor } = start(null)
    expect(actor.getSnapshot().value).toBe('visitor')
    expect(selectSessionStatus(actor.getSnapshot())).toBe('visitor')
  })

  it('looks a stored login up and becomes a member', async () => {
    const fetchCurrentUser = vi.fn(async () => makeUser())
    const { actor } = start(LOGIN, { fetchCurrentUser })
    expect(selectSessionStatus(actor.getSnapshot())).toBe('pending')
    await waitFor(actor, (s) => s.matches('member'))
    expect(fetchCurrentUser).toHaveBeenCalledWith({ userId: '10001' })
    expect(actor.getSnapshot().context.user?.nickname).toBe('Juliette75')
  })

  it('relogs in silently with the token when the lookup says connected 0, and carries on', async () => {
    let calls = 0
    const reloginWithToken = vi.fn(async () => ({ userId: '10001', sessionId: 'new' }))
    const { actor, storage } = start(LOGIN, {
      fetchCurrentUser: () => (calls++ === 0 ? dead() : Promise.resolve(makeUser())),
      reloginWithToken,
    })
    await waitFor(actor, (s) => s.matches('member'))
    expect(reloginWithToken).toHaveBeenCalledWith({
      userId: '10001',
      nickname: null,
      token: 'tok',
      deadSessionId: 'old',
    })
    // The dead login stays stored while relogging (removing it would sign the other tabs out).
    expect(storage.forgotten).toBe(0)
    expect(storage.persisted.at(-1)).toEqual({ user_id: '10001', session_id: 'new', token_login: 'tok' })
    expect(actor.getSnapshot().context.login?.session_id).toBe('new')
  })

  it('removes a dead login without a token and becomes a visitor', async () => {
    const { actor, storage, emitted } = start({ user_id: '1', session_id: 's' }, { fetchCurrentUser: dead })
    await waitFor(actor, (s) => s.matches('visitor'))
    expect(storage.forgotten).toBe(1)
    expect(emitted).toContain('sessionLost')
  })

  it('becomes a visitor when the token relogin fails', async () => {
    const { actor, emitted, storage } = start(LOGIN, {
      fetchCurrentUser: dead,
      reloginWithToken: () => Promise.reject(new Error('bad token')),
    })
    await waitFor(actor, (s) => s.matches('visitor'))
    expect(actor.getSnapshot().context.login).toBeNull()
    expect(storage.forgotten).toBe(1)
    expect(emitted).toContain('sessionLost')
  })

  it('keeps the login when the lookup fails for another reason, and retries with a growing delay', async () => {
    let calls = 0
    const fetchCurrentUser = vi.fn(() =>
      calls++ < 2 ? Promise.reject(new ApiError(0, '', 'GET /index_api/user')) : Promise.resolve(makeUser()),
    )
    const { actor, clock, storage } = start(LOGIN, { fetchCurrentUser })
    await waitFor(actor, (s) => s.matches('unavailable'))
    expect(actor.getSnapshot().context.error).toBe('lookupFailed')
    expect(selectSessionStatus(actor.getSnapshot())).toBe('unavailable')
    clock.increment(1999)
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1)
    clock.increment(1)
    await waitFor(actor, (s) => s.matches('unavailable') && s.context.failedLookups === 2)
    clock.increment(3999)
    expect(fetchCurrentUser).toHaveBeenCalledTimes(2)
    clock.increment(1)
    await waitFor(actor, (s) => s.matches('member'))
    expect(storage.forgotten).toBe(0)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('retries at once when asked', async () => {
    let calls = 0
    const { actor } = start(LOGIN, {
      fetchCurrentUser: () =>
        calls++ === 0
          ? Promise.reject(new ApiError(500, 'oops', 'GET /index_api/user'))
          : Promise.resolve(makeUser()),
    })
    await waitFor(actor, (s) => s.matches('unavailable'))
    actor.send({ type: 'session.retry' })
    await waitFor(actor, (s) => s.matches('member'))
  })

  it('signs in from a visitor, storing the login and the token', async () => {
    const { actor, storage } = start(null)
    actor.send({
      type: 'session.signedIn',
      result: { userId: '7', sessionId: 's7', tokenLogin: 't7' },
      nickname: 'Léa',
    })
    expect(storage.persisted).toEqual([{ user_id: '7', session_id: 's7', token_login: 't7' }])
    await waitFor(actor, (s) => s.matches('member'))
  })

  it('logs out: local session cleared first, then the server told with the closing session id', async () => {
    const seen: { forgottenBeforeServer?: number; sessionId?: string | null } = {}
    let storage: { forgotten: number } | undefined
    const logoutOnServer = vi.fn(async ({ sessionId }: { sessionId: string | null }) => {
      seen.forgottenBeforeServer = storage?.forgotten
      seen.sessionId = sessionId
    })
    const started = start(LOGIN, { logoutOnServer })
    storage = started.storage
    const { actor, emitted } = started
    await waitFor(actor, (s) => s.matches('member'))
    actor.send({ type: 'session.logout' })
    expect(actor.getSnapshot().context.login).toBeNull()
    await waitFor(actor, (s) => s.matches('visitor'))
    expect(seen).toEqual({ forgottenBeforeServer: 1, sessionId: 'old' })
    expect(logoutOnServer).toHaveBeenCalledTimes(1)
    expect(emitted).toContain('loggedOut')
  })

  it('is logged out even when the server call fails', async () => {
    const { actor, emitted } = start(LOGIN, { logoutOnServer: () => Promise.reject(new Error('offline')) })
    await waitFor(actor, (s) => s.matches('member'))
    actor.send({ type: 'session.logout' })
    await waitFor(actor, (s) => s.matches('visitor'))
    expect(emitted).toContain('loggedOut')
  })

  it('relogs in once when an API call reports the session expired, ignoring further reports', async () => {
    let release: () => void = () => {}
    const reloginWithToken = vi.fn(
      () =>
        new Promise<{ userId: string; sessionId: string }>((resolve) => {
          release = () => resolve({ userId: '10001', sessionId: 'new' })
        }),
    )
    const { actor } = start(LOGIN, { reloginWithToken })
    await waitFor(actor, (s) => s.matches('member'))
    actor.send({ type: 'session.expired' })
    actor.send({ type: 'session.expired' })
    actor.send({ type: 'session.expired' })
    expect(actor.getSnapshot().value).toBe('relogging')
    release()
    await waitFor(actor, (s) => s.matches('member'))
    expect(reloginWithToken).toHaveBeenCalledTimes(1)
    expect(reloginWithToken).toHaveBeenCalledWith({
      userId: '10001',
      nickname: 'Juliette75',
      token: 'tok',
      deadSessionId: LOGIN.session_id,
    })
  })

  it('ignores late news about the session it already replaced (a socket refused with the old id)', async () => {
    const reloginWithToken = vi.fn(async () => ({ userId: '10001', sessionId: 'new' }))
    const { actor } = start(LOGIN, { reloginWithToken })
    await waitFor(actor, (s) => s.matches('member'))
    actor.send({ type: 'session.expired', sessionId: 'old' })
    await waitFor(actor, (s) => s.matches('member') && s.context.login?.session_id === 'new')
    // The old session's socket is refused after the relogin: no second relogin.
    actor.send({ type: 'session.expired', sessionId: 'old' })
    expect(actor.getSnapshot().matches('member')).toBe(true)
    expect(reloginWithToken).toHaveBeenCalledTimes(1)
    // The new session found dead: renewed again.
    actor.send({ type: 'session.expired', sessionId: 'new' })
    expect(actor.getSnapshot().value).toBe('relogging')
  })

  it('refreshes the member and keeps them when the refresh fails for another reason', async () => {
    let calls = 0
    const { actor } = start(LOGIN, {
      fetchCurrentUser: async () => {
        calls += 1
        if (calls === 2) return makeUser({ city: 'Lyon (69)' })
        if (calls === 3) throw new ApiError(500, '', 'GET /index_api/user')
        return makeUser()
      },
    })
    await waitFor(actor, (s) => s.matches('member'))
    actor.send({ type: 'session.refresh' })
    expect(actor.getSnapshot().matches({ member: 'refreshing' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ member: 'idle' }) && s.context.user?.city === 'Lyon (69)')
    actor.send({ type: 'session.refresh' })
    await waitFor(actor, (s) => s.matches({ member: 'idle' }))
    expect(actor.getSnapshot().context.user?.city).toBe('Lyon (69)')
  })

  it('follows another tab that logs out, without calling the server', async () => {
    const logoutOnServer = vi.fn(async () => {})
    const { actor } = start(LOGIN, { logoutOnServer })
    await waitFor(actor, (s) => s.matches('member'))
    actor.send({ type: 'session.storageChanged', login: null })
    expect(actor.getSnapshot().value).toBe('visitor')
    expect(logoutOnServer).not.toHaveBeenCalled()
  })

  it('follows another tab that logs in', async () => {
    const { actor } = start(null)
    actor.send({ type: 'session.storageChanged', login: { user_id: '9', session_id: 's9' } })
    await waitFor(actor, (s) => s.matches('member'))
    expect(actor.getSnapshot().context.login?.user_id).toBe('9')
  })

  it('ignores a storage event that carries its own session', async () => {
    const fetchCurrentUser = vi.fn(async () => makeUser())
    const { actor } = start(LOGIN, { fetchCurrentUser })
    await waitFor(actor, (s) => s.matches('member'))
    actor.send({ type: 'session.storageChanged', login: LOGIN })
    expect(actor.getSnapshot().matches('member')).toBe(true)
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1)
  })

  it('says when the profile needs completing (spec section 4)', async () => {
    const { actor } = start(LOGIN, { fetchCurrentUser: async () => makeUser({ city: '', age: 0 }) })
    await waitFor(actor, (s) => s.matches('member'))
    expect(selectNeedsProfileCompletion(actor.getSnapshot())).toBe(true)
  })
})

describe('the live relogin, shared by the member’s tabs', () => {
  it('takes the session another tab relogged into meanwhile, without logging in again', async () => {
    const { reloginWithToken } = await import('./session.actors')
    writeStoredLogin({ user_id: '10001', session_id: 'fresh-from-another-tab', token_login: 'tok' })
    const relogin = createActor(reloginWithToken, {
      input: { userId: '10001', nickname: 'Juliette75', token: 'tok', deadSessionId: 'old' },
    }).start()
    const result = await toPromise(relogin)
    expect(result).toEqual({ userId: '10001', sessionId: 'fresh-from-another-tab', tokenLogin: 'tok' })
    clearStoredLogin()
  })
})
