/**
 * Test support for the endpoint tables: a row says which function to call and what the server must
 * see (method, path, query and form pairs in order); `checkEndpointRows` runs each row as a test.
 */
import { expect, it } from 'vitest'
import type { ApiClient } from '../../../src/api/client'
import { recordingHandler, type SeenRequest, type startApiServer, testClient } from './api-server'

export type Pairs = [string, string][]

export interface EndpointRow {
  call: (client: ApiClient) => Promise<unknown>
  method: 'GET' | 'POST'
  path: string
  /** The query without the session id, in order. */
  query?: Pairs
  /** The URL-encoded form body, in order; none means no body. */
  form?: Pairs
  /** What the server answers (JSON); `{}` when not given. */
  answer?: unknown
}

export function checkEndpointRows(
  server: ReturnType<typeof startApiServer>,
  rows: Record<string, EndpointRow>,
): void {
  it.each(Object.entries(rows))('%s', async (_, row) => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen, () => row.answer ?? {}))
    const { client } = testClient({ sessionId: 'sess-9' })

    await row.call(client)

    expect(seen).toHaveLength(1)
    const [request] = seen as [SeenRequest]
    expect(request.method).toBe(row.method)
    expect(request.path).toBe(row.path)
    expect(request.query.getAll('session_id')).toEqual(['sess-9'])
    expect([...request.query].filter(([key]) => key !== 'session_id')).toEqual(row.query ?? [])
    if (row.form) expect([...new URLSearchParams(request.bodyText)]).toEqual(row.form)
    else expect(request.bodyText).toBe('')
  })
}
