/**
 * The imports a member page makes while it starts, built without Vite's preload helper (issue 23).
 *
 * Vite wraps each dynamic `import()` in a helper that appends a `<link rel="modulepreload">` to the
 * page for every chunk the imported one needs, so they download side by side. At start-up that is
 * paid for twice: the member header's import and the page's own (src/app/route-loaders.ts) appended
 * about 50 links on a conversation, 20 ms of main thread at full CPU speed in two tasks, each long
 * enough for Lighthouse's blocking time (a task counts from 12.5 ms, its CPU being slowed 4x). Yet
 * those chunks are already on their way: the `Link` header nginx sends with the page preloads them on
 * a first visit (scripts/nginx/page-preloads.ts) and the service worker holds them on every later one.
 *
 * So these two call sites, and only they, import without the helper: the page's chunk asks for its
 * own imports when it loads. Every other lazy import (the photo editor, the composer's parts) keeps
 * the helper: without it, they loaded their chunks one level at a time and taps got slower (see
 * `modulePreload` in vite.config.ts).
 */
import type { Plugin } from 'vite'

/** The modules whose dynamic imports skip the helper (source paths, from the project's root). */
export const START_IMPORT_HOSTS = ['src/app/route-loaders.ts'] as const
/** The modules imported without the helper wherever the import is (source paths). */
export const START_IMPORTED = ['src/features/layout/member-header.tsx'] as const

/** What the build knows of a chunk: its file and the module it stands for. */
interface NamedChunk {
  type: 'chunk' | 'asset'
  fileName: string
  facadeModuleId?: string | null
}

/** Vite's `build.modulePreload.resolveDependencies` context. */
interface DependencyContext {
  hostId: string
  hostType: 'html' | 'js'
}

const endsWithAny = (id: string | null | undefined, paths: readonly string[]) =>
  !!id && paths.some((path) => id.replaceAll('\\', '/').endsWith(path))

/**
 * The plugin, which finds the chunks of START_IMPORT_HOSTS and START_IMPORTED once the bundle is
 * named, and the `resolveDependencies` that drops their preloads. Vite calls `resolveDependencies`
 * from its own `generateBundle`; this plugin's runs before it (`order: 'pre'`).
 */
export function startImports(): {
  plugin: Plugin
  resolveDependencies: (file: string, deps: string[], context: DependencyContext) => string[]
} {
  const hosts = new Set<string>()
  const imported = new Set<string>()
  return {
    plugin: {
      name: 'start-imports',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          hosts.clear()
          imported.clear()
          for (const chunk of Object.values(bundle) as NamedChunk[]) {
            if (chunk.type !== 'chunk') continue
            if (endsWithAny(chunk.facadeModuleId, START_IMPORT_HOSTS)) hosts.add(chunk.fileName)
            if (endsWithAny(chunk.facadeModuleId, START_IMPORTED)) imported.add(chunk.fileName)
          }
        },
      },
    },
    // A stylesheet is never dropped: only the helper would load it.
    resolveDependencies: (file, deps, { hostId, hostType }) =>
      hostType === 'js' && (hosts.has(hostId) || imported.has(file))
        ? deps.filter((dep) => dep.endsWith('.css'))
        : deps,
  }
}
