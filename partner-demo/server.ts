/**
 * The partner pages (`npm run partner-demo`), served on origins of their own so the widget runs as it
 * would on a partner's site: three origins in all, the partner's, ours (the widget's files) and the
 * API's (the standalone mock server).
 *
 *   PARTNER_PORT (47313)  /              the demo page: a partner's article with the carousel, the
 *                                        launcher and buttons driving the JavaScript API
 *                         /hostile.html  the end-to-end tests' page: global resets, !important rules,
 *                                        the page's own copy of React on window, a strict CSP
 *                                        (`?calm=1`: the same page without its stylesheet)
 *   WIDGET_PORT (47314)   /widget/...    the widget build (WIDGET_DIR, dist/widget by default), with
 *                                        CORS, as our CDN would serve it
 *   API_BASE / WS_URL                    the API the pages' script tags name (http://127.0.0.1:47312)
 *
 * Every page is sent with the strict Content-Security-Policy a partner may have (`partnerCsp`):
 * nothing inline, scripts only from the page's origin and ours.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const here = import.meta.dirname
const root = resolve(here, '..')
const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback

export interface PartnerSettings {
  partnerPort: number
  widgetPort: number
  widgetDir: string
  apiBase: string
  wsUrl: string
  apiKey: string
}

export const settingsFromEnv = (): PartnerSettings => {
  const apiBase = env('API_BASE', 'http://127.0.0.1:47312').replace(/\/+$/, '')
  return {
    partnerPort: Number(env('PARTNER_PORT', '47313')),
    widgetPort: Number(env('WIDGET_PORT', '47314')),
    widgetDir: resolve(root, env('WIDGET_DIR', 'dist/widget')),
    apiBase,
    wsUrl: env('WS_URL', `${apiBase.replace(/^http/, 'ws')}/ws`),
    apiKey: env('API_KEY', 'partner-demo-key'),
  }
}

const origin = (port: number) => `http://127.0.0.1:${port}`

/**
 * The policy a strict partner sends, and what the widget needs in it (src/widget/README.md): our
 * origin for scripts, the API for calls, the socket and photos. No 'unsafe-inline', no
 * 'unsafe-eval', Trusted Types required.
 */
export function partnerCsp(s: PartnerSettings): string {
  const widget = origin(s.widgetPort)
  const api = new URL(s.apiBase).origin
  const ws = new URL(s.wsUrl)
  return [
    "default-src 'none'",
    `script-src 'self' ${widget}`,
    "style-src 'self'",
    `img-src 'self' ${api}`,
    `connect-src ${api} ${ws.protocol}//${ws.host}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ')
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

function send(res: ServerResponse, status: number, body: string | Buffer, type: string, headers = {}) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers })
  res.end(body)
}

/** React 19 and ReactDOM as the page's own globals (window.React, window.ReactDOM), built from the CJS files. */
function partnerReact(): string {
  const modules: Record<string, string> = {
    react: 'react/cjs/react.production.js',
    'react-dom': 'react-dom/cjs/react-dom.production.js',
    'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
    scheduler: 'scheduler/cjs/scheduler.production.js',
  }
  const defs = Object.entries(modules)
    .map(
      ([name, file]) =>
        `defs[${JSON.stringify(name)}] = function (module, exports, require) {\n${readFileSync(join(root, 'node_modules', file), 'utf8')}\n}`,
    )
    .join('\n')
  return `/* The partner's own copy of React 19 (not the widget's). */
(function () {
  var defs = {}, cache = {}
  var process = { env: { NODE_ENV: 'production' } }
  function require(name) {
    if (cache[name]) return cache[name].exports
    var module = (cache[name] = { exports: {} })
    defs[name](module, module.exports, require)
    return module.exports
  }
  ${defs}
  var client = require('react-dom/client')
  window.React = require('react')
  window.ReactDOM = Object.assign({}, require('react-dom'), { createRoot: client.createRoot })
})()
`
}

function fill(template: string, s: PartnerSettings): string {
  const values: Record<string, string> = {
    WIDGET_ORIGIN: origin(s.widgetPort),
    API_BASE: s.apiBase,
    WS_URL: s.wsUrl,
    API_KEY: s.apiKey,
  }
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole)
}

export function startPartnerServers(s: PartnerSettings = settingsFromEnv()) {
  let reactBundle: string | undefined
  const pages = createServer((req, res) => {
    try {
      servePage(req.url ?? '/', res)
    } catch (error) {
      console.error(error)
      send(res, 500, 'Server error', 'text/plain; charset=utf-8')
    }
  })
  function servePage(path: string, res: ServerResponse) {
    const url = new URL(path, origin(s.partnerPort))
    const headers = { 'Content-Security-Policy': partnerCsp(s), 'X-Content-Type-Options': 'nosniff' }
    if (url.pathname === '/favicon.ico') return send(res, 204, '', 'image/x-icon', headers)
    if (url.pathname === '/partner-react.js') {
      reactBundle ??= partnerReact()
      return send(res, 200, reactBundle, TYPES['.js'] as string, headers)
    }
    const name = url.pathname === '/' ? 'index.html' : url.pathname.slice(1)
    if (!/^[\w-]+\.(html|css|js)$/.test(name) || !existsSync(join(here, 'public', name))) {
      return send(res, 404, 'Not found', 'text/plain; charset=utf-8', headers)
    }
    let body = readFileSync(join(here, 'public', name), 'utf8')
    if (name.endsWith('.html')) {
      body = fill(body, s)
      if (url.searchParams.get('calm') === '1')
        body = body.replace(/<link rel="stylesheet" href="\/hostile\.css" \/>\n?/, '')
      // The embedding choices under test: `?theme=dark`, and `?launcher=off` with the page's own
      // button opening the chat (hostile.js wires it to FlirtWidget('open')).
      if (url.searchParams.get('theme') === 'dark')
        body = body.replace('data-lang="fr"', 'data-lang="fr" data-theme="dark"')
      if (url.searchParams.get('launcher') === 'off') {
        body = body
          .replace('data-lang="fr"', 'data-lang="fr" data-launcher="off"')
          .replace(
            '<div id="partner-app">',
            '<button type="button" id="partner-open-chat">Ouvrir le chat</button>\n    <div id="partner-app">',
          )
      }
    }
    return send(res, 200, body, TYPES[extname(name)] as string, headers)
  }

  const widget = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' }
    const path = decodeURIComponent(new URL(req.url ?? '/', origin(s.widgetPort)).pathname)
    const relative = normalize(path.replace(/^\/widget\//, '')).replace(/^(\.\.[/\\])+/, '')
    const file = join(s.widgetDir, relative)
    if (
      !path.startsWith('/widget/') ||
      !file.startsWith(s.widgetDir) ||
      !existsSync(file) ||
      !statSync(file).isFile()
    ) {
      return send(res, 404, 'Not found', 'text/plain; charset=utf-8', cors)
    }
    return send(res, 200, readFileSync(file), TYPES[extname(file)] ?? 'application/octet-stream', cors)
  })

  pages.listen(s.partnerPort, '127.0.0.1')
  widget.listen(s.widgetPort, '127.0.0.1')
  return {
    pages,
    widget,
    close: () => Promise.all([new Promise((r) => pages.close(r)), new Promise((r) => widget.close(r))]),
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(here, 'server.ts')) {
  const s = settingsFromEnv()
  if (!existsSync(join(s.widgetDir, 'loader.js'))) {
    console.error(`${s.widgetDir}/loader.js not found: build the widget first (npm run build:widget)`)
    process.exit(1)
  }
  const servers = startPartnerServers(s)
  servers.pages.on('listening', () =>
    console.log(
      `partner pages ready on ${origin(s.partnerPort)} (/ and /hostile.html), widget on ${origin(s.widgetPort)}/widget/, API ${s.apiBase}`,
    ),
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void servers.close().then(() => process.exit(0)))
}
