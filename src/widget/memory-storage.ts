/**
 * Where the widget keeps the visitor's login: in memory, never in the partner page's storage. A
 * reload of the partner page forgets it (the visitor signs in again); nothing of ours is left
 * behind on a site we do not own.
 */
import type { LoginStorage } from '../lib/stored-login'

export function createMemoryStorage(): LoginStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
