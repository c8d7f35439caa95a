/**
 * Test support for the API modules: an msw server on the page's own origin (happy-dom enforces CORS
 * on other origins), a recorder of what each call sent, and a client with its own cache and clock.
 */
import { type HttpHandler, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createReadCache } from '../../../src/api/cache'
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../../src/api/client'

export const API_BASE = `${globalThis.location.origin}/api`
export const API_KEY = 'test-api-key'

/** What a call sent, as the server saw it. */
export interface SeenRequest {
  method: string
  /** Path under the API base, without the query. */
  path: string
  query: URLSearchParams
  headers: Headers
  bodyText: string
  contentType: string | null
}

/** One msw server per test file; handlers added per test are reset after each one. */
export function startApiServer(...handlers: HttpHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

export async function describeRequest(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url)
  return {
    method: request.method,
    path: url.pathname.slice(new URL(API_BASE).pathname.length),
    query: url.searchParams,
    headers: request.headers,
    bodyText: request.method === 'GET' ? '' : await request.clone().text(),
    contentType: request.headers.get('content-type'),
  }
}

/**
 * A handler answering every call under the API base with `answer(seen)` (JSON), recording each call
 * in `seen` in order.
 */
export function recordingHandler(
  seen: SeenRequest[],
  answer: (request: SeenRequest) => unknown = () => ({}),
) {
  return http.all(`${API_BASE}/*`, async ({ request }) => {
    const described = await describeRequest(request)
    seen.push(described)
    const body = answer(described)
    return body instanceof Response ? body : Response.json(body)
  })
}

/** A client on the test base and key, with its own cache on a clock the test moves. */
export function testClient(
  options: Omit<ApiClientOptions, 'sessionId'> & { sessionId?: string | null } = {},
) {
  let time = 1_000_000
  const clock = {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
  const { sessionId, ...rest } = options
  const client: ApiClient = createApiClient({
    config: () => ({ apiBase: API_BASE, apiKey: API_KEY }),
    sessionId: () => sessionId ?? null,
    cache: createReadCache({ now: clock.now }),
    ...rest,
  })
  return { client, clock }
}
