/**
 * The photo upload with progress: sent through XMLHttpRequest (upload progress events), with the same
 * address, key, session id, multipart body and error handling as every other call.
 */
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  API_BASE,
  API_KEY,
  recordingHandler,
  type SeenRequest,
  startApiServer,
  testClient,
} from '../../tests/support/api/api-server'
import { ApiError, RefusedError } from './errors'
import { uploadPhoto } from './photos'

const server = startApiServer()

afterEach(() => {
  vi.restoreAllMocks()
})

describe('uploadPhoto with progress', () => {
  it('sends the multipart body with the key and session id, and reports progress up to 1', async () => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen, () => ({ success: 1 })))
    const { client } = testClient({ sessionId: 'sess-3' })
    const progress: number[] = []

    await uploadPhoto(
      new Blob([new Uint8Array(2048)], { type: 'image/jpeg' }),
      { isPrivate: false, fileName: 'moi.jpg', onProgress: (f) => progress.push(f) },
      client,
    )

    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/ajax_api/upload_photo' })
    expect(seen[0]?.query.get('is_private')).toBe('0')
    expect(seen[0]?.query.get('session_id')).toBe('sess-3')
    expect(seen[0]?.headers.get('Api-Key')).toBe(API_KEY)
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(seen[0]?.bodyText).toContain('name="file"; filename="moi.jpg"')
    for (const f of progress) {
      expect(f).toBeGreaterThanOrEqual(0)
      expect(f).toBeLessThanOrEqual(1)
    }
  })

  it('turns an HTTP error into ApiError carrying the body text, and a refusal into RefusedError', async () => {
    const { client } = testClient({ sessionId: 'sess-3' })
    server.use(
      http.post(`${API_BASE}/ajax_api/upload_photo`, () => new Response('Erreur interne', { status: 500 })),
    )
    const failure = uploadPhoto(new Blob(['x']), { isPrivate: true, onProgress: () => {} }, client)
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 500, bodyText: 'Erreur interne' })

    server.use(
      http.post(`${API_BASE}/ajax_api/upload_photo`, () =>
        Response.json({ success: 0, message: 'Fichier trop volumineux (8 Mo maximum).' }),
      ),
    )
    await expect(
      uploadPhoto(new Blob(['x']), { isPrivate: true, onProgress: () => {} }, client),
    ).rejects.toBeInstanceOf(RefusedError)
  })

  it('says when no answer came at all (status 0)', async () => {
    const { client } = testClient({ sessionId: 'sess-3' })
    server.use(http.post(`${API_BASE}/ajax_api/upload_photo`, () => Response.error()))
    await expect(
      uploadPhoto(new Blob(['x']), { isPrivate: false, onProgress: () => {} }, client),
    ).rejects.toMatchObject({ name: 'ApiError', status: 0 })
  })

  it('still uploads where the engine cannot read a multipart body holding a file back (WebKit)', async () => {
    // What WebKit (Safari, iOS, WebKitGTK) answers: the upload failed before the network (issue 40's walk).
    vi.spyOn(Request.prototype, 'arrayBuffer').mockRejectedValue(
      new DOMException('Unable to read form data blob', 'InvalidStateError'),
    )
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen, () => ({ success: 1 })))
    const { client } = testClient({ sessionId: 'sess-3' })

    await uploadPhoto(
      new Blob(['jpeg-bytes'], { type: 'image/jpeg' }),
      { isPrivate: true, fileName: 'moi.jpg', onProgress: () => {} },
      client,
    )

    expect(seen).toHaveLength(1)
    expect(seen[0]?.query.get('session_id')).toBe('sess-3')
    expect(seen[0]?.headers.get('Api-Key')).toBe(API_KEY)
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(seen[0]?.bodyText).toContain('name="file"; filename="moi.jpg"')
    expect(seen[0]?.bodyText).toContain('jpeg-bytes')
  })
})
