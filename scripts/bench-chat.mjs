/**
 * `node scripts/bench-chat.mjs`: how the chat copes with a long conversation. A benchmark, not a
 * test: it prints figures and never fails on one.
 *
 * It builds scripts/bench-chat/ (the real `ConversationPanel` over a frozen conversation, production
 * React, the app's CSS) into bench-results/bench-chat/, serves it, and opens it in Chromium
 * (Playwright, the Chromium of scripts/chromium.mjs) for each message count, several times:
 *   - first render: from React's `render()` to the first frame presented with the newest message
 *     on screen (the history opens at the bottom);
 *   - DOM nodes: every element of the page at that moment, and the history rows actually rendered
 *     (virtualized: only the rows on screen and a few around them);
 *   - scrolling: the history scrolled from the bottom to the top in 120 frames; the frame durations
 *     (at 60 Hz a smooth frame is ~16.7 ms), and the DOM size afterwards.
 *
 *   node scripts/bench-chat.mjs                      10,000 and 100 messages, 5 runs each
 *   node scripts/bench-chat.mjs --runs 3 --counts 10000,50000 --no-build
 */

import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright'
import { build } from 'vite'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const OUT_DIR = join(root, 'bench-results', 'bench-chat')

function parseArgs(argv) {
  const options = { build: true, runs: 5, counts: [10_000, 100] }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--no-build') options.build = false
    else if (arg === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 1)
    else if (arg === '--counts')
      options.counts = String(argv[++i])
        .split(',')
        .map(Number)
        .filter((n) => n > 0)
    else throw new Error(`unknown argument ${arg}`)
  }
  return options
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
}

/** A static server for the built page on a free port. */
function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '')
    const file = join(dir, path === '/' ? 'index.html' : path)
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  if (options.build) {
    console.log('Building scripts/bench-chat/ (production) into bench-results/bench-chat/ ...')
    await build({
      configFile: false,
      root: join(root, 'scripts', 'bench-chat'),
      base: './',
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias: { 'styled-system': join(root, 'styled-system') } },
      build: { outDir: OUT_DIR, emptyOutDir: true, target: 'es2022' },
    })
  } else if (!existsSync(join(OUT_DIR, 'index.html'))) {
    throw new Error('bench-results/bench-chat/ has no build; drop --no-build')
  }

  const server = await serve(OUT_DIR)
  const url = `http://127.0.0.1:${server.address().port}/index.html`
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const info = await browser.version()
    console.log(`Chromium ${info}, viewport 1280x800, ${options.runs} run(s) per count\n`)
    for (const count of options.counts) {
      const results = []
      for (let run = 0; run < options.runs; run++) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
        await page.goto(`${url}?count=${count}`)
        await page.waitForFunction(() => window.__benchResult, null, { timeout: 120_000 })
        const result = await page.evaluate(() => window.__benchResult)
        await page.close()
        if (result.error) throw new Error(`count ${count}: ${result.error}`)
        results.push(result)
      }
      const first = results.map((r) => r.firstRenderMs)
      const frames = results.flatMap((r) => r.scrollFramesMs.slice(1))
      console.log(`${count.toLocaleString('en')} messages`)
      console.log(
        `  first render: median ${median(first).toFixed(1)} ms (min ${Math.min(...first).toFixed(1)}, max ${Math.max(...first).toFixed(1)})`,
      )
      console.log(
        `  DOM nodes: ${median(results.map((r) => r.domNodes))} (history rows rendered: ${median(results.map((r) => r.renderedRows))}); after scrolling to the top: ${median(results.map((r) => r.domNodesAfterScroll))}`,
      )
      console.log(
        `  scrolling bottom to top, frame time: median ${median(frames).toFixed(1)} ms, p95 ${percentile(frames, 95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms\n`,
      )
    }
  } finally {
    await browser.close()
    server.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
