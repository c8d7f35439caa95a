/**
 * Entry of the app, kept tiny: it lets the browser paint what the HTML already carries (the landing
 * page rendered at build time) before the app's scripts run, then starts the app (boot.tsx). The
 * app's chunks are preloaded from the HTML, so waiting for that paint costs no download time.
 */
import '../components/ui/styles/index.css'
import { whenFirstPagePainted } from '../lib/first-page-shown'
import { importAgainWhileFailing } from '../lib/import-again-while-failing'
import { yieldToMain } from '../lib/yield-to-main'

const prerendered = !!document.getElementById('root')?.dataset.prerendered

/**
 * Resolves once the browser reports the first contentful paint (the frame on screen, not only
 * produced), then a task; or after 200 ms, for a tab in the background, which paints nothing. A
 * frame callback alone came before the paint was presented, so the app's chunks were asked for while
 * the landing page's first paint and its font were still loading (Lighthouse counted them before its
 * first and largest paints: 1.4 and 1.7 s instead of 1.2 s).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    let finished = false
    const done = () => {
      if (finished) return
      finished = true
      clearTimeout(timer)
      observer?.disconnect()
      setTimeout(resolve, 0)
    }
    const timer = setTimeout(done, 200)
    const observer =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
        ? new PerformanceObserver((list) => {
            if (list.getEntriesByName('first-contentful-paint').length > 0) done()
          })
        : undefined
    observer?.observe({ type: 'paint', buffered: true })
  })

/**
 * On a page whose first script draws its largest paint from the page's first answer (a profile's, the
 * first result's, the swipe deck's photo: src/app/largest-image.ts; the home page's words from the
 * member lookup: src/app/early-home.ts), the app's scripts are asked for once it is painted, or after
 * 1.5 s at most: on a phone's network the photo's few kilobytes then have the line to themselves
 * instead of sharing it with the app's ~230 kB, and its paint no longer waits behind their
 * evaluation (Lighthouse's first visit of a profile: LCP 2.3 s with the scripts beside it). The app
 * runs that much later; a tap on the shell meanwhile is kept (shell-taps.ts). Elsewhere, at once.
 */
const largestPaint = () =>
  Promise.race([
    globalThis.__LARGEST_PAINT__ ?? Promise.resolve(),
    new Promise<void>((resolve) => setTimeout(resolve, 1_500)),
  ])

const memberPage = /^\/app(\/|$)/.test(location.pathname)

/** The page's HTML on screen (its prerendered shell's first paint), or at once with none. */
const htmlPainted = prerendered ? afterFirstPaint() : Promise.resolve()

// A member's page: its requests start side by side, instead of one after the other once the app runs
// (early-start.ts), once its HTML is painted: the chunks it imports (about 110 kB on the wire) had
// been asked for before the shell's first paint on pages that draw nothing early, and Lighthouse's
// simulated first paint counted them (the settings' first visit: 1.4 s instead of 1.1 s).
if (memberPage)
  void htmlPainted
    .then(largestPaint)
    .then(() => import('./early-start'))
    .then(
      (early) => early.startPage(location.pathname, location.search),
      // Only a head start: the page asks for its own data when the app runs.
      () => {},
    )

/**
 * Starts the app in two evaluations, each a task of its own: React's DOM (a chunk of 65 kB of the
 * start's 108 kB gzip), then the app. The whole module graph a dynamic import reaches is evaluated in
 * one task, and the two together were the longest task every member page had (25 to 40 ms at full
 * CPU speed, four times that on Lighthouse's phone). Both are preloaded with the page, so the second
 * import waits on no network. What it gained was below Lighthouse's noise on the machine it was
 * measured on (README, 2026-11-28); it is kept for the two smaller evaluations, at 0.2 kB.
 */
async function startApp() {
  // i18next is not on the first route (boot.tsx's `loadI18n`): asked for now, beside React's DOM, so
  // the app's first render waits on no round trip for it. A failure shows in boot.tsx's own import.
  import('../i18n/i18n').catch(() => {})
  await importAgainWhileFailing(() => import('react-dom/client'))
  await yieldToMain()
  const boot = await importAgainWhileFailing(() => import('./boot'))
  await boot.start()
}

/**
 * The page's start, known up front (issue 38): the landing page (index.html) and each member page's
 * shell list every module their start loads in a `<template id="start-modules">` (vite.config.ts),
 * inert until now, so nothing competes with the first paint. Moved into the document, its
 * `<link rel="modulepreload">`s are all asked for at once, after that paint: the page hydrates in two
 * waves of imports (the entry, then the rest), not one round trip per level of imports.
 */
function linkStartModules() {
  const list = document.getElementById('start-modules')
  if (list instanceof HTMLTemplateElement) document.head.append(list.content)
}

/**
 * Montserrat (fonts.css), after the first paint: declared in the first paint's CSS it was asked for at
 * the first layout, and its 38 kB shared a phone's line with the entry script. The stand-ins with its
 * metrics (index.css) show the text until then. It usually arrives before the app's scripts: the app
 * then renders its page over the shell's in Montserrat, with new elements (no layout shift counts).
 *
 * A page whose largest paint is words the first script writes into the shell (`__EARLY_WORDS__`: the
 * home page's news line, early-home.ts; a conversation's newest message, early-conversation.ts) takes
 * it later, once the app's first page is painted
 * (first-page-shown.ts): the app's same line drawn in Montserrat, a few pixels wider than the
 * stand-in, was a new, larger paint at the app's render (2.5 s instead of 0.6 s on a slow 4G phone).
 * Drawn in the stand-in as the shell's was, it is the same size, and the swap that follows only
 * redraws it. Not on every page: a swap after the page's data is on screen can move a line that the
 * stand-in wraps and Montserrat does not (a visitor's profile: its rating line under the "Hors
 * ligne" badge, a layout shift of 0.076).
 */
const loadFonts = () => import('../components/ui/styles/fonts.css').catch(() => {})
const fontAfterFirstPage = globalThis.__EARLY_WORDS__ === true

void htmlPainted.then(largestPaint).then(() => {
  void (fontAfterFirstPage ? whenFirstPagePainted() : Promise.resolve()).then(loadFonts)
  linkStartModules()
  return startApp()
})
