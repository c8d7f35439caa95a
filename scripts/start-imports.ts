/**
 * The imports a member page makes while it starts, built without Vite's preload helper (issue 23).
 *
 * Vite wraps each dynamic `import()` in a helper that appends a `<link rel="modulepreload">` to the
 * page for every chunk the imported one needs (less those the document links already), so they
 * download side by side. At start-up that is paid for with nothing to gain: the page's own import
 * (src/app/route-loaders.ts) and the member shell's appended 52 links on a conversation, 50 ms of
 * main thread at full CPU speed over several tasks, two of them (about 20 ms each) long enough for
 * Lighthouse's blocking time (a task counts from 12.5 ms, its CPU being slowed 4x). Those chunks are on their way already: the `Link`
 * header nginx sends with a member page preloads the page and the member header on a first visit
 * (scripts/nginx/page-preloads.ts), and on every later visit the service worker holds them. The
 * start's other parts nothing waits for (below) come one level at a time.
 *
 * So these imports, and only they, skip the helper: each chunk asks for its own imports when it
 * loads. Every other lazy import (the photo editor, the composer's parts) keeps it: without it, they
 * loaded their chunks one level at a time and taps got slower (see `modulePreload` in vite.config.ts).
 * The app's own files need nothing here: app.html links them, and the helper skips what the document
 * links already.
 */
import type { Plugin } from 'vite'

/** The modules whose dynamic imports skip the helper (source paths): the route table (a page's chunks). */
export const START_IMPORT_HOSTS = ['src/app/route-loaders.ts'] as const
/**
 * The member shell: the lazy chunk every member page shows at once, the member header. nginx preloads
 * it with every member page (vite.config.ts gives it to scripts/nginx/page-preloads.ts), and it is
 * imported without the helper (source paths). Its connection status and the footer are not in it:
 * preloaded too, they took the network from the CSS and the app on a first visit (Lighthouse, first
 * visits: FCP 3.3 to 3.6 s); they load after the header, one level at a time.
 */
export const MEMBER_SHELL = ['src/features/layout/member-header.tsx'] as const

/**
 * The modules imported without the helper wherever the import is: the member header (preloaded by
 * the page, as above), and parts nothing waits for, whose chunks may come one level at a time: the
 * header's connection status, the footer (below the first screen), the dialogs of onboarding
 * (nothing shows until one opens) and the app's status (the service worker, the update and offline
 * notices).
 */
const START_IMPORTED = [
  ...MEMBER_SHELL,
  'src/features/layout/header-realtime.tsx',
  'src/features/layout/footer.tsx',
  'src/app/onboarding-modals.tsx',
  'src/features/pwa/app-status.tsx',
]

/** What the build knows of a chunk: its file and the module it stands for. */
interface NamedChunk {
  type: 'chunk' | 'asset'
  fileName: string
  facadeModuleId?: string | null
  /** Every module it holds: the start's modules are merged into a few chunks (start-chunks.ts). */
  moduleIds?: readonly string[]
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
            const holds = (paths: readonly string[]) =>
              endsWithAny(chunk.facadeModuleId, paths) ||
              !!chunk.moduleIds?.some((id) => endsWithAny(id, paths))
            if (holds(START_IMPORT_HOSTS)) hosts.add(chunk.fileName)
            if (holds(START_IMPORTED)) imported.add(chunk.fileName)
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
