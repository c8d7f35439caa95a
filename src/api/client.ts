/**
 * The HTTP client every API call goes through (spec section 7, common rules): the configured base
 * address and `Api-Key` header (read at request time, so the widget and tests can change them), a JSON
 * content type unless the body is a form, the stored `session_id` added to the query when the address
 * has none, URL-encoded form bodies, no timeout, no retry, and any non-OK answer turned into an
 * `ApiError` carrying the body text. Area modules (`auth.ts`, `users.ts`, ...) build on it.
 */
import ky, { isKyError } from 'ky'
import { getConfig } from '../lib/config'
import { readStoredLogin } from '../lib/stored-login'
import { type ReadCache, type ReadPolicy, readCache } from './cache'
import { ApiError, type Endpoint } from './errors'
import { takeFirstCall } from './first-calls-handover'
import { requestUrl } from './first-requests'
import { encodeForm, type FormFields } from './form'

export type HttpMethod = 'GET' | 'POST'

export interface ApiRequest {
  method: HttpMethod
  /** Path under the base address, with a leading slash: `/index_api/user`. */
  path: `/${string}`
  /** Query parameters; undefined ones are left out (see `encodeQuery`). */
  query?: FormFields
  /** A URL-encoded form body: null and undefined sent empty, arrays as `key[]`. */
  form?: FormFields
  /** A JSON body. */
  json?: unknown
  /** A multipart body (photo upload); the browser writes its content type with the boundary. */
  multipart?: FormData
  /** Bypasses the browser's HTTP cache, for answers that must be new each time (the captcha). */
  noStore?: boolean
  signal?: AbortSignal
  /** The transport for this call only (the photo upload's progress: `upload-progress.ts`). */
  fetch?: typeof fetch
}

export interface ApiClientOptions {
  /** Base address and key; defaults to `getConfig()`, read at each request. */
  config?: () => { apiBase: string; apiKey: string }
  /** The session id to append; defaults to the stored login's, read at each request. */
  sessionId?: () => string | null | undefined
  /**
   * Called when the user lookup answers `connected: 0` (the session is dead). The seam the session
   * machine plugs into: it clears the stored login and relogs in with the token when it has one.
   */
  onDeadSession?: () => void
  /**
   * Renews a dead session and says whether it worked. A member call answered HTTP 403 (the server's
   * "session expired or invalid") waits for it and is sent once more with the new session id. The
   * session machine provides it (see `session.renewal.ts`), which makes sure that however many calls
   * find the session dead at once, one relogin serves them all.
   */
  renewSession?: () => Promise<boolean>
  /** Where reads are cached; defaults to the app's one cache. */
  cache?: ReadCache
  fetch?: typeof fetch
}

export interface ApiClient {
  /** Makes the call and returns the OK response; throws `ApiError` for anything else. */
  send(request: ApiRequest): Promise<Response>
  /** The body parsed as JSON; an empty body reads as null (PHP answers some calls with nothing). */
  json<T = unknown>(request: ApiRequest): Promise<T | null>
  text(request: ApiRequest): Promise<string>
  blob(request: ApiRequest): Promise<Blob>
  readonly cache: ReadCache
  /** Tells the owner the session is dead (see `onDeadSession`); the user lookup calls it. */
  reportDeadSession(): void
  /** Plugs in (or removes, with null) the session renewal after creation: the app's client exists first. */
  setSessionRenewal(renew: (() => Promise<boolean>) | null): void
}

/** HTTP 403 is how a member-only call says its session is dead or unknown. */
export const DEAD_SESSION_STATUS = 403

const endpointOf = (request: ApiRequest): Endpoint => `${request.method} ${request.path}`

/**
 * One ky instance for the app.
 * - `retry: { limit: 0 }` on purpose, for every call: ky's default retries GETs up to twice (network
 *   failures, and 408 / 5xx answers). A failing call here is often a dead session, which only a
 *   relogin fixes; the session machine does that relogin and then the single retry, so retrying here
 *   would only multiply the failures and delay the relogin. Mutations must never repeat on their own
 *   either (a repeated send_message is a message sent twice).
 * - `timeout: false`: the spec asks for none (an upload on a slow phone can take minutes).
 * - `throwHttpErrors: false`: we read the body text ourselves; ky's `HTTPError.data` is the parsed
 *   JSON, not the text the spec asks errors to carry.
 */
const http = ky.create({ timeout: false, retry: { limit: 0 }, throwHttpErrors: false })

function contentHeaders(request: ApiRequest): Record<string, string> {
  // Form bodies get their content type from fetch (URL-encoded, or multipart with its boundary).
  if (request.form || request.multipart) return {}
  return { 'Content-Type': 'application/json' }
}

function bodyOf(request: ApiRequest): BodyInit | undefined {
  if (request.multipart) return request.multipart
  if (request.form) return encodeForm(request.form)
  if (request.json !== undefined) return JSON.stringify(request.json)
  return undefined
}

export { requestUrl }

/**
 * The transport of every call: the answer the page's first script asked for at this address, if it
 * is on its way (taken once, src/api/first-calls-handover.ts), else the network.
 */
const firstCallOrFetch: typeof fetch = (input, init) =>
  (input instanceof Request ? takeFirstCall(input) : undefined) ?? globalThis.fetch(input, init)

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const config = options.config ?? getConfig
  const sessionId = options.sessionId ?? (() => readStoredLogin()?.session_id)
  const cache = options.cache ?? readCache
  let renewSession = options.renewSession ?? null

  async function send(request: ApiRequest): Promise<Response> {
    const sentWith = sessionId()
    const response = await sendOnce(request)
    if (response.status === DEAD_SESSION_STATUS && sentWith && renewSession && !request.signal?.aborted) {
      // One retry only, and only when the renewal gave a new session: a second 403 is an answer.
      await response.body?.cancel().catch(() => {})
      // A late 403 for a call sent before another call's renewal finished: the session is already
      // new, so retry with it instead of renewing a second time.
      const current = sessionId()
      const renewed = (current && current !== sentWith) || (await renewSession())
      if (renewed && sessionId() && sessionId() !== sentWith) return check(request, await sendOnce(request))
    }
    return check(request, response)
  }

  async function check(request: ApiRequest, response: Response): Promise<Response> {
    if (!response.ok) {
      const bodyText = await response.text().catch(() => '')
      throw new ApiError(response.status, bodyText, endpointOf(request))
    }
    return response
  }

  async function sendOnce(request: ApiRequest): Promise<Response> {
    const { apiBase, apiKey } = config()
    const endpoint = endpointOf(request)
    let response: Response
    try {
      response = await http(requestUrl(request, sessionId()), {
        prefix: apiBase,
        method: request.method,
        headers: { 'Api-Key': apiKey, ...contentHeaders(request) },
        body: bodyOf(request),
        signal: request.signal,
        cache: request.noStore ? 'no-store' : undefined,
        fetch: request.fetch ?? options.fetch ?? firstCallOrFetch,
      })
    } catch (error) {
      // An abort is the caller's own doing: let it through untouched so machines can ignore it.
      if (request.signal?.aborted || !isKyError(error)) throw error
      throw new ApiError(0, '', endpoint, { cause: error, message: `${endpoint} got no response` })
    }
    return response
  }

  /** The body; one that breaks off midway is no answer either (`ApiError` status 0). */
  async function readBody<T>(request: ApiRequest, response: Response, read: (r: Response) => Promise<T>) {
    try {
      return await read(response)
    } catch (error) {
      if (request.signal?.aborted) throw error
      const endpoint = endpointOf(request)
      throw new ApiError(0, '', endpoint, { cause: error, message: `${endpoint} answer broke off` })
    }
  }

  return {
    send,
    async json<T>(request: ApiRequest): Promise<T | null> {
      const response = await send(request)
      const text = await readBody(request, response, (r) => r.text())
      if (text.trim() === '') return null
      try {
        return JSON.parse(text) as T
      } catch (error) {
        throw new ApiError(response.status, text, endpointOf(request), {
          cause: error,
          message: `${endpointOf(request)} answered something that is not JSON`,
        })
      }
    },
    async text(request: ApiRequest): Promise<string> {
      return readBody(request, await send(request), (r) => r.text())
    },
    async blob(request: ApiRequest): Promise<Blob> {
      return readBody(request, await send(request), (r) => r.blob())
    },
    cache,
    reportDeadSession() {
      options.onDeadSession?.()
    },
    setSessionRenewal(renew) {
      renewSession = renew
    },
  }
}

/** The app's client: configuration from `getConfig()`, session from the stored login. */
export const defaultApiClient: ApiClient = createApiClient()

/**
 * Reads an answer the spec does not show ("not shown" in its table): JSON when it parses, else the
 * raw text, so a mutation never fails just because the server answered "OK" in plain text.
 */
export async function readLenient(client: ApiClient, request: ApiRequest): Promise<unknown> {
  const text = await client.text(request)
  if (text.trim() === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * A cached JSON read: keyed by method, path and query (never the session id: logins clear the whole
 * cache), normalized once, so every caller of a fresh read gets the same client model.
 */
export function cachedRead<T>(
  client: ApiClient,
  request: ApiRequest,
  policy: ReadPolicy,
  normalize: (answer: unknown) => T,
): Promise<T> {
  const key = `${request.method} ${requestUrl(request)}`
  return client.cache.read(key, policy, async () => normalize(await client.json(request)))
}
