/**
 * The browser runner's persistence: the whole database as one snapshot, and the uploaded photos'
 * bytes, in IndexedDB (not localStorage: the snapshot is ~1.5 MB and photos are binary). @msw/data's
 * own persist() extension was not used: it saves only on `unload`, which Chromium no longer fires
 * reliably, and hydrates asynchronously after the collection is built, racing the seed.
 */
import { type Snapshot, TABLE_NAMES, type TableName } from './db/database'
import type { StoredUpload } from './lib/uploads'

const DB_NAME = 'flirt-mock-backend'
/** Bump when the row shapes change: an older saved database is then dropped for a fresh seed. */
export const SNAPSHOT_VERSION = 2
const KV = 'kv'
const UPLOADS = 'uploads'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(KV)
      request.result.createObjectStore(UPLOADS)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

let connection: Promise<IDBDatabase> | null = null
const database = () => {
  connection ??= open()
  return connection
}

function run<T>(
  store: string,
  mode: IDBTransactionMode,
  act: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = act(db.transaction(store, mode).objectStore(store))
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      }),
  )
}

/**
 * One entry per table (`table:<name>`), so a change rewrites only its tables: saving the whole
 * database on every call took a few hundred milliseconds of the page's main thread.
 */
export async function loadSavedDatabase(): Promise<Snapshot | null> {
  const version = await run<number | undefined>(KV, 'readonly', (s) => s.get('version'))
  if (version !== SNAPSHOT_VERSION) return null
  const snapshot = {} as Record<TableName, unknown[]>
  for (const name of TABLE_NAMES) {
    const rows = await run<unknown[] | undefined>(KV, 'readonly', (s) => s.get(`table:${name}`))
    if (!Array.isArray(rows)) return null
    snapshot[name] = rows
  }
  return snapshot as Snapshot
}

export async function saveTables(tables: Partial<Snapshot>): Promise<void> {
  for (const [name, rows] of Object.entries(tables)) {
    await run(KV, 'readwrite', (s) => s.put(rows, `table:${name}`))
  }
  await run(KV, 'readwrite', (s) => s.put(SNAPSHOT_VERSION, 'version'))
}

export async function loadSavedUploads(): Promise<[string, StoredUpload][]> {
  const [keys, values] = await Promise.all([
    run<IDBValidKey[]>(UPLOADS, 'readonly', (s) => s.getAllKeys()),
    run<StoredUpload[]>(UPLOADS, 'readonly', (s) => s.getAll()),
  ])
  return keys.map((key, i) => [String(key), values[i]!])
}

export function saveUpload(key: string, upload: StoredUpload | null): Promise<unknown> {
  return upload
    ? run(UPLOADS, 'readwrite', (s) => s.put(upload, key))
    : run(UPLOADS, 'readwrite', (s) => s.delete(key))
}
