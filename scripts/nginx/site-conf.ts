/**
 * The nginx rules of a production build, written by the build to `dist/.nginx/site.conf` (vite.config.ts)
 * from the same policies as everything else (scripts/csp.ts). It is the inside of a `server { }` block:
 * the host adds `listen`, `server_name`, TLS and `root` (the folder holding the build), then includes it.
 * `npm run serve:prod` (scripts/nginx/) does exactly that on 127.0.0.1, and so do the end-to-end tests.
 *
 *   /                          the prerendered landing page (index.html)
 *   a member page's address    its prerendered shell (src/app/shell-routes.ts) in the language of the
 *   (one location per page     `flirt_lang` cookie, or app.html for a page with none; with a `Link`
 *   pattern)                   header preloading the page's chunks and its translations and
 *                              preconnecting to the API (page-preloads.ts), so they load beside the
 *                              entry, not after it
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

import { SHELL_COOKIES, type ShellFamily, shellFamilyOf } from '../../src/app/shell-routes.ts'
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
  /**
   * Whether the build wrote the member pages' prerendered shells (src/app/shell-routes.ts): each page
   * location then answers with its family's shell in the language of the `flirt_lang` cookie.
   */
  shells?: boolean
}

/**
 * Server-level variables naming the shell to send: `$shell_lang` from the language cookie (French
 * when there is none or it names no language of the app, as the app itself starts), and
 * `$shell_audience`, `.visitor` unless the member cookie says this browser keeps a login. Only `set`
 * inside `if`, the one safe use of nginx's `if`.
 */
export function shellVariables(): string {
  return [
    'set $shell_lang fr;',
    `if ($cookie_${SHELL_COOKIES.language} ~ ^(en|es)$) {`,
    '  set $shell_lang $1;',
    '}',
    'set $shell_audience .visitor;',
    `if ($cookie_${SHELL_COOKIES.member} = 1) {`,
    '  set $shell_audience "";',
    '}',
  ].join('\n')
}

/**
 * The `try_files` of a page of `family`: its shell in the member's language (the visitor's, on a
 * page that has one, unless the browser keeps a login), app.html when the shell is missing.
 */
export function shellTryFiles(family: ShellFamily): string {
  const audience = family.visitor ? '$shell_audience' : ''
  return `try_files /shells/$shell_lang/${family.name}${audience}.html /app.html =404;`
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
  /** The answer depends on the request's cookies (a shell chosen by language). */
  varyCookie?: boolean
  body: string[]
}

function location(
  match: string,
  comment: string,
  { policy, cache, cors, link, varyCookie, body }: Rules,
): string {
  const headers = [
    ...(link ? [`add_header Link ${quote(link)};`] : []),
    ...(varyCookie ? ['add_header Vary "Cookie";'] : []),
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
      .map((p) => ({ ...p, family: policies.shells ? shellFamilyOf(p.path) : undefined }))
      .filter((p) => p.modules.length > 0 || policies.apiOrigin || p.family)
      .map((p) =>
        location(
          `~ ${nginxPattern(p.path)}`,
          p.family
            ? `${p.path}: its prerendered shell in the member's language (its page's chunks listed in it, for after its first paint).`
            : `${p.path}: app.html, its page's chunks preloaded.`,
          {
            ...page,
            // A shell lists its page's chunks itself, asked for once it has painted (vite.config.ts):
            // a Link header would start them before that paint.
            link: linkHeader(p.family ? [] : p.modules, policies.apiOrigin),
            ...(p.family
              ? { varyCookie: true, body: [shellTryFiles(p.family)] }
              : { body: ['try_files /app.html =404;'] }),
          },
        ),
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
${policies.shells ? `\n# Which prerendered shell a member page is sent in (src/app/shell-routes.ts).\n${shellVariables()}\n` : ''}
${blocks.join('\n\n')}
`
}
