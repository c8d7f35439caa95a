/**
 * A plain static server for a built folder (the static Storybook): files as they are, no fallback,
 * no network beyond them, as any static host serves them. `tsx scripts/serve-static.ts <dir> <port>`.
 */
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const [dirArg = 'dist-storybook', portArg = '47391'] = process.argv.slice(2)
const root = resolve(dirArg)
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
}

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
  let file = normalize(join(root, path))
  if (!file.startsWith(root)) {
    response.writeHead(403).end()
    return
  }
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html')
    statSync(file)
  } catch {
    response.writeHead(404).end('Not found')
    return
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
}).listen(Number(portArg), '127.0.0.1', () => console.log(`Serving ${root} on http://127.0.0.1:${portArg}`))
