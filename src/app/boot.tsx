/**
 * Starts the app (main.tsx imports it): waits for the embedded mock backend when the dev server
 * injected it, starts i18n in the stored language, paints the colour mode, then renders, hydrating the
 * prerendered landing page when it matches.
 */
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { loadModalRouterRunner } from '../features/modals/modal-router-provider'
import { createI18n } from '../i18n/i18n'
import { readStoredLogin } from '../lib/stored-login'
import { applyColorMode, followSystemColorScheme, preferences } from '../stores/preferences'
import { App } from './app'
import { loadLandingPage } from './landing-route'
import { loadSessionActor } from './session-provider'

declare global {
  // Set by the embedded mock backend in development only; absent from production.
  var __MOCK_READY__: Promise<unknown> | undefined
}

const hasStoredLogin = () => readStoredLogin() !== null

export async function start() {
  applyColorMode()
  followSystemColorScheme()
  // The session's and the modal router's machines (XState) are lazy chunks the first paint does not
  // wait for: asked for now, they come beside the language files (app.html preloads them already).
  void loadSessionActor()
  void loadModalRouterRunner()
  await globalThis.__MOCK_READY__
  // The landing page's chunk comes beside the language files, not after them.
  if (location.pathname === '/') void loadLandingPage()
  // The landing page's text is fetched alongside common so / paints once, complete.
  const i18n = await createI18n(preferences.language, location.pathname === '/' ? ['landing'] : [])
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const app = (
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>
  )
  // The build rendered / for a French-speaking visitor with the default colour mode and no query
  // (prerender.tsx): hydrate it. A member, other preferences or a dialog in the URL would not match
  // it: render over it instead.
  const matchesPrerender =
    root.dataset.prerendered === location.pathname &&
    location.search === '' &&
    i18n.language === 'fr' &&
    preferences.colorMode === 'system' &&
    !hasStoredLogin()
  // Rendered as a transition so React works in slices of a few milliseconds and the main thread
  // stays free for input: one synchronous render of the shell and the first page was the longest
  // blocking task on a phone (Lighthouse's total blocking time). Hydration is time-sliced already.
  if (matchesPrerender) hydrateRoot(root, app)
  else {
    const reactRoot = createRoot(root)
    startTransition(() => reactRoot.render(app))
  }
}
