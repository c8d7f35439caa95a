/**
 * The production build the end-to-end tests run against, and the file each source module became in
 * it (the build's manifest, .vite/manifest.json): for tests that cut, count or look for one chunk.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DIST_DIR } from './e2e-env'

/** The build's folder, absolute. */
export const DIST = resolve(import.meta.dirname, '..', '..', '..', DIST_DIR)

/**
 * The built file of a source module, as the browser asks for it (`/assets/….js`): its own entry in
 * the manifest, or, for a module merged into a file with others (scripts/start-chunks.ts: the
 * manifest has no key for it), the file whose modules (.vite/composition.json) include it.
 */
export function builtFile(source: string): string {
  const read = <T>(name: string) => JSON.parse(readFileSync(join(DIST, '.vite', name), 'utf8')) as T
  const entry = read<Record<string, { file: string }>>('manifest.json')[source]
  if (entry) return `/${entry.file}`
  const composition = read<Record<string, { id: string }[]>>('composition.json')
  const file = Object.keys(composition).find((f) => composition[f]?.some((m) => m.id === source))
  if (!file) throw new Error(`${source} is in no file of the build (manifest, composition)`)
  return `/${file}`
}
