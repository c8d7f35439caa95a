/**
 * A `fetch` that reports upload progress, for the photo upload (`ApiRequest.fetch`). It sends with
 * XMLHttpRequest, whose `upload.onprogress` works everywhere. Not ky's `onUploadProgress`: that one
 * streams the request body, which Chromium refuses over HTTP/1.1 (ERR_H2_OR_QUIC_REQUIRED), so the
 * upload itself would fail. Where XMLHttpRequest does not exist (Node), it is plain fetch.
 *
 * WebKit (Safari, iOS, WebKitGTK) cannot read back a multipart body holding a file it made in memory:
 * `Request.arrayBuffer()` rejects with "InvalidStateError: Unable to read form data blob" (our photo
 * is always such a file, the canvas's re-encode). There the caller's own FormData goes to XHR as is:
 * XHR writes its own multipart bytes and boundary, so the request's content type is left out.
 */

export interface UploadProgress {
  loaded: number
  /** 0 when the browser cannot tell. */
  total: number
}

/**
 * The request's body as bytes, or `multipart` itself where the engine cannot read it back (WebKit,
 * see above); without a `multipart` to fall back on, the read's error stands.
 */
async function bodyOf(
  request: Request,
  multipart: FormData | undefined,
): Promise<XMLHttpRequestBodyInit | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  try {
    // Multipart bytes with the boundary its content type names: XHR reports progress on them.
    return await request.arrayBuffer()
  } catch (error) {
    if (!multipart) throw error
    return multipart
  }
}

/**
 * `multipart`: the FormData the request's body was made from, sent as is where the engine cannot read
 * that body back.
 */
export function fetchWithUploadProgress(
  onProgress: (progress: UploadProgress) => void,
  multipart?: FormData,
): typeof fetch {
  return async (input, init) => {
    if (typeof XMLHttpRequest === 'undefined') return fetch(input, init)
    const request = new Request(input, init)
    const body = await bodyOf(request, multipart)
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(request.method, request.url)
      for (const [name, value] of request.headers) {
        // The FormData gets a boundary of XHR's making: the request's would not match it.
        if (body instanceof FormData && name.toLowerCase() === 'content-type') continue
        xhr.setRequestHeader(name, value)
      }
      xhr.responseType = 'text'
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 })
      xhr.onload = () => {
        const headers = new Headers()
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':')
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
        }
        // A Response cannot carry a status under 200; a finished call never has one.
        const status = xhr.status >= 200 && xhr.status <= 599 ? xhr.status : 500
        const empty = status === 204 || status === 205 || status === 304
        resolve(new Response(empty ? null : xhr.responseText, { status, headers }))
      }
      // What fetch does when no answer comes: a TypeError (ky reads it as a network error).
      xhr.onerror = () => reject(new TypeError('Failed to fetch'))
      xhr.ontimeout = xhr.onerror
      const signal = init?.signal ?? request.signal
      xhr.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'))
      if (signal?.aborted) {
        reject(signal.reason)
        return
      }
      signal?.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send(body)
    })
  }
}
