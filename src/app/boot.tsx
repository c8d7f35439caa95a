/**
 * Starts the app (main.tsx imports it): waits for the embedded mock backend when the dev server
 * injected it, starts i18n in the stored language, paints the colour mode, then renders, hydrating the
 * prerendered landing page when it matches.
 */
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { preloadMemberHeader } from '../features/layout/header'
import { loadModalRouterRunner } from '../features/modals/modal-router-provider'
import { importAgainWhileFailing } from '../lib/import-again-while-failing'
import { readStoredLogin } from '../lib/stored-login'
import { yieldToMain } from '../lib/yield-to-main'
import { applyColorMode, followSystemColorScheme, preferences } from '../stores/preferences'
import { App } from './app'
import { loadLandingPage } from './landing-route'
import { pageNamespaceAt, preloadPageAt } from './routes'
import { loadSessionActor } from './session-provider'

declare global {
  // Set by the embedded mock backend in development only; absent from production.
  var __MOCK_READY__: Promise<unknown> | undefined
}

const hasStoredLogin = () => readStoredLogin() !== null

/** Resolves when `work` settles, never rejects: a chunk that failed to load is asked again lazily. */
const settled = (work: Promise<unknown>) =>
  work.then(
    () => {},
    () => {},
  )

/**
 * i18next and the app's setup of it (12.5 kB gzip), off the first route (issue 38): every page's first
 * paint is its HTML (the landing page and the member shells are prerendered), and only the app's
 * first render needs it. main.tsx asks for the chunk as soon as that paint is on screen, beside React's
 * DOM; here it is the same import, answered from the module map.
 */
export const loadI18n = () => importAgainWhileFailing(() => import('../i18n/i18n'))

export async function start() {
  // The app's chunks were evaluated in the task that imported this one: the start goes on in the
  // next (yield-to-main.ts).
  await yieldToMain()
  applyColorMode()
  followSystemColorScheme()
  const landing = location.pathname === '/'
  // The session's and the modal router's machines (XState) are lazy chunks, asked for now beside the
  // language files (app.html preloads them already).
  const machines = Promise.all([settled(loadSessionActor()), settled(loadModalRouterRunner())])
  await globalThis.__MOCK_READY__
  // The landing page's chunk comes beside the language files, not after them.
  if (landing) void loadLandingPage()
  // The page's text is fetched alongside common so the page paints once, complete.
  const pageNamespace = landing ? 'landing' : pageNamespaceAt(location.pathname)
  const i18n = loadI18n().then(({ createI18n }) =>
    createI18n(preferences.language, pageNamespace ? [pageNamespace] : []),
  )
  // Every other page renders its first frame complete: the machines run from the first render and
  // the page's own chunk is there, so no Suspense boundary is left to reveal one after the other
  // (React reveals at most one every 300 ms). All of it is preloaded with the page (app.html and the
  // `Link` header): waiting costs no round trip. / paints its prerendered HTML without waiting.
  if (!landing)
    await Promise.all([
      machines,
      settled(preloadPageAt(location.pathname)),
      hasStoredLogin() ? settled(preloadMemberHeader()) : undefined,
    ])
  const instance = await i18n
  // The render starts a task of its own: with every file in the cache, the awaits above resolve in
  // the task that evaluated them, and the first render joined them (yield-to-main.ts).
  await yieldToMain()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const app = (
    <StrictMode>
      <App i18n={instance} />
    </StrictMode>
  )
  // The build rendered / for a French-speaking visitor with the default colour mode and no query
  // (prerender.tsx): hydrate it. A member, other preferences or a dialog in the URL would not match
  // it: render over it instead.
  const matchesPrerender =
    root.dataset.prerendered === location.pathname &&
    location.search === '' &&
    instance.language === 'fr' &&
    preferences.colorMode === 'system' &&
    !hasStoredLogin()
  // Rendered as a transition so React works in slices of a few milliseconds and the main thread
  // stays free for input: one synchronous render of the shell and the first page was the longest
  // blocking task on a phone (Lighthouse's total blocking time). Hydration too: outside a transition
  // it runs in React's default hydration lane, which is rendered in one piece (react-dom 19.3's
  // performWorkOnRoot time-slices no lane below 128); the landing page's was two tasks of 30 ms.
  if (matchesPrerender) startTransition(() => void hydrateRoot(root, app))
  else {
    const reactRoot = createRoot(root)
    startTransition(() => reactRoot.render(app))
  }
}
