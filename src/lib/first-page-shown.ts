/**
 * "The first page is on screen": what the app starts only after a member page's first content has
 * painted (the realtime side, the onboarding dialogs' watcher, the service worker's status, the
 * footer). None of it is what a member opened the page for, and each is a chunk of its own: asked for
 * before, they shared the phone's connection with the page's own chunks and data, and the page's
 * largest paint waited for them (Lighthouse's simulated load counts every request made before it).
 *
 * Marked by the page (app.tsx, once the route's content commits), after the next paint and an idle
 * moment (or one second at most, so a busy page never holds them back long). A page opened from its
 * prerendered HTML (/) starts shown: hydration must find the footer it prerendered.
 *
 * The parts then start one after the other, each in its own commit, with a paint and an idle moment
 * between two: their chunks are all asked for at once, and each part renders once its own has come,
 * so none suspends.
 * Started together, their chunks arrived within React's wait for revealing suspended content, and
 * the four parts (the realtime actors, Ark's toaster, the worker's status) were committed in one task
 * after that wait's timer: 17 to 27 ms in the Lighthouse traces of the conversation and swipe pages
 * (2026-11-29), about 70 to 110 ms at a phone's 4x CPU, most of it counted as blocking time.
 */
import { startTransition, useEffect, useRef, useState } from 'react'
import { afterNextPaint } from './after-next-paint'

/** At most this long between the first page's paint and what waits for it. */
const IDLE_TIMEOUT_MS = 1000

/**
 * What waits for the first page, in the order it starts: the notifications first (what a member can
 * miss), then the dialogs a new member is asked to fill in, the app's status, and the footer, below
 * the first screen.
 */
export const AFTER_FIRST_PAGE = ['realtime', 'onboarding', 'status', 'footer'] as const
export type AfterFirstPagePart = (typeof AFTER_FIRST_PAGE)[number]

interface Waiting {
  order: number
  load: (() => Promise<unknown>) | undefined
  /** Renders the part; `committed` is called once it is on the page (or gone). */
  show(committed: () => void): void
}

let shown = typeof document !== 'undefined' && !!document.getElementById('root')?.dataset.prerendered
let marking = false
const waiting = new Set<Waiting>()

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(run, 0)
}

const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve))

/** Each part in its turn: its chunk loaded, rendered, committed, painted and settled before the next. */
async function startInTurn() {
  const queue = [...waiting].sort((a, b) => a.order - b.order)
  // A chunk that fails to load is the part's own affair: its lazy component asks again as it
  // renders, and its error boundary leaves it out (retryable-lazy.tsx).
  const loads = queue.map((part) => part.load?.().catch(() => undefined))
  for (const [index, part] of queue.entries()) {
    await loads[index]
    if (!waiting.has(part)) continue // unmounted meanwhile, or shown on its own (see the hook)
    waiting.delete(part)
    await new Promise<void>((committed) => part.show(committed))
    // Its paint, then an idle moment: what the part set off in turn (the realtime actors handed to
    // the header and the pages) renders before the next part, not in one commit with it.
    await nextPaint()
    await new Promise<void>((resolve) => whenIdle(resolve))
  }
}

/** The first page's content has committed: what waits for it starts after its paint. */
export function markFirstPageShown(): void {
  if (shown || marking) return
  marking = true
  afterNextPaint(() =>
    whenIdle(() => {
      shown = true
      void startInTurn()
    }),
  )
}

/**
 * True once the first page is on screen and it is `part`'s turn (see above); `load` loads the part's
 * chunk (a `retryableLazy`'s preload), so the part does not suspend when it renders. Its change
 * renders in a transition, in slices. Not through `useSyncExternalStore`, even deferred: a store's
 * change is first rendered at once, in one task, and that pass re-rendered the layout and the header
 * with its Ark menus (Zag's machines run in their render) for nothing. A part mounted once the parts
 * have started (a new page's footer) is shown at once. The prerendered / starts shown, as its build
 * rendered it: its hydration finds the footer.
 */
export function useFirstPageShown(part: AfterFirstPagePart, load?: () => Promise<unknown>): boolean {
  // On the server (the build's prerender of /) as / always starts: shown, with its footer.
  const [value, setValue] = useState(() => shown || typeof document === 'undefined')
  const committed = useRef<(() => void) | null>(null)
  useEffect(() => {
    if (value) return
    const entry: Waiting = {
      order: AFTER_FIRST_PAGE.indexOf(part),
      load,
      show(done) {
        committed.current = done
        startTransition(() => setValue(true))
      },
    }
    if (shown) {
      entry.show(() => undefined)
      return
    }
    waiting.add(entry)
    return () => {
      waiting.delete(entry)
    }
  }, [value, part, load])
  useEffect(() => {
    if (!value) return
    committed.current?.()
    committed.current = null
  }, [value])
  // Unmounted between its turn and its commit: the next part does not wait for it.
  useEffect(() => () => committed.current?.(), [])
  return value
}

/** Tests: back to a page not shown yet. */
export function resetFirstPageShown(value = false): void {
  shown = value
  marking = false
  waiting.clear()
}
