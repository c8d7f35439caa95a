import { type ComponentProps, type ComponentType, type LazyExoticComponent, lazy } from 'react'

/**
 * `React.lazy` for a part that can be asked for again after its chunk failed to load. React keeps a
 * lazy component's failure for good, while the browser fetches a failed module again on the next
 * `import()` (whatwg/html#10327; checked in Chromium 156). So after a failure, the next `online`
 * event swaps in a fresh lazy, and the `ErrorBoundary` with `part` around it, which retries on that
 * same event, renders the part again: its chunk is asked for once more. Not before: rendering again
 * at once would ask again and again while the network is down.
 * Called once per part at module level, like `lazy()`.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's, so any component fits.
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const attempt = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        // Registered before the boundary re-renders on the same event: the boundary's listener was
        // added when it mounted, and React renders after the event's listeners have all run.
        window.addEventListener('online', () => (current = attempt()), { once: true })
        throw error
      }),
    )
  let current = attempt()
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, like lazy() itself, never during a render.
  function LazyPart(props: ComponentProps<T>) {
    const Part = current as ComponentType<ComponentProps<T>>
    return <Part {...props} />
  }
  return LazyPart
}
