import { type ComponentProps, type ComponentType, type JSX, lazy, useRef } from 'react'

/** How to ask for each lazy component whose chunk failed to load once more (see retryFailedLoads). */
const failed = new Set<() => void>()

/**
 * Lets every lazy component made by `retryableLazy` whose chunk failed to load ask for it again
 * the next time it renders. The `ErrorBoundary` calls it before it renders its children again
 * (back online, or a new address for a page). Not on a failure itself: React renders the failed
 * component again at once, and a fresh lazy there would ask again and again while the network is
 * down (a first version did, seen in error-boundary.browser.test.tsx).
 */
export function retryFailedLoads() {
  const renewals = [...failed]
  failed.clear()
  for (const renew of renewals) renew()
}

/**
 * Whether `error` is a chunk that did not load, with a lazy component waiting to ask for it again.
 * The messages are Chromium's, Firefox's and Safari's for a failed `import()`.
 */
export function isFailedLoad(error: unknown): boolean {
  return (
    failed.size > 0 &&
    error instanceof Error &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  )
}

/** A lazy component that can also be loaded ahead of its first render. */
export interface RetryableLazy<P> {
  (props: P): JSX.Element
  /** Loads the chunk now, once (again after a failure). */
  preload(): Promise<unknown>
}

/**
 * `React.lazy` that can load its chunk ahead of its first render (`preload()`, as
 * react-lazy-with-preload did: a page's chunk with the app's, so the first frame has the page) and
 * can ask for its chunk again after it failed to load.
 *
 * React keeps a lazy component's failure for good, and react-lazy-with-preload keeps its preload's
 * failure; the browser, though, fetches a failed module again on the next `import()`
 * (whatwg/html#10327; checked in Chromium 156). So a failure registers a renewal, which
 * `retryFailedLoads` runs: the component then renders a fresh lazy, whose `import()` asks the
 * network once more. A phone that lost its connection as a page, a dialog or a part was on its way
 * gets it when the connection comes back, without reloading the app and losing what it holds.
 *
 * Once loaded, the component is rendered directly: a page preloaded before the first render does
 * not suspend. Made once per component at module level, like `lazy()`.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's, so any component fits.
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): RetryableLazy<ComponentProps<T>> {
  let loaded: T | undefined
  let pending: Promise<T> | undefined
  const get = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // The next `get` asks again: a preload that failed does not make the first render fail.
        // The lazy keeps its own failure until renewed, so React's renders after it ask for nothing.
        pending = undefined
        failed.add(renew)
        throw error
      },
    ))
  const attempt = () => lazy(() => get().then((component) => ({ default: component })))
  let current = attempt()
  function renew() {
    current = attempt()
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, like lazy() itself, never during a render.
  function Retryable(props: ComponentProps<T>) {
    // Chosen once per mount: going from the lazy to the loaded component would remount the subtree.
    // A boundary that retries mounts its children again, so a renewed lazy is read then.
    const Component = useRef((loaded ?? current) as ComponentType<ComponentProps<T>>).current
    return <Component {...props} />
  }
  Retryable.preload = get
  return Retryable
}
