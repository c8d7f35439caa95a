/**
 * The bytes of uploaded photos, in memory, one entry per upload with its three sizes. Node keeps them
 * only in memory; the browser runner mirrors them to IndexedDB through `onUploadsChange`, so an
 * uploaded photo survives a reload like the rows that point at it.
 */
import type { PhotoSize } from './portraits'

export interface StoredUpload {
  type: string
  sizes: Record<PhotoSize, Uint8Array>
}

const store = new Map<string, StoredUpload>()
type Listener = (key: string, upload: StoredUpload | null) => void
const listeners = new Set<Listener>()

export function putUpload(key: string, upload: StoredUpload): void {
  store.set(key, upload)
  for (const l of listeners) l(key, upload)
}

export function getUpload(key: string): StoredUpload | undefined {
  return store.get(key)
}

export function deleteUpload(key: string): void {
  if (store.delete(key)) for (const l of listeners) l(key, null)
}

export function clearUploads(): void {
  for (const key of [...store.keys()]) deleteUpload(key)
}

/** Restores uploads without telling listeners (they are where the entries came from). */
export function loadUploads(entries: Iterable<[string, StoredUpload]>): void {
  for (const [key, upload] of entries) store.set(key, upload)
}

export function onUploadsChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
