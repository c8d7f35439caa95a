/**
 * Whether a build on disk is older than what it is built from: the end-to-end servers and
 * `npm run serve:prod` rebuild rather than serve yesterday's app.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What the app's build (dist/) is made from, relative to the repository's root. */
export const APP_SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'panda.config.ts',
  'package-lock.json',
  'scripts/csp.ts',
  'scripts/precompress.ts',
  'scripts/nginx/site-conf.ts',
]

/** What the widget's build (dist/widget/) is made from. */
export const WIDGET_SOURCES = [
  'src',
  'vite.widget.config.ts',
  'panda.config.ts',
  'package-lock.json',
  'scripts/precompress.ts',
]

/** The newest modification time of a file, or of anything inside a folder; 0 when it does not exist. */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** The first of `sources` (under `root`) changed after `builtAt` (ms), if any. */
export function changedSince(root: string, sources: readonly string[], builtAt: number): string | undefined {
  return sources.find((s) => newestMtime(join(root, s)) > builtAt)
}
