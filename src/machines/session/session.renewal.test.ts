import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createReadCache } from '../../api/cache'
import { createApiClient } from '../../api/client'
import type { StoredLogin } from '../../lib/stored-login'
import { sessionMachine } from './session.machine'
import { createSessionRenewal } from './session.renewal'
import { makeUser, stubActors } from './session.test-support'

/**
 * N member calls made at once on a dead session, their answers and the relogin arriving in any order
 * the scheduler picks: exactly one relogin, no logout, and every call answered after one retry.
 */
describe('renewal of a dead session under parallel calls', () => {
  // Many scheduled orderings: the timeout guards against a hang on a loaded machine, nothing more.
  it('relogs in exactly once and retries every call once, over many orderings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 8 }), async (s, calls) => {
        let stored: StoredLogin | null = { user_id: '10001', session_id: 'dead', token_login: 'tok' }
        let liveSession = 'none'
        let relogins = 0
        let logouts = 0
        const sent: string[] = []

        const machine = sessionMachine.provide({
          actors: stubActors({
            fetchCurrentUser: async () => makeUser(),
            reloginWithToken: async () => {
              relogins += 1
              await s.schedule(Promise.resolve('relogin'))
              liveSession = `new-${relogins}`
              return { userId: '10001', sessionId: liveSession }
            },
            logoutOnServer: async () => {
              logouts += 1
            },
          }),
          actions: {
            persistLogin: ({ context }) => {
              stored = context.login
            },
            forgetLogin: () => {
              stored = null
            },
          },
        })
        const session = createActor(machine, { input: { storedLogin: stored } }).start()
        await waitFor(session, (snap) => snap.matches('member'))

        const fakeFetch = async (input: RequestInfo | URL) => {
          const url = new URL(input instanceof Request ? input.url : String(input))
          const sessionId = url.searchParams.get('session_id') ?? ''
          sent.push(sessionId)
          const ok = sessionId === liveSession
          return s.schedule(
            Promise.resolve(
              ok
                ? new Response(JSON.stringify({ ok: 1, sessionId }), { status: 200 })
                : new Response('Session expirée ou invalide', { status: 403 }),
            ),
          )
        }
        const client = createApiClient({
          config: () => ({ apiBase: 'http://api.test', apiKey: 'k' }),
          sessionId: () => stored?.session_id,
          cache: createReadCache(),
          fetch: fakeFetch as typeof fetch,
          renewSession: createSessionRenewal(session),
        })

        const results = Promise.all(
          Array.from({ length: calls }, () =>
            client.json<{ ok: number }>({ method: 'GET', path: '/ajax_api/load_contacts' }),
          ),
        )
        await s.waitFor(results)
        const answers = await results

        expect(relogins).toBe(1)
        expect(logouts).toBe(0)
        expect(answers.every((a) => a?.ok === 1)).toBe(true)
        // Each call went out at most twice: once dead, once renewed.
        expect(sent.length).toBeLessThanOrEqual(calls * 2)
        expect(sent.filter((id) => id === 'new-1').length).toBe(calls)
        expect(session.getSnapshot().matches('member')).toBe(true)
        expect(stored).toEqual({ user_id: '10001', session_id: 'new-1', token_login: 'tok' })
        session.stop()
      }),
      { numRuns: 200 },
    )
  }, 60_000)

  it('does not retry when the renewal fails, and the member becomes a visitor', async () => {
    let stored: StoredLogin | null = { user_id: '1', session_id: 'dead' }
    const machine = sessionMachine.provide({
      actors: stubActors({}),
      actions: {
        persistLogin: ({ context }) => {
          stored = context.login
        },
        forgetLogin: () => {
          stored = null
        },
      },
    })
    const session = createActor(machine, { input: { storedLogin: stored } }).start()
    await waitFor(session, (snap) => snap.matches('member'))
    let sends = 0
    const client = createApiClient({
      config: () => ({ apiBase: 'http://api.test', apiKey: 'k' }),
      sessionId: () => stored?.session_id,
      cache: createReadCache(),
      fetch: (async () => {
        sends += 1
        return new Response('Session expirée ou invalide', { status: 403 })
      }) as typeof fetch,
      renewSession: createSessionRenewal(session),
    })
    await expect(client.json({ method: 'GET', path: '/ajax_api/load_contacts' })).rejects.toMatchObject({
      status: 403,
    })
    expect(sends).toBe(1)
    expect(session.getSnapshot().matches('visitor')).toBe(true)
  })
})
