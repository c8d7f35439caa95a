/*
 * The ad frame: a document of its own (with its own Content-Security-Policy) that the app loads in
 * `<iframe sandbox="allow-scripts allow-popups" src="/ad-frame.html">`. The parent posts the ad's HTML;
 * the frame writes it as its document, so the ad's scripts run here, in an opaque origin that reaches
 * neither the app's storage nor its DOM. Messages from anyone but the parent are ignored, and only the
 * first one counts.
 */
;(() => {
  let written = false
  window.addEventListener('message', (event) => {
    if (written || event.source !== window.parent) return
    const data = event.data
    if (data?.type !== 'ad.html' || typeof data.html !== 'string') return
    written = true
    document.open()
    document.write(data.html)
    document.close()
  })
  window.parent.postMessage({ type: 'ad.ready' }, '*')
})()
