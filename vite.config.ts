import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'

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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  return {
    plugins: [react(), embeddedMock(!env.VITE_API_BASE)],
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
