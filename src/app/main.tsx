/**
 * Entry of the app, kept tiny: it lets the browser paint what the HTML already carries (the landing
 * page rendered at build time) before the app's scripts run, then starts the app (boot.tsx). The
 * app's chunks are preloaded from the HTML, so waiting for that paint costs no download time.
 */
import '../components/ui/styles/index.css'

const prerendered = !!document.getElementById('root')?.dataset.prerendered

/** Resolves after the next frame has been painted (or 100 ms, for a tab in the background). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })

// A member's page: its requests start now, side by side, instead of one after the other once the app
// runs (early-start.ts).
if (/^\/app(\/|$)/.test(location.pathname))
  void import('./early-start').then((early) => early.startPage(location.pathname, location.search))

void (prerendered ? afterNextPaint() : Promise.resolve())
  .then(() => import('./boot'))
  .then((boot) => boot.start())
