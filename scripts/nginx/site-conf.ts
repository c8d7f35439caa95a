/**
 * The nginx rules of a production build, written by the build to `dist/.nginx/site.conf` (vite.config.ts)
 * from the same policies as everything else (scripts/csp.ts). It is the inside of a `server { }` block:
 * the host adds `listen`, `server_name`, TLS and `root` (the folder holding the build), then includes it.
 * `npm run serve:prod` (scripts/nginx/) does exactly that on 127.0.0.1, and so do the end-to-end tests.
 *
 *   /                          the prerendered landing page (index.html)
 *   a member page's address    app.html, with a `Link` header preloading the page's chunks and its
 *   (one location per page     translations and preconnecting to the API (page-preloads.ts), so they
 *   pattern)                   load beside the entry, not after it
 *   any other path with no     app.html (the same document with an empty root; the app routes it)
 *   file extension
 *   /assets/, /widget/assets/  hashed files: cached for a year, immutable
 *   HTML, loader.js, sw.js,    revalidated on every use (`no-cache` + ETag), so a deploy reaches
 *   workbox-*.js, the          members at once
 *   manifest, public/
 *   /widget/                   CORS-enabled: a partner page loads the widget's modules from us
 *   /ad-frame.html             the ads' own, looser policy
 *   unknown file, dotfiles     404 (never the app's HTML with a 200)
 *
 * Files are served precompressed (`.gz` and `.br` beside each file, scripts/precompress.ts):
 * `gzip_static` here; `brotli_static` is the host's to turn on where the ngx_brotli module is loaded
 * (Debian: libnginx-mod-http-brotli-static), as serve:prod does, since an unknown directive would stop
 * nginx on a host without it.
 *
 * `add_header` is not inherited by a location that has its own, so every location repeats the whole
 * set. Security headers go out with `always` (on 404s too); cache headers without it, so an error is
 * never cached for a year.
 */

import { linkHeader, nginxPattern, type PagePreload } from './page-preloads.ts'

export interface SitePolicies {
  /** The app pages' Content-Security-Policy (appCsp() for this build's API address). */
  app: string
  /** /ad-frame.html's policy (adFrameCsp()). */
  adFrame: string
  /** Each member page's preloads (page-preloads.ts); none: every page is the plain app.html. */
  pages?: readonly PagePreload[]
  /** The API's origin, which app pages preconnect to. */
  apiOrigin?: string
}

/** A year, in seconds: hashed files never change under their name. */
const YEAR = 31_536_000

export const CACHE = {
  immutable: `public, max-age=${YEAR}, immutable`,
  revalidate: 'no-cache',
} as const

/**
 * Headers every response carries, beside its policy. HSTS is sent on plain HTTP too: browsers ignore
 * it there (RFC 6797, 8.1), and behind HTTPS, or a CDN terminating it, it is already in place.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // Windows we open (a partner's "open on the site" link, ads' pop-ups) get no handle on ours.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': `max-age=${YEAR}`,
}

/** Text files compressed on the fly when no precompressed copy exists (text/html is always included). */
const GZIP_TYPES = [
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
]

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

interface Rules {
  policy: string
  cache: string
  cors?: boolean
  /** A `Link` header (preloads), sent with the page. */
  link?: string
  body: string[]
}

function location(match: string, comment: string, { policy, cache, cors, link, body }: Rules): string {
  const headers = [
    ...(link ? [`add_header Link ${quote(link)};`] : []),
    `add_header Content-Security-Policy ${quote(policy)} always;`,
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    ...(cors ? ['add_header Access-Control-Allow-Origin "*" always;'] : []),
    `add_header Cache-Control ${quote(cache)};`,
  ]
  return [`# ${comment}`, `location ${match} {`, ...[...body, ...headers].map((l) => `  ${l}`), '}'].join(
    '\n',
  )
}

/** The text of `site.conf` for a build whose policies are `policies`. */
export function siteConf(policies: SitePolicies): string {
  const page = { policy: policies.app, cache: CACHE.revalidate }
  const file = ['try_files $uri =404;']
  const blocks = [
    location('= /', 'The landing page, rendered at build time.', {
      ...page,
      body: ['try_files /index.html =404;'],
    }),
    location('~ /\\.', 'Build metadata (.vite/, .nginx/) is not for the web.', {
      ...page,
      body: ['return 404;'],
    }),
    location('~ ^/assets/', 'Hashed files: their name changes with their content.', {
      policy: policies.app,
      cache: CACHE.immutable,
      body: file,
    }),
    location('= /widget/loader.js', "The widget's loader: partner pages name it, so it keeps its name.", {
      ...page,
      cors: true,
      body: file,
    }),
    location('~ ^/widget/assets/', "The widget's hashed modules, loaded by partner pages.", {
      policy: policies.app,
      cache: CACHE.immutable,
      cors: true,
      body: file,
    }),
    location('~ ^/widget/', 'The rest of the widget build.', { ...page, cors: true, body: file }),
    location('= /ad-frame.html', 'Ads run here, in a sandboxed frame, under their own policy.', {
      policy: policies.adFrame,
      cache: CACHE.revalidate,
      body: file,
    }),
    location('= /sw.js', 'The service worker: a new one must reach members at once.', {
      ...page,
      body: file,
    }),
    location('~ \\.webmanifest$', 'The web app manifest, with its own type.', {
      ...page,
      body: ['types { application/manifest+json webmanifest; }', ...file],
    }),
    location('~ \\.[A-Za-z0-9]+$', 'Any other file (public/): the file, or 404.', { ...page, body: file }),
    ...(policies.pages ?? [])
      .filter((p) => p.modules.length > 0 || policies.apiOrigin)
      .map((p) =>
        location(`~ ${nginxPattern(p.path)}`, `${p.path}: app.html, its page's chunks preloaded.`, {
          ...page,
          link: linkHeader(p.modules, policies.apiOrigin),
          body: ['try_files /app.html =404;'],
        }),
      ),
    location('/', 'Every other path is a page of the app.', {
      ...page,
      ...(policies.apiOrigin ? { link: linkHeader([], policies.apiOrigin) } : {}),
      body: ['try_files /app.html =404;'],
    }),
  ]
  return `# Generated by the build from scripts/csp.ts and scripts/nginx/site-conf.ts: do not edit.
# Include it inside a server { } block whose root is this build's folder (see the README).

charset utf-8;
server_tokens off;
log_not_found off;

gzip_static on;
gzip on;
gzip_vary on;
gzip_comp_level 6;
gzip_min_length 256;
gzip_types ${GZIP_TYPES.join(' ')};

${blocks.join('\n\n')}
`
}
