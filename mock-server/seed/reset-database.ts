/**
 * Resetting the database to the seed. The built seed is cached per (seed, now), and a reset reloads
 * only the tables changed since the last load when the database still holds that same seed, so tests
 * can reset before every test cheaply. Upload bytes go with the photos that point at them.
 */
import { dirtyTables, loadSnapshot, type Snapshot } from '../db/database'
import { clearUploads } from '../lib/uploads'
import { buildSeed, DEFAULT_SEED } from './build-seed'

export interface ResetOptions {
  /** The seed number; the default gives the data the README's demo accounts describe. */
  seed?: number
  /** The instant the seed's dates are relative to; defaults to now (or the cached seed's). */
  now?: number
}

let cached: { seed: number; now: number; snapshot: Snapshot } | null = null
const resetListeners = new Set<() => void>()
/** What the database holds: the cached seed (so a partial reload is enough), or something else. */
let holdsCachedSeed = false

export function seedSnapshot(options: ResetOptions = {}): Snapshot {
  const seed = options.seed ?? DEFAULT_SEED
  if (!cached || cached.seed !== seed || (options.now !== undefined && options.now !== cached.now)) {
    const now = options.now ?? Date.now()
    cached = { seed, now, snapshot: buildSeed(seed, now) }
    holdsCachedSeed = false
  }
  return cached.snapshot
}

export async function resetDatabase(options: ResetOptions = {}): Promise<void> {
  const snapshot = seedSnapshot(options)
  if (holdsCachedSeed) await loadSnapshot(snapshot, dirtyTables(), { onlyChangedRows: true })
  else await loadSnapshot(snapshot)
  holdsCachedSeed = true
  clearUploads()
  for (const listener of resetListeners) listener()
}

/** Called after each reset (the browser saves the fresh database: a load reports no changes). */
export function onDatabaseReset(listener: () => void): () => void {
  resetListeners.add(listener)
  return () => resetListeners.delete(listener)
}

/** Loads another snapshot (the browser's saved one): the next reset reloads everything. */
export async function restoreSnapshot(snapshot: Snapshot): Promise<void> {
  holdsCachedSeed = false
  await loadSnapshot(snapshot)
}
