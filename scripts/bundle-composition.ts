import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** One module's share of a chunk: its rendered code's length and that code gzipped alone. */
export interface ModuleShare {
  id: string
  rendered: number
  gzip: number
}
/** `.vite/composition.json`: for each JS chunk of the build, the modules it holds. */
export type Composition = Record<string, ModuleShare[]>

/** A module id as the report shows it: `node_modules/<package>/...` or the path from the project root. */
export function shortId(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
  const nm = clean.lastIndexOf('/node_modules/')
  if (nm >= 0) return clean.slice(nm + 1)
  return clean.startsWith(`${root}/`) ? clean.slice(root.length + 1) : clean
}

/**
 * Writes `.vite/composition.json` beside the manifest: which modules fill each JS chunk (the code
 * Rolldown rendered for them after tree-shaking, before minification), so `npm run budget -- --why`
 * can say what the first route is made of. The manifest alone names chunks, not their modules.
 */
export function bundleComposition(): Plugin {
  let root = process.cwd()
  return {
    name: 'bundle-composition',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const composition: Composition = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        composition[chunk.fileName] = Object.entries(chunk.modules)
          .filter(([, m]) => m.renderedLength > 0)
          .map(([id, m]) => ({
            id: shortId(id, root),
            rendered: m.renderedLength,
            gzip: m.code ? gzipSync(m.code, { level: 9 }).length : 0,
          }))
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/composition.json',
        source: JSON.stringify(composition),
      })
    },
  }
}
