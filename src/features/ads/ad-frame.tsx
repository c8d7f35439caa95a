/**
 * One ad's HTML in a sandboxed frame (ARCHITECTURE.md): `sandbox="allow-scripts allow-popups"`,
 * never `allow-same-origin`, so the ad runs in an opaque origin that reaches neither our storage,
 * nor our DOM, nor the top window's location. The frame is `/ad-frame.html`, a document with its
 * own looser Content-Security-Policy (a `srcdoc` frame would inherit the app's, which forbids inline
 * scripts); it says `ad.ready`, and gets the HTML by message, once. Nothing else it posts is read.
 */
import { useLayoutEffect, useRef } from 'react'
import { css } from 'styled-system/css'

export const AD_FRAME_URL = '/ad-frame.html'
export const AD_SANDBOX = 'allow-scripts allow-popups'

/**
 * The ad's HTML inside a document of ours: the frame writes what it gets as a whole new document, and
 * a document without a language or a title fails accessibility checks that are not the ad's to pass.
 */
export function adDocument(html: string, lang: string, title: string): string {
  const safeLang = /^[a-z]{2}(-[A-Za-z]{2})?$/.test(lang) ? lang : 'fr'
  const safeTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<!doctype html><html lang="${safeLang}"><head><meta charset="utf-8"><title>${safeTitle}</title></head><body style="margin:0">${html}</body></html>`
}

export interface AdFrameProps {
  html: string
  title: string
  height: number
}

export function AdFrame({ html, title, height }: AdFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  // Listening from the commit on: the frame may say it is ready before a passive effect would run.
  useLayoutEffect(() => {
    let sent = false
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current
      if (sent || !frame || event.source !== frame.contentWindow) return
      const data = event.data as { type?: unknown } | null
      if (data?.type !== 'ad.ready') return
      sent = true
      // The frame's origin is opaque ('null'): '*' is the only target that reaches it.
      frame.contentWindow?.postMessage(
        { type: 'ad.html', html: adDocument(html, document.documentElement.lang, title) },
        '*',
      )
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [html, title])
  return (
    <iframe
      ref={frameRef}
      // A new ad is a new document: the frame writes only the first HTML it gets.
      key={html}
      src={AD_FRAME_URL}
      sandbox={AD_SANDBOX}
      title={title}
      height={height}
      loading="lazy"
      referrerPolicy="no-referrer"
      className={frame}
    />
  )
}

const frame = css({ display: 'block', w: 'full', border: '0', bg: 'transparent' })
