import { describe, expect, it, vi } from 'vitest'
import kyLite, { isKyError } from './ky-lite'

const answer = (body = 'ok', status = 200) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status }))

describe('ky-lite (the widget’s ky)', () => {
  const http = kyLite.create({ timeout: false, retry: { limit: 0 }, throwHttpErrors: false })

  it('joins the prefix and the path with one slash, and passes the request through', async () => {
    const fetch = answer()
    const controller = new AbortController()
    await http('/index_api/user?id=1', {
      prefix: 'http://api.test/base/',
      method: 'POST',
      headers: { 'Api-Key': 'k' },
      body: 'a=1',
      signal: controller.signal,
      cache: 'no-store',
      fetch,
    })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('http://api.test/base/index_api/user?id=1')
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Api-Key': 'k' },
      body: 'a=1',
      cache: 'no-store',
    })
    expect(init?.signal).toBe(controller.signal)
  })

  it('returns error answers instead of throwing (the client reads their text itself)', async () => {
    const response = await http('/x', { prefix: 'http://api.test', fetch: answer('Session expirée', 403) })
    expect(response.status).toBe(403)
    expect(await response.text()).toBe('Session expirée')
  })

  it('reports no answer at all as its own error, and an abort as the abort', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await http('/x', { prefix: 'http://api.test', fetch: refused }).catch((e: unknown) => e)
    expect(isKyError(error)).toBe(true)
    const controller = new AbortController()
    controller.abort()
    const abort = await http('/x', {
      prefix: 'http://api.test',
      fetch: refused,
      signal: controller.signal,
    }).catch((e: unknown) => e)
    expect(isKyError(abort)).toBe(false)
    expect(abort).toBeInstanceOf(TypeError)
  })
})
