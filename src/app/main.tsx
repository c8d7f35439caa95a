/**
 * Entry of the app: waits for the embedded mock backend when the dev server injected it, starts i18n
 * in the stored language, paints the colour mode, then renders.
 */
import '../components/ui/styles/index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createI18n } from '../i18n/i18n'
import { App } from './app'
import { applyColorMode, followSystemColorScheme, preferences } from './preferences-store'

declare global {
  // Set by the embedded mock backend in development only; absent from production.
  var __MOCK_READY__: Promise<unknown> | undefined
}

async function start() {
  applyColorMode()
  followSystemColorScheme()
  await globalThis.__MOCK_READY__
  // The landing page's text is fetched alongside common so / paints once, complete.
  const i18n = await createI18n(preferences.language, location.pathname === '/' ? ['landing'] : [])
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  )
}

void start()
