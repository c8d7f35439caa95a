/**
 * The imports a member page makes while it starts, built without Vite's preload helper (issue 23).
 *
 * Vite wraps each dynamic `import()` in a helper that appends a `<link rel="modulepreload">` to the
 * page for every chunk the imported one needs, so they download side by side. At start-up that is
 * paid for twice: the member shell's imports and the page's own (src/app/route-loaders.ts) appended
 * about 80 links on a conversation, 35 ms of main thread at full CPU speed in four tasks, each long
 * enough for Lighthouse's blocking time (a task counts from 12.5 ms, its CPU being slowed 4x). Yet
 * those chunks are already on their way: the `Link` header nginx sends with the page preloads them on
 * a first visit (scripts/nginx/page-preloads.ts) and the service worker holds them on every later one.
 *
 * So the page's import and the member shell's (below), and only they, import without the helper:
 * each chunk asks for its own imports when it loads. Every other lazy import (the photo editor, the composer's parts) keeps
 * the helper: without it, they loaded their chunks one level at a time and taps got slower (see
 * `modulePreload` in vite.config.ts).
 */
import type { Plugin } from 'vite'

/** The modules whose dynamic imports skip the helper (source paths, from the project's root). */
export const START_IMPORT_HOSTS = ['src/app/route-loaders.ts'] as const
/**
 * The member shell: lazy chunks every member page loads as it starts (the member header, its
 * connection status, the footer). nginx preloads them with every member page (vite.config.ts gives
 * them to scripts/nginx/page-preloads.ts), and they are imported without the helper wherever the
 * import is (source paths).
 */
export const MEMBER_SHELL = [
  'src/features/layout/member-header.tsx',
  'src/features/layout/header-realtime.tsx',
  'src/features/layout/footer.tsx',
] as const

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
 * The plugin, which finds the chunks of START_IMPORT_HOSTS and MEMBER_SHELL once the bundle is
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
            if (endsWithAny(chunk.facadeModuleId, MEMBER_SHELL)) imported.add(chunk.fileName)
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
