import { describe, expect, it, vi } from 'vitest'
import {
  recordingHandler,
  type SeenRequest,
  startApiServer,
  testClient,
} from '../../tests/support/api/api-server'
import { FRESHNESS_MS } from './cache'
import { SessionExpiredError } from './errors'
import { getCurrentUser, getProfile } from './users'

const server = startApiServer()

describe('getCurrentUser', () => {
  it('normalizes the lookup and keeps it for the user freshness time', async () => {
    const seen: SeenRequest[] = []
    server.use(
      recordingHandler(seen, () => ({ connected: 1, result: { id: 7, pseudo: 'Zoé', user_abo: 1 } })),
    )
    const { client, clock } = testClient({ sessionId: 's' })

    const user = await getCurrentUser('7', client)
    expect(user).toMatchObject({ id: '7', nickname: 'Zoé', isPremium: true, connected: true })

    clock.advance(FRESHNESS_MS.user - 1)
    expect(await getCurrentUser('7', client)).toBe(user)
    expect(seen).toHaveLength(1)

    clock.advance(1)
    await getCurrentUser('7', client)
    expect(seen).toHaveLength(2)
  })

  it('asks once for identical lookups in flight', async () => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen, () => ({ connected: 1, result: { id: 7 } })))
    const { client } = testClient()

    const [a, b] = await Promise.all([getCurrentUser('7', client), getCurrentUser('7', client)])

    expect(a).toBe(b)
    expect(seen).toHaveLength(1)
  })

  it('reports a dead session (connected 0) to onDeadSession, throws SessionExpiredError, caches nothing', async () => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen, () => ({ connected: 0 })))
    const onDeadSession = vi.fn()
    const { client } = testClient({ onDeadSession })

    await expect(getCurrentUser('7', client)).rejects.toBeInstanceOf(SessionExpiredError)
    await expect(getCurrentUser('7', client)).rejects.toBeInstanceOf(SessionExpiredError)

    expect(onDeadSession).toHaveBeenCalledTimes(2)
    expect(seen).toHaveLength(2)
  })
})

describe('getProfile', () => {
  it('reads the profile under result, or bare', async () => {
    server.use(
      recordingHandler([], ({ query }) =>
        query.get('id') === '1' ? { result: { id: 1, pseudo: 'Un' } } : { id: 2, pseudo: 'Deux' },
      ),
    )
    const { client } = testClient()

    expect((await getProfile('1', client)).nickname).toBe('Un')
    expect((await getProfile('2', client)).nickname).toBe('Deux')
  })
})
