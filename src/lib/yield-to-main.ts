/**
 * `await yieldToMain()`: goes on in a new task, so the browser can paint and answer a tap between two
 * pieces of start-up work. A phone counts every task over 50 ms as blocking (Lighthouse's total
 * blocking time); the app's start ran its chunks' evaluation, the language files and the first render
 * in one task when everything came from the cache at once.
 *
 * `scheduler.yield()` where the browser has it (Chromium 129+): the continuation runs before other
 * tasks queued meanwhile, so yielding costs no place in the queue. Elsewhere a timeout.
 */
interface YieldingScheduler {
  yield(): Promise<void>
}

export function yieldToMain(): Promise<void> {
  // Read by name: Safari 16.4, in the browsers we support, has no `scheduler` (the compat check).
  const scheduler = Reflect.get(globalThis, 'scheduler') as Partial<YieldingScheduler> | undefined
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
