/**
 * The production build the end-to-end tests run against, and the file each source module became in
 * it (the build's manifest, .vite/manifest.json): for tests that cut, count or look for one chunk.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DIST_DIR } from './e2e-env'

/** The build's folder, absolute. */
export const DIST = resolve(import.meta.dirname, '..', '..', '..', DIST_DIR)

/** The built file of a source module, as the browser asks for it (`/assets/….js`). */
export function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const entry = manifest[source]
  if (!entry) throw new Error(`${source} is not in the build's manifest`)
  return `/${entry.file}`
}
