/**
 * Imported by the service worker (sw.js, made by Workbox: `workbox.importScripts` in vite.config.ts).
 *
 * The build's hashed files (/assets/) are answered by the browser itself from the worker's caches,
 * without running the worker's JavaScript: the Service Worker static routing API (Chromium 123+). A
 * member page loads about 85 of them (40 preloaded as it starts), and each went through Workbox's
 * fetch handler: on a returning visit the worker's thread ran 400 to 440 ms, competing with the page's
 * own start on a two-core machine; 29 ms with this route (Lighthouse's traces, README, 2026-11-28).
 * A file not in the caches
 * (the precache still filling, or a chunk of an older deployment) comes from the network, as it did
 * through Workbox. Pages, the API and everything else still go through the fetch handler, and
 * browsers without the API run it for everything, as before.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return
  // A rule the browser refuses must not stop the worker installing: it then answers through Workbox.
  event.waitUntil(
    event
      .addRoutes([
        {
          // This origin's /assets/ only: the API and the widget's assets are elsewhere.
          condition: {
            urlPattern: new URLPattern({ pathname: '/assets/*', baseURL: self.location.origin }),
            requestMethod: 'GET',
          },
          source: 'cache',
        },
      ])
      .catch(() => undefined),
  )
})
