/** The app's API client as the widget builds it: on ky-lite instead of ky. */
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../api/client'
import { ApiError } from '../../api/errors'
import { NoResponseError } from './ky-lite'

vi.mock('ky', async () => await import('./ky-lite'))

const config = () => ({ apiBase: 'http://api.test', apiKey: 'partner-key' })

describe('the API client on ky-lite', () => {
  it('sends the key, the session id and a form body, and reads the JSON', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json({ ok: 1 }))
    const client = createApiClient({ config, sessionId: () => 's-1', fetch })
    const answer = await client.json({ method: 'POST', path: '/index_api/login', form: { login: 'julie' } })
    expect(answer).toEqual({ ok: 1 })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe('http://api.test/index_api/login?session_id=s-1')
    expect(new Headers(init?.headers).get('Api-Key')).toBe('partner-key')
    expect(String(init?.body)).toBe('login=julie')
  })

  it('turns an error answer into an ApiError carrying the body text', async () => {
    const fetch = vi.fn(async () => new Response('Session expirée ou invalide', { status: 403 }))
    const client = createApiClient({ config, sessionId: () => null, fetch })
    const error = await client
      .json({ method: 'GET', path: '/ajax_api/load_contacts' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, bodyText: 'Session expirée ou invalide' })
  })

  it('turns no answer into an ApiError with status 0', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const client = createApiClient({ config, sessionId: () => null, fetch })
    const error = await client.json({ method: 'GET', path: '/index_api/search' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).isNetworkFailure).toBe(true)
    // Proof the client ran on ky-lite, not ky.
    expect((error as ApiError).cause).toBeInstanceOf(NoResponseError)
  })
})
