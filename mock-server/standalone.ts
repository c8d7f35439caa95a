/**
 * The standalone mock server (`npm run mock-server`): the same handlers over real HTTP and a real
 * WebSocket, for production-build previews, the widget's partner page and end-to-end tests. Listens on
 * $HOST:$PORT (127.0.0.1:47312 by default; PORT=0 picks a free port) and prints a line with
 * "mock server ready" once listening.
 *
 * HTTP goes through msw's `getResponse(handlers, request)`, with open CORS (preflights answered,
 * `Api-Key` allowed). A mocked network error destroys the socket, as a real one would; a lost answer
 * (the call did its work) sends the status line and part of the body, then destroys it. The WebSocket
 * at /ws is bridged: each real connection gets an in-process twin socket that msw's `setupServer`
 * intercepts, so the very same `ws.link` handler answers; closes travel both ways (a 1006 from the
 * mock terminates the real socket). Simulated members are on unless MOCK_SIMULATION=off.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { getResponse } from 'msw'
import { setupServer } from 'msw/node'
import { type WebSocket as RealSocket, WebSocketServer } from 'ws'
import { httpHandlers } from './all-handlers'
import { CORS_HEADERS } from './lib/http'
import { nodeRuntime } from './lib/node-runtime'
import { configureRuntime, LOST_ANSWER_HEADER } from './runtime'
import { resetDatabase } from './seed/reset-database'
import { startSimulation, stopSimulation } from './simulation/simulator'
import { isRefusingSockets } from './ws/hub'
import { SOCKET_PATH, socketHandler } from './ws/socket-handler'

export const DEFAULT_PORT = 47312

/** Lower-cased, so they merge with a response's own headers (fetch lower-cases those) without doubles. */
const CORS = Object.fromEntries(
  Object.entries(CORS_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
)

export interface StandaloneOptions {
  port?: number
  host?: string
  simulation?: boolean
  seed?: number
}

export interface StandaloneServer {
  url: string
  port: number
  close(): Promise<void>
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined
}

function toRequest(req: IncomingMessage, body: Buffer | undefined, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: body as BodyInit | undefined,
  })
}

async function handleHttp(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end()
    return
  }
  const path = new URL(req.url ?? '/', origin).pathname
  if (path === '/' || path === '') {
    res
      .writeHead(200, { ...CORS, 'Content-Type': 'text/plain; charset=utf-8' })
      .end(
        'Mock backend: /index_api/*, /ajax_api/*, WebSocket /ws, control /__mock/state (see mock-server/README.md)\n',
      )
    return
  }
  const request = toRequest(req, await readBody(req), origin)
  const response = await getResponse(httpHandlers, request)
  if (!response) {
    res.writeHead(404, { ...CORS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found')
    return
  }
  if (response.type === 'error') {
    // A simulated network failure: no status line at all.
    req.socket.destroy()
    return
  }
  if (response.headers.has(LOST_ANSWER_HEADER)) {
    // The answer starts, then the connection drops: the browser sees a network error, never retries.
    res.writeHead(200, { ...CORS, 'Content-Type': 'application/json', 'Content-Length': '4096' })
    res.write(await response.text(), () => req.socket.destroy())
    return
  }
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  Object.assign(headers, CORS)
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

/** Close codes a server may send (1005, 1006 and 1015 are reserved for "none sent"). */
const sendableCode = (code: number) =>
  code === 1000 ||
  (code >= 1001 && code <= 1014 && ![1004, 1005, 1006].includes(code)) ||
  (code >= 3000 && code <= 4999)
const userCloseCode = (code: number) => code === 1000 || (code >= 3000 && code <= 4999)

function bridge(real: RealSocket, url: URL): void {
  // Intercepted by the in-process msw server below: never leaves the process.
  const twin = new WebSocket(url.toString())
  const queue: string[] = []
  twin.addEventListener('open', () => {
    for (const data of queue.splice(0)) twin.send(data)
  })
  twin.addEventListener('message', (event) => {
    if (real.readyState === real.OPEN)
      real.send(typeof event.data === 'string' ? event.data : String(event.data))
  })
  twin.addEventListener('close', (event) => {
    if (real.readyState !== real.OPEN && real.readyState !== real.CONNECTING) return
    if (sendableCode(event.code)) real.close(event.code, event.reason)
    else real.terminate()
  })
  real.on('message', (data, isBinary) => {
    const text = isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString()
    if (twin.readyState === WebSocket.OPEN) twin.send(text)
    else if (twin.readyState === WebSocket.CONNECTING) queue.push(text)
  })
  real.on('close', (code) => {
    if (twin.readyState === WebSocket.OPEN || twin.readyState === WebSocket.CONNECTING) {
      twin.close(userCloseCode(code) ? code : 1000)
    }
  })
  real.on('error', () => twin.close())
}

export async function startStandalone(options: StandaloneOptions = {}): Promise<StandaloneServer> {
  configureRuntime({
    ...nodeRuntime,
    lostAnswer: () => new Response('{"connected":1', { status: 200, headers: { [LOST_ANSWER_HEADER]: '1' } }),
  })
  await resetDatabase({ seed: options.seed })
  const sockets = setupServer(socketHandler)
  sockets.listen({ onUnhandledFrame: 'bypass' })

  const host = options.host ?? '127.0.0.1'
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? host}`
    handleHttp(req, res, origin).catch((error) => {
      console.error('[mock-server] request failed:', error)
      if (!res.headersSent) res.writeHead(500, { ...CORS, 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Erreur interne du serveur')
    })
  })
  // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment
  // (Playwright's request context, a browser) gets ECONNRESET for a request the server never saw
  // (a CI run of the tab scenarios). Idle connections now live longer than any client keeps one.
  server.keepAliveTimeout = 120_000
  server.headersTimeout = 121_000
  const wss = new WebSocketServer({ noServer: true })
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', `ws://${req.headers.host ?? host}`)
    if (!url.pathname.endsWith(SOCKET_PATH)) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n')
      return
    }
    if (isRefusingSockets()) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (real) => bridge(real, url))
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  if (options.simulation ?? true) startSimulation()

  return {
    url: `http://${host}:${port}`,
    port,
    async close() {
      stopSimulation()
      for (const client of wss.clients) client.terminate()
      wss.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      sockets.close()
    },
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href

if (isMain) {
  const port = Number(process.env.PORT ?? DEFAULT_PORT)
  const simulation = (process.env.MOCK_SIMULATION ?? 'on').toLowerCase() !== 'off'
  const seed = process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : undefined
  startStandalone({ port, host: process.env.HOST ?? '127.0.0.1', simulation, seed }).then(
    (running) => {
      console.log(
        `mock server ready on ${running.url} (WebSocket ${running.url.replace('http', 'ws')}${SOCKET_PATH}, simulation ${simulation ? 'on' : 'off'})`,
      )
      const stop = () => {
        void running.close().then(() => process.exit(0))
      }
      process.on('SIGINT', stop)
      process.on('SIGTERM', stop)
    },
    (error) => {
      console.error('[mock-server] could not start:', error)
      process.exit(1)
    },
  )
}
