/** The progress transport over a stand-in XMLHttpRequest: what it sends, reports and answers. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchWithUploadProgress } from './upload-progress'

class FakeXhr {
  static last: FakeXhr | null = null
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown = null
  status = 0
  responseText = ''
  responseType = ''
  responseHeaders = ''
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    {
      onprogress: null,
    }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  aborted = false
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value
  }
  getAllResponseHeaders() {
    return this.responseHeaders
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  /** Test side: the upload goes out in two steps, then the server answers. */
  finish(status: number, text: string, headers = 'content-type: application/json\r\n') {
    // A FormData (the WebKit fallback) has no byte length of its own: a stand-in size.
    const size = this.body instanceof ArrayBuffer ? this.body.byteLength : 100
    this.upload.onprogress?.({ loaded: size / 2, total: size, lengthComputable: true })
    this.upload.onprogress?.({ loaded: size, total: size, lengthComputable: true })
    this.status = status
    this.responseText = text
    this.responseHeaders = headers
    this.onload?.()
  }
}

const waitForSend = async () => {
  for (let i = 0; i < 20 && !(FakeXhr.last && FakeXhr.last.body !== null); i += 1) {
    await new Promise((r) => setTimeout(r, 0))
  }
  return FakeXhr.last!
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  FakeXhr.last = null
})

describe('fetchWithUploadProgress', () => {
  it('sends the same method, address, headers and multipart bytes, and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const seen: [number, number][] = []
    const send = fetchWithUploadProgress(({ loaded, total }) => seen.push([loaded, total]))
    const form = new FormData()
    form.append('file', new File(['photo-bytes'], 'photo.jpg', { type: 'image/jpeg' }))
    const answer = send('http://api.test/ajax_api/upload_photo?is_private=1', {
      method: 'POST',
      headers: { 'Api-Key': 'k' },
      body: form,
    })
    const xhr = await waitForSend()
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('http://api.test/ajax_api/upload_photo?is_private=1')
    expect(xhr.headers['api-key']).toBe('k')
    const boundary = /boundary=(.+)$/.exec(xhr.headers['content-type'] ?? '')?.[1]
    expect(boundary).toBeTruthy()
    const text = new TextDecoder().decode(xhr.body as ArrayBuffer)
    expect(text).toContain(`--${boundary}`)
    expect(text).toContain('filename="photo.jpg"')
    expect(text).toContain('photo-bytes')
    xhr.finish(200, '{"success":1}')
    const response = await answer
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ success: 1 })
    const size = (xhr.body as ArrayBuffer).byteLength
    expect(seen).toEqual([
      [size / 2, size],
      [size, size],
    ])
  })

  it('answers HTTP errors as responses and a lost connection as a TypeError, like fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const send = fetchWithUploadProgress(() => {})
    const failed = send('http://api.test/x', { method: 'POST', body: 'a' })
    ;(await waitForSend()).finish(500, 'Erreur interne', 'content-type: text/plain')
    const response = await failed
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Erreur interne')

    FakeXhr.last = null
    const lost = send('http://api.test/x', { method: 'POST', body: 'a' })
    ;(await waitForSend()).onerror?.()
    await expect(lost).rejects.toBeInstanceOf(TypeError)
  })

  it('stops the upload when its signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const controller = new AbortController()
    const call = fetchWithUploadProgress(() => {})('http://api.test/x', {
      method: 'POST',
      body: 'a',
      signal: controller.signal,
    })
    const xhr = await waitForSend()
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    expect(xhr.aborted).toBe(true)
  })

  it('sends the FormData itself where the engine cannot read the multipart body back (WebKit)', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    // What WebKit (Safari, WebKitGTK) answers when asked for the bytes of a FormData holding a file.
    vi.spyOn(Request.prototype, 'arrayBuffer').mockRejectedValue(
      new DOMException('Unable to read form data blob', 'InvalidStateError'),
    )
    const seen: [number, number][] = []
    const form = new FormData()
    form.append('file', new File(['photo-bytes'], 'photo.jpg', { type: 'image/jpeg' }))
    const answer = fetchWithUploadProgress(({ loaded, total }) => seen.push([loaded, total]), form)(
      'http://api.test/ajax_api/upload_photo?is_private=1',
      { method: 'POST', headers: { 'Api-Key': 'k' }, body: form },
    )
    const xhr = await waitForSend()
    expect(xhr.body).toBe(form)
    expect(xhr.headers['api-key']).toBe('k')
    // XHR writes the boundary of its own multipart bytes: the request's would not match them.
    expect(xhr.headers['content-type']).toBeUndefined()
    xhr.finish(200, '{"success":1}')
    expect(await (await answer).json()).toEqual({ success: 1 })
    expect(seen).toEqual([
      [50, 100],
      [100, 100],
    ])
  })

  it("lets the read's error stand when there is no FormData to fall back on", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    vi.spyOn(Request.prototype, 'arrayBuffer').mockRejectedValue(
      new DOMException('Unable to read form data blob', 'InvalidStateError'),
    )
    await expect(
      fetchWithUploadProgress(() => {})('http://api.test/x', { method: 'POST', body: 'a' }),
    ).rejects.toMatchObject({ name: 'InvalidStateError' })
  })
})
