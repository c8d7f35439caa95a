import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { adFrameCsp, appCsp } from './scripts/csp.ts'

/**
 * The app's Vite config. In development with no VITE_API_BASE, the embedded mock backend (msw service
 * worker, `mock-server/browser.ts`) is injected into index.html as its own module, so nothing under
 * src/ imports it and the production build carries none of it.
 */
function embeddedMock(enabled: boolean): Plugin {
  return {
    name: 'embedded-mock-backend',
    apply: 'serve',
    // The service worker lives in mock-server/worker/ (not public/), so a production build never
    // copies it; the dev server serves it at the root, where msw expects it.
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.setHeader('Service-Worker-Allowed', '/')
        res.end(
          readFileSync(fileURLToPath(new URL('./mock-server/worker/mockServiceWorker.js', import.meta.url))),
        )
      })
    },
    transformIndexHtml(html) {
      if (!enabled) return html
      return html.replace(
        '<!-- embedded-mock -->',
        '<script type="module" src="/mock-server/browser.ts"></script>',
      )
    },
  }
}

/**
 * The Content-Security-Policy of scripts/csp.ts. The build writes the app's policy (made from the
 * addresses it was built for) to .vite/csp.json beside the manifest; `vite preview` serves it as a
 * header on every page, and the ad frame's own policy on /ad-frame.html. Not in development: Vite's
 * dev server injects inline scripts.
 */
function contentSecurityPolicy(env: Record<string, string>): Plugin {
  let outDir = 'dist'
  return {
    name: 'content-security-policy',
    configResolved(config) {
      outDir = config.build.outDir
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/csp.json',
        source: JSON.stringify({ app: appCsp({ apiBase: env.VITE_API_BASE, wsUrl: env.VITE_WS_URL }) }),
      })
    },
    configurePreviewServer(server) {
      const file = join(server.config.root, outDir, '.vite', 'csp.json')
      const app = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as { app: string }).app
        : appCsp()
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0]
        res.setHeader('Content-Security-Policy', path === '/ad-frame.html' ? adFrameCsp() : app)
        res.setHeader('X-Content-Type-Options', 'nosniff')
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
        next()
      })
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  return {
    plugins: [react(), embeddedMock(!env.VITE_API_BASE), contentSecurityPolicy(env)],
    resolve: {
      alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
    },
    build: {
      manifest: true,
      target: 'es2022',
      sourcemap: false,
    },
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 47311, host: '127.0.0.1', strictPort: true },
  }
})
