/**
 * The plumbing every API route shares, so each handler reads like the real server's code: faults and
 * latency first, then the `Api-Key` check (401 with a text body when missing), parameters from the
 * query and the body (URL-encoded, multipart or JSON; a broken body is a 400), the session from
 * `session_id` (403 with text when a member-only call has none alive), and errors turned into the text
 * answers a PHP server gives instead of a crash. Paths are registered as `*<path>` so they answer
 * under any base (`http://host/api/index_api/login` and `http://host/index_api/login`).
 */
import { HttpResponse, http } from 'msw'
import type { Member } from '../db/members'
import type { Session } from '../db/sessions'
import { drawFault, faultResponse } from '../faults'
import { runtime } from '../runtime'
import { liveSession } from '../services/sessions'

/** A refusal the real API answers with a status and a text body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(body)
  }
}

export const badRequest = (text: string) => new HttpError(400, text)
export const notFound = (text: string) => new HttpError(404, text)

export const textResponse = (status: number, body: string) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * Open CORS, like the standalone server's: callers on another origin (a test's `http://mock.test`
 * under happy-dom, which enforces CORS) can read every answer and send `Api-Key`.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Api-Key, Content-Type, Accept, Authorization, X-Requested-With',
  'Access-Control-Max-Age': '86400',
}

export function withCors(response: Response): Response {
  // A network error's headers are immutable, and it has no answer to read anyway.
  if (response.type === 'error') return response
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value)
  return response
}

/** Answers the preflight of a cross-origin call (it carries `Api-Key`, so browsers ask first). */
export const corsPreflight = ['/index_api/*', '/ajax_api/*', '/__mock/*'].map((path) =>
  http.options(`*${path}`, () => new HttpResponse(null, { status: 204, headers: CORS_HEADERS })),
)

/** Parameters from the query and the body, the body winning; `name[]` arrays read as `name`. */
export class Params {
  constructor(
    private readonly query: URLSearchParams,
    private readonly body: URLSearchParams | FormData | null,
  ) {}

  private values(name: string): string[] {
    const fromBody = this.body ? this.body.getAll(name).filter((v): v is string => typeof v === 'string') : []
    if (fromBody.length > 0) return fromBody
    return this.query.getAll(name)
  }

  /** The value, trimmed; null when absent. */
  get(name: string): string | null {
    const v = this.values(name)[0]
    return v === undefined ? null : v.trim()
  }

  /** The value, '' when absent. */
  str(name: string): string {
    return this.get(name) ?? ''
  }

  has(name: string): boolean {
    return this.get(name) !== null
  }

  /** `name[]` (and bare repeated `name`) values. */
  list(name: string): string[] {
    const values = [...this.values(`${name}[]`), ...this.values(name)]
    return values
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '')
  }

  /** An integer, null when absent or empty; a 400 when present but not a number. */
  int(name: string): number | null {
    const raw = this.get(name)
    if (raw === null || raw === '') return null
    if (!/^-?\d+$/.test(raw)) throw badRequest(`Paramètre ${name} invalide`)
    return Number(raw)
  }

  /** Like `int`, but a missing value is a 400 too. */
  requiredInt(name: string): number {
    const value = this.int(name)
    if (value === null) throw badRequest(`Paramètre ${name} manquant`)
    return value
  }

  /** A number with decimals (crop coordinates). */
  num(name: string): number | null {
    const raw = this.get(name)
    if (raw === null || raw === '') return null
    const n = Number(raw.replace(',', '.'))
    if (!Number.isFinite(n)) throw badRequest(`Paramètre ${name} invalide`)
    return n
  }

  /** The server's flags: '1' set, anything else not. */
  flag(name: string): boolean {
    const raw = this.get(name)
    return raw === '1' || raw === 'true' || raw === 'on'
  }

  /** The first uploaded file, in the named field or any. */
  file(name: string): File | null {
    if (!(this.body instanceof FormData)) return null
    const named = this.body.get(name)
    if (named && typeof named !== 'string') return named
    for (const [, value] of this.body.entries()) if (typeof value !== 'string') return value
    return null
  }
}

async function readBody(request: Request): Promise<URLSearchParams | FormData | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase()
  try {
    if (type.includes('multipart/form-data')) return await request.formData()
    const text = await request.text()
    if (text.trim() === '') return null
    if (type.includes('application/json')) {
      const parsed: unknown = JSON.parse(text)
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new SyntaxError('not an object')
      }
      const params = new URLSearchParams()
      for (const [key, value] of Object.entries(parsed)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          params.append(
            key,
            item === null || item === undefined
              ? ''
              : typeof item === 'object'
                ? JSON.stringify(item)
                : String(item),
          )
        }
      }
      return params
    }
    return new URLSearchParams(text)
  } catch {
    throw badRequest('Corps de requête invalide')
  }
}

/** The API base of a request: everything before `/index_api/`, `/ajax_api/` or `/__mock/`. */
export function apiBaseOf(url: URL): string {
  const m = /^(.*?)\/(?:index_api|ajax_api|__mock)(?:\/|$)/.exec(url.pathname)
  return `${url.origin}${m ? m[1] : ''}`
}

export interface RouteContext {
  request: Request
  url: URL
  params: Params
  apiBase: string
  session: Session | null
  /** The signed-in member: always set for `auth: 'member'` routes. */
  me: Member | null
}

export interface MemberContext extends RouteContext {
  session: Session
  me: Member
}

type Answer = Response | Record<string, unknown> | unknown[]

export interface RouteOptions {
  /** 'member': a live session is required; 'optional': used when alive; 'none': ignored. */
  auth: 'member' | 'optional' | 'none'
  /** Changes something: failure-rate faults limited to mutations apply to it. */
  mutation?: boolean
}

const API_KEY_MISSING = 'Clé API manquante ou invalide (en-tête Api-Key)'
const SESSION_REQUIRED = 'Session expirée ou invalide : veuillez vous reconnecter'

async function run(
  request: Request,
  options: RouteOptions,
  resolve: (ctx: RouteContext) => Answer | Promise<Answer>,
): Promise<Response> {
  return withCors(await answer(request, options, resolve))
}

async function answer(
  request: Request,
  options: RouteOptions,
  resolve: (ctx: RouteContext) => Answer | Promise<Answer>,
): Promise<Response> {
  const fault = await drawFault(request, options.mutation ?? false)
  if (fault && fault !== 'lost') return faultResponse(fault)
  const answered = await answerRoute(request, options, resolve)
  return fault === 'lost' ? faultResponse(fault) : answered
}

async function answerRoute(
  request: Request,
  options: RouteOptions,
  resolve: (ctx: RouteContext) => Answer | Promise<Answer>,
): Promise<Response> {
  if (!request.headers.get('Api-Key')?.trim()) return textResponse(401, API_KEY_MISSING)
  try {
    const url = new URL(request.url)
    const params = new Params(url.searchParams, await readBody(request))
    const live = options.auth === 'none' ? null : liveSession(params.get('session_id'))
    if (options.auth === 'member' && !live) return textResponse(403, SESSION_REQUIRED)
    const result = await resolve({
      request,
      url,
      params,
      apiBase: apiBaseOf(url),
      session: live?.session ?? null,
      me: live?.member ?? null,
    })
    if (options.mutation) await runtime.afterMutation()
    return result instanceof Response ? result : HttpResponse.json(result as Record<string, unknown>)
  } catch (error) {
    if (error instanceof HttpError) return textResponse(error.status, error.body)
    console.error('[mock-server] handler crashed:', error)
    return textResponse(500, 'Erreur interne du serveur')
  }
}

/** A route for a member-only call: the resolver always gets `me` and `session`. */
export function memberRoute(
  method: 'get' | 'post',
  path: string,
  resolve: (ctx: MemberContext) => Answer | Promise<Answer>,
  options: { mutation?: boolean } = {},
) {
  return http[method](`*${path}`, ({ request }) =>
    run(request, { auth: 'member', ...options }, (ctx) => resolve(ctx as MemberContext)),
  )
}

/** A route open to visitors; `me` is set when the caller has a live session. */
export function openRoute(
  method: 'get' | 'post' | 'all',
  path: string,
  resolve: (ctx: RouteContext) => Answer | Promise<Answer>,
  options: { mutation?: boolean; auth?: 'optional' | 'none' } = {},
) {
  return http[method](`*${path}`, ({ request }) =>
    run(request, { auth: options.auth ?? 'optional', mutation: options.mutation }, resolve),
  )
}

/** The answer of a command the spec does not show: `{ success: 1 }` plus extra fields. */
export const ok = (extra: Record<string, unknown> = {}) => ({ success: 1, ...extra })
/** A refusal with HTTP 200, the way this API says no: `{ success: 0, message }`. */
export const refused = (message: string, extra: Record<string, unknown> = {}) => ({
  success: 0,
  message,
  ...extra,
})
