/**
 * Runs `load` (a dynamic `import()`) again while it fails: a phone whose connection drops while a
 * chunk is on its way gets it once the network is back (browsers fetch a failed module again on the
 * next `import()`, whatwg/html#10327), instead of a page that never answers and an unhandled
 * rejection. Offline, it waits for the `online` event; otherwise 1, 2, 4… up to 30 s between tries.
 * A page being left cancels its pending loads: the next try then never comes, with the document.
 */
import { RetryBackoff } from './retry-backoff'

export async function importAgainWhileFailing<T>(
  load: () => Promise<T>,
  backoff: RetryBackoff = new RetryBackoff(),
): Promise<T> {
  for (;;) {
    try {
      return await load()
    } catch {
      await new Promise((resolve) => {
        if (navigator.onLine) setTimeout(resolve, backoff.next())
        else addEventListener('online', resolve, { once: true })
      })
    }
  }
}
