import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import {
  API_BASE,
  API_KEY,
  recordingHandler,
  type SeenRequest,
  startApiServer,
  testClient,
} from '../../tests/support/api/api-server'
import { setConfig } from '../lib/config'
import { clearStoredLogin, writeStoredLogin } from '../lib/stored-login'
import { createReadCache } from './cache'
import { createApiClient, readLenient } from './client'
import { ApiError } from './errors'

const server = startApiServer()

afterEach(() => clearStoredLogin())

describe('the client', () => {
  it('sends the Api-Key header to the configured base address', async () => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen, () => ({ ok: 1 })))
    const { client } = testClient()

    await expect(client.json({ method: 'GET', path: '/index_api/wall' })).resolves.toEqual({ ok: 1 })

    expect(seen).toHaveLength(1)
    expect(seen[0]?.path).toBe('/index_api/wall')
    expect(seen[0]?.headers.get('Api-Key')).toBe(API_KEY)
  })

  it('reads the configuration at request time, so a changed config applies to the next call', async () => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen))
    const client = createApiClient({ cache: createReadCache(), sessionId: () => null })

    setConfig({ apiBase: API_BASE, apiKey: 'first-key' })
    await client.json({ method: 'GET', path: '/index_api/wall' })
    setConfig({ apiKey: 'second-key' })
    await client.json({ method: 'GET', path: '/index_api/wall' })

    expect(seen.map((r) => r.headers.get('Api-Key'))).toEqual(['first-key', 'second-key'])
  })

  it('sends a JSON content type on calls without a form body, and JSON bodies as JSON', async () => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen))
    const { client } = testClient()

    await client.json({ method: 'GET', path: '/index_api/wall' })
    await client.json({ method: 'POST', path: '/index_api/thing', json: { a: 1, b: 'deux' } })

    expect(seen[0]?.contentType).toBe('application/json')
    expect(seen[1]?.contentType).toBe('application/json')
    expect(JSON.parse(seen[1]?.bodyText ?? '')).toEqual({ a: 1, b: 'deux' })
  })

  it('URL-encodes form bodies, null and undefined as empty, arrays as key[]', async () => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen))
    const { client } = testClient()

    await client.json({
      method: 'POST',
      path: '/ajax_api/setFriend',
      form: { action: 'add', target_id: 42, details: null, code: undefined, inter: ['1', '7'] },
    })

    expect(seen[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/)
    expect(seen[0]?.bodyText).toBe('action=add&target_id=42&details=&code=&inter%5B%5D=1&inter%5B%5D=7')
  })

  it('sends multipart bodies with the browser-written boundary, not a JSON content type', async () => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen))
    const { client } = testClient()
    const multipart = new FormData()
    multipart.append('file', new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'me.jpg')

    await client.json({ method: 'POST', path: '/ajax_api/upload_photo', multipart })

    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; ?boundary=/)
    expect(seen[0]?.bodyText).toContain('jpeg bytes')
  })

  describe('the session id', () => {
    it('is appended from the stored login when present', async () => {
      const seen: SeenRequest[] = []
      server.use(recordingHandler(seen))
      writeStoredLogin({ user_id: '7', session_id: 'sess-abc' })
      const client = createApiClient({
        config: () => ({ apiBase: API_BASE, apiKey: API_KEY }),
        cache: createReadCache(),
      })

      await client.json({ method: 'GET', path: '/index_api/wall' })
      await client.json({ method: 'GET', path: '/ajax_api/load_contacts', query: { filter: 1 } })

      expect(seen[0]?.query.getAll('session_id')).toEqual(['sess-abc'])
      expect(seen[1]?.query.get('filter')).toBe('1')
      expect(seen[1]?.query.getAll('session_id')).toEqual(['sess-abc'])
    })

    it('is not added without a stored login', async () => {
      const seen: SeenRequest[] = []
      server.use(recordingHandler(seen))
      const { client } = testClient({ sessionId: null })

      await client.json({ method: 'GET', path: '/index_api/user', query: { id: '5' } })

      expect(seen[0]?.query.has('session_id')).toBe(false)
    })

    it('is not duplicated when the call already carries one', async () => {
      const seen: SeenRequest[] = []
      server.use(recordingHandler(seen))
      const { client } = testClient({ sessionId: 'stored' })

      await client.json({ method: 'POST', path: '/index_api/logout', query: { session_id: 'closing' } })

      expect(seen[0]?.query.getAll('session_id')).toEqual(['closing'])
    })
  })

  describe('reading answers', () => {
    it('reads text and blobs', async () => {
      server.use(
        http.get(`${API_BASE}/text`, () => HttpResponse.text('bonjour')),
        http.get(
          `${API_BASE}/image`,
          () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
        ),
      )
      const { client } = testClient()

      await expect(client.text({ method: 'GET', path: '/text' })).resolves.toBe('bonjour')
      const blob = await client.blob({ method: 'GET', path: '/image' })
      expect(blob.type).toBe('image/png')
      expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3])
    })

    it('reads an empty JSON body as null instead of failing', async () => {
      server.use(http.post(`${API_BASE}/empty`, () => new HttpResponse(null, { status: 200 })))
      const { client } = testClient()

      await expect(client.json({ method: 'POST', path: '/empty' })).resolves.toBeNull()
    })

    it('turns a body that is not JSON into an ApiError carrying it', async () => {
      server.use(http.get(`${API_BASE}/html`, () => HttpResponse.text('<html>oops</html>')))
      const { client } = testClient()

      const error = await client.json({ method: 'GET', path: '/html' }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).bodyText).toBe('<html>oops</html>')
    })

    it('reads unshown answers leniently: JSON when it parses, else the text', async () => {
      server.use(
        http.post(`${API_BASE}/json`, () => HttpResponse.json({ success: 1 })),
        http.post(`${API_BASE}/plain`, () => HttpResponse.text('OK')),
      )
      const { client } = testClient()

      await expect(readLenient(client, { method: 'POST', path: '/json' })).resolves.toEqual({ success: 1 })
      await expect(readLenient(client, { method: 'POST', path: '/plain' })).resolves.toBe('OK')
    })
  })

  describe('failures', () => {
    it('turns a non-OK answer into an ApiError with the status, body text and endpoint', async () => {
      server.use(
        http.get(`${API_BASE}/index_api/wall`, () => HttpResponse.text('Base indisponible', { status: 503 })),
      )
      const { client } = testClient()

      const error = await client.json({ method: 'GET', path: '/index_api/wall' }).catch((e: unknown) => e)

      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({
        status: 503,
        bodyText: 'Base indisponible',
        endpoint: 'GET /index_api/wall',
      })
    })

    it('keeps a JSON error body as its text', async () => {
      server.use(http.post(`${API_BASE}/x`, () => HttpResponse.json({ message: 'non' }, { status: 400 })))
      const { client } = testClient()

      const error = await client.json({ method: 'POST', path: '/x' }).catch((e: unknown) => e)

      expect((error as ApiError).bodyText).toBe('{"message":"non"}')
    })

    it('never retries, not even a GET answered 500 (the session machine does the one retry)', async () => {
      let calls = 0
      server.use(
        http.get(`${API_BASE}/index_api/wall`, () => {
          calls += 1
          return HttpResponse.text('boom', { status: 500 })
        }),
      )
      const { client } = testClient()

      await expect(client.json({ method: 'GET', path: '/index_api/wall' })).rejects.toBeInstanceOf(ApiError)
      expect(calls).toBe(1)
    })

    it('never retries a network failure either, and reports it as an ApiError with status 0', async () => {
      let calls = 0
      server.use(
        http.get(`${API_BASE}/down`, () => {
          calls += 1
          return HttpResponse.error()
        }),
      )
      const { client } = testClient()

      const error = await client.json({ method: 'GET', path: '/down' }).catch((e: unknown) => e)

      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).status).toBe(0)
      expect((error as ApiError).isNetworkFailure).toBe(true)
      expect(calls).toBe(1)
    })

    it('reports an answer that breaks off midway as no answer (status 0): its outcome is unknown', async () => {
      server.use(
        http.get(`${API_BASE}/cut`, () => {
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"connected":1'))
              controller.error(new TypeError('network error'))
            },
          })
          return new HttpResponse(body, { status: 200 })
        }),
      )
      const { client } = testClient()

      const error = await client.text({ method: 'GET', path: '/cut' }).catch((e: unknown) => e)

      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).isNetworkFailure).toBe(true)
    })

    it('lets a caller abort pass through as the abort itself', async () => {
      server.use(http.get(`${API_BASE}/slow`, () => new Promise<Response>(() => {})))
      const { client } = testClient()
      const controller = new AbortController()

      const pending = client
        .json({ method: 'GET', path: '/slow', signal: controller.signal })
        .catch((e: unknown) => e)
      controller.abort()

      expect(await pending).not.toBeInstanceOf(ApiError)
    })
  })
})
