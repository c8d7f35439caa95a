/**
 * `ky` as far as src/api/client.ts uses it (`ky.create(...)` with no timeout, no retry and
 * `throwHttpErrors: false`, then calls with `prefix`, `method`, `headers`, `body`, `signal`, `cache`
 * and `fetch`; `isKyError` for "no answer at all"), on plain `fetch`. ky 2 costs ~8 KB gzip of the
 * widget's 90 KB budget for options the client turns off; the widget build aliases `ky` here
 * (vite.widget.config.ts). The API client's own tests keep running on the real ky, and
 * ky-lite.test.ts checks this one behaves the same for those calls.
 */
export interface KyLiteOptions {
  prefix?: string
  method?: string
  headers?: Record<string, string>
  body?: BodyInit | null | undefined
  signal?: AbortSignal | undefined
  cache?: RequestCache | undefined
  fetch?: typeof fetch | undefined
}

/** The request got no answer (offline, refused, CORS): what ky reports as a NetworkError. */
export class NoResponseError extends Error {
  override readonly name = 'NetworkError'
}

export const isKyError = (error: unknown): error is NoResponseError => error instanceof NoResponseError

const join = (prefix: string, input: string) =>
  prefix ? `${prefix.replace(/\/+$/, '')}/${input.replace(/^\/+/, '')}` : input

async function request(input: string, options: KyLiteOptions = {}): Promise<Response> {
  const { prefix = '', fetch: send = globalThis.fetch, cache, ...init } = options
  try {
    return await send(join(prefix, input), { ...init, ...(cache ? { cache } : {}) })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new NoResponseError(`${init.method ?? 'GET'} ${input} got no response`, { cause: error })
  }
}

export default { create: (_defaults?: unknown) => request }
