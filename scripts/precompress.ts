/**
 * Precompression: every text file of a build gets a `.gz` (gzip -9) and a `.br` (brotli 11) beside it,
 * which nginx sends as they are (`gzip_static`, `brotli_static`: scripts/nginx/site-conf.ts) instead
 * of compressing each response on the fly at a lower level.
 *
 * It runs once the whole build is on disk (closeBundle, last): the landing page is rendered into
 * index.html and app.html is written after the bundle is generated (vite.config.ts), so a plugin
 * compressing the bundle as Rollup emits it (vite-plugin-compression2 does) would ship the empty shell
 * as index.html.gz and no app.html.gz at all.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Files worth compressing; fonts and pictures are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|map|ico)$/

export const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 })
export const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })

function textFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // .vite/ and .nginx/ hold build metadata, which nginx never serves.
    if (entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...textFiles(path))
    else if (COMPRESSIBLE.test(entry.name)) out.push(path)
  }
  return out
}

const mtime = (path: string) => {
  try {
    return statSync(path).mtimeMs
  } catch {
    return 0
  }
}

/**
 * Writes `<file>.gz` and `<file>.br` for every compressible file under `dir` that has none newer than
 * itself (a second build pass into the same folder, as the widget's loader is, redoes only its files).
 * A compressed copy no smaller than the file is not written: nginx then sends the file itself.
 */
export function precompressDir(dir: string): { compressed: number } {
  let compressed = 0
  for (const file of textFiles(dir)) {
    const changed = mtime(file)
    const bytes = readFileSync(file)
    for (const [suffix, compress] of [
      ['.gz', gzip],
      ['.br', brotli],
    ] as const) {
      if (mtime(file + suffix) >= changed) continue
      const packed = compress(bytes)
      if (packed.length < bytes.length) writeFileSync(file + suffix, packed)
    }
    compressed++
  }
  return { compressed }
}

/** The Vite plugin: precompresses the output folder after every other plugin is done with it. */
export function precompress(): Plugin {
  let outDir = 'dist'
  let skip = false
  return {
    name: 'precompress',
    apply: 'build',
    // After the plugins that are themselves `enforce: 'post'` and listed before it (vite-plugin-pwa,
    // which writes sw.js and workbox-*.js in its own closeBundle).
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      // The landing page's server-side build (vite.config.ts) is not served.
      skip = !!config.build.ssr
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!skip) precompressDir(outDir)
      },
    },
  }
}
