/**
 * Faults on demand, through the functions node.ts exports and through the /__mock/ control endpoint:
 * latency, HTTP 500, malformed JSON, network errors, failure rates replayable from a seed, limited
 * counts, mutations only, and session expiry. Each seen through the real client.
 */
import { describe, expect, it } from 'vitest'
import { getContacts, getConversation, sendMessage } from '../../src/api/chat'
import { ApiError, SessionExpiredError } from '../../src/api/errors'
import { ContactFilter } from '../../src/api/models/chat'
import { getWall } from '../../src/api/social'
import { getFaq } from '../../src/api/support'
import { getCurrentUser } from '../../src/api/users'
import { DEMO, failEndpoint, faultState, setFaultSeed, setLatency } from '../node'
import { client, MOCK_BASE, setUpContractServer, signIn } from './contract-support'

setUpContractServer()

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof ApiError ? `http ${error.status}` : String(error)),
  )

describe('fault controls (node functions)', () => {
  it('adds latency to every call', async () => {
    setLatency(150)
    const started = performance.now()
    await getFaq()
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('fails an endpoint with HTTP 500, a malformed body or a network error', async () => {
    await signIn('premium')
    const rule = failEndpoint({ path: '/ajax_api/load_contacts', kind: 'http500' })
    const error = await getContacts(ContactFilter.Conversations).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(500)
    expect((error as ApiError).bodyText).toBe('Erreur interne du serveur')
    expect(faultState().rules.map((r) => r.id)).toEqual([rule.id])

    failEndpoint({ path: '/index_api/faq', kind: 'malformed' })
    const malformed = await getFaq().catch((e: unknown) => e)
    expect(malformed).toBeInstanceOf(ApiError)
    expect((malformed as ApiError).message).toMatch(/not JSON/)

    failEndpoint({ path: '/index_api/wall', kind: 'network' })
    const down = await getWall().catch((e: unknown) => e)
    expect(down).toBeInstanceOf(ApiError)
    expect((down as ApiError).isNetworkFailure).toBe(true)
  })

  it('fails at a rate, the same calls for the same seed; `times` and mutations-only limit it', async () => {
    await signIn('premium')
    const run = async () => {
      setFaultSeed(42)
      const rule = failEndpoint({ path: '/index_api/faq', rate: 0.4 })
      const results = []
      for (let i = 0; i < 20; i++) results.push(await outcome(getFaq()))
      failEndpoint({ path: '*', times: 0 })
      return { rule, results }
    }
    const first = await run()
    expect(first.results.filter((r) => r !== 'ok').length).toBeGreaterThan(2)
    expect(first.results.filter((r) => r === 'ok').length).toBeGreaterThan(2)
    const { clearFaults } = await import('../faults')
    clearFaults()
    const second = await run()
    expect(second.results).toEqual(first.results)
    clearFaults()

    failEndpoint({ path: '/ajax_api/*', mutationsOnly: true, times: 1 })
    await expect(getContacts(ContactFilter.Conversations)).resolves.toBeDefined()
    expect(await outcome(sendMessage({ recipientId: String(DEMO.free.id), message: 'un' }))).toBe('http 500')
    expect(await outcome(sendMessage({ recipientId: String(DEMO.free.id), message: 'deux' }))).toBe('ok')
  })
})

describe('the /__mock/ control endpoint', () => {
  const control = async (path: string, init?: RequestInit) =>
    (await fetch(`${MOCK_BASE}/__mock/${path}`, { method: 'POST', ...init })).json()

  it('sets and clears faults, expires sessions, resets the database', async () => {
    const { userId } = await signIn('premium')
    expect(await control('latency?ms=20')).toEqual({ latencyMs: 20 })
    const { rule } = (await control('fail', {
      body: JSON.stringify({ path: '/index_api/faq', kind: 'http500', times: 1 }),
      headers: { 'Content-Type': 'application/json' },
    })) as { rule: { id: number } }
    expect(await outcome(getFaq())).toBe('http 500')
    expect(await outcome(getFaq())).toBe('ok')
    expect(((await control('state')) as { faults: { rules: unknown[] } }).faults.rules).toEqual([])
    expect(rule.id).toBeGreaterThan(0)
    expect(await control('faults/clear')).toEqual({ cleared: true })

    expect(await control(`session/expire?user_id=${userId}`)).toEqual({ expired: 1 })
    client.cache.clear()
    await expect(getCurrentUser(userId)).rejects.toBeInstanceOf(SessionExpiredError)

    await signIn('free')
    await sendMessage({ recipientId: String(DEMO.premium.id), message: 'avant le reset' })
    expect(await control('reset')).toMatchObject({ reset: true, members: 320 })
    const before = await control('state')
    expect((before as { counts: { sessions: number } }).counts.sessions).toBe(0)
  })

  it('answers a bad control request with 400 and a text body', async () => {
    const response = await fetch(`${MOCK_BASE}/__mock/fail?kind=boom&path=/x`, { method: 'POST' })
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/unknown fault kind/)
    const latency = await fetch(`${MOCK_BASE}/__mock/latency?ms=abc`, { method: 'POST' })
    expect(latency.status).toBe(400)
  })
})

describe("'store, then lose the answer'", () => {
  it('stores the message, then answers nothing, only for the session it is scoped to', async () => {
    const premium = await signIn('premium')
    const to = String(DEMO.free.id)
    failEndpoint({ path: '/ajax_api/send_message', kind: 'lost', sessionId: 'une-autre-session' })
    expect(await outcome(sendMessage({ recipientId: to, message: 'pas touché' }))).toBe('ok')
    failEndpoint({ path: '/ajax_api/send_message', kind: 'lost', sessionId: premium.sessionId, times: 1 })
    const lost = await sendMessage({ recipientId: to, message: 'perdu en route' }).catch((e: unknown) => e)
    expect(lost).toBeInstanceOf(ApiError)
    expect((lost as ApiError).isNetworkFailure).toBe(true)
    client.cache.clear()
    const texts = (await getConversation({ contactId: to })).messages.map((m) => m.text)
    expect(texts.filter((t) => t === 'perdu en route')).toHaveLength(1)
    expect(faultState().rules.map((r) => r.sessionId)).toEqual(['une-autre-session'])
  })

  it('is a kind the control endpoint takes', async () => {
    const premium = await signIn('premium')
    const response = await fetch(
      `${MOCK_BASE}/__mock/fail?path=/ajax_api/send_message&kind=lost&times=1&session_id=${premium.sessionId}`,
      { method: 'POST' },
    )
    expect(((await response.json()) as { rule: { kind: string } }).rule.kind).toBe('lost')
    const to = String(DEMO.free.id)
    expect(await outcome(sendMessage({ recipientId: to, message: 'par le contrôle' }))).toBe('http 0')
    client.cache.clear()
    const texts = (await getConversation({ contactId: to })).messages.map((m) => m.text)
    expect(texts).toContain('par le contrôle')
  })
})

describe('faults scoped to one session', () => {
  it('fails and delays only the calls made with that session id', async () => {
    const premium = await signIn('premium')
    failEndpoint({ path: '/index_api/wall', kind: 'http500', sessionId: premium.sessionId })
    expect(await outcome(getWall())).toBe('http 500')
    expect(faultState().rules).toHaveLength(1)

    // The premium member's calls now wait 1.5 s; the free member's, made after, still come back first.
    setLatency(1500, premium.sessionId)
    const slowed = getFaq().then(() => 'premium')
    await signIn('free')
    expect(await outcome(getWall())).toBe('ok')
    const first = await Promise.race([slowed, getFaq().then(() => 'free')])
    expect(first).toBe('free')
    expect(await slowed).toBe('premium')
    expect(faultState().sessionLatencyMs).toEqual({ [premium.sessionId]: 1500 })
  })
})
