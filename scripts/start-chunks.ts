/**
 * How the start of the app is cut into files (issue 38, item 3). Left to itself, Rolldown gives each
 * set of modules shared by a different set of importers a file of its own: the first route was 14
 * files, and a member page's cold visit asked for 60 to 80 files before its first paint, each a
 * request of its own and gzipped alone (small files gzip badly, and each one's name is repeated in
 * the imports and the preload map). Here what always loads together is one file:
 *
 * - `react`: React and its DOM (the entry evaluates it in a task of its own, src/app/main.tsx);
 * - `start`: the app (src/app/boot.tsx) and everything it imports statically, less React and the
 *   entry's own modules (the entry stays tiny: the landing page paints before it loads the app);
 * - `startup`: what every page loads at once beside it (the session's and the modal router's
 *   machines with XState, the API client, the early start, the route and language-file tables):
 *   `STARTUP_MODULES` and their static imports, less the above;
 * - `i18n`: i18next and the app's setup of it, asked for once the first paint is on screen;
 * - `member-shell`: the member header and its static imports, less the above (every member page).
 *
 * Everything else (the pages, their shared parts) is left to Rolldown's own chunking.
 */
import type { CodeSplittingOptions } from 'rolldown'

/** The modules every first visit to an app page loads with the app (see vite.config.ts). */
export const STARTUP_MODULES = [
  'src/app/boot.tsx',
  'src/api/client.ts',
  'src/api/users.ts',
  'src/app/early-start.ts',
  'src/app/route-loaders.ts',
  'src/i18n/locale-loaders.ts',
  // The session's and the modal router's machines, with XState: off the first route, but every page
  // runs them at once (the session's lookup waits for its machine).
  'src/app/session-actor.tsx',
  'src/features/modals/modal-router-runner.tsx',
] as const

/** What Rolldown tells of a module while it chunks (its `ModuleInfo`, the parts used here). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers?: readonly string[] } | null
}

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
/**
 * Modules a package's index re-exports but the start never runs (react-i18next's `<Trans>` and the
 * HTML parser it needs): the module graph lists every re-export, used or not, and claiming them
 * put 4.4 kB in the first route that Rolldown's tree-shaking left in the pages that use them.
 */
const NOT_STARTED =
  /[\\/]node_modules[\\/](react-i18next[\\/].*Trans[^/\\]*\.js|html-parse-stringify|void-elements)/

const normalized = (id: string) => id.replaceAll('\\', '/')

/** `id` and every module it imports statically, each once. */
export function staticImports(graph: ModuleGraph, id: string, into = new Set<string>()): Set<string> {
  const stack = [id]
  while (stack.length) {
    const next = stack.pop() as string
    if (into.has(next) || NOT_STARTED.test(next)) continue
    into.add(next)
    for (const dep of graph.getModuleInfo(next)?.importedIds ?? []) stack.push(dep)
  }
  return into
}

/**
 * The group a module belongs to, from the module graph: `react`, `start`, `startup`, `member-shell`,
 * or null (Rolldown's own chunking). `roots` finds a module id by the end of its path (a source such
 * as `src/app/boot.tsx`); a root the graph does not have (another build: the widget, Storybook)
 * makes no group.
 */
export function startGroups(options: {
  entry: string
  boot: string
  startup: readonly string[]
  shell: readonly string[]
  /** Each page's module (`src/features/chat/conversation-page`), for the pages' common parts. */
  pages?: readonly string[]
  /** A module the static imports of at least this many pages reach is one of their common parts. */
  commonTo?: number
  /** Translation files every start reads (`src/i18n/locales/fr/common.json`), merged into `startup`. */
  startupLocales?: readonly string[]
  /** The app's i18next setup (`src/i18n/i18n.ts`): with i18next, one file loaded after the first paint. */
  i18n?: string
}) {
  let groups: Map<string, string> | null = null
  const find = (graph: ModuleGraph & { ids: readonly string[] }, suffix: string) =>
    graph.ids.find((id) =>
      normalized(id)
        .replace(/\.(tsx?|json)$/, '')
        .endsWith(suffix.replace(/\.(tsx?|json)$/, '')),
    )

  /** Each module's group, computed once from the whole graph. */
  function assign(graph: ModuleGraph & { ids: readonly string[] }): Map<string, string> {
    const result = new Map<string, string>()
    const entry = find(graph, options.entry)
    const boot = find(graph, options.boot)
    if (!entry || !boot) return result
    const claimed = staticImports(graph, entry)
    const claim = (name: string, roots: readonly (string | undefined)[]) => {
      const set = new Set<string>()
      for (const root of roots) if (root) staticImports(graph, root, set)
      for (const id of set) {
        if (claimed.has(id)) continue
        claimed.add(id)
        result.set(id, name)
      }
    }
    for (const id of staticImports(graph, boot)) {
      if (!claimed.has(id) && REACT.test(id)) {
        claimed.add(id)
        result.set(id, 'react')
      }
    }
    claim('start', [boot])
    claim('startup', [
      ...options.startup.map((s) => find(graph, s)),
      // French, every language's fallback, is always read at start (boot.tsx, early-start.ts): its
      // `common` and `ui` files come with the rest, not as two more requests.
      ...(options.startupLocales ?? []).map((s) => find(graph, s)),
    ])
    // i18next with the app's setup of it, one file (not the setup's and the library's, found one after
    // the other): the app asks for it once the first paint is on screen (src/app/main.tsx). Too large
    // for `startup` (40 kB a lazy file).
    if (options.i18n) claim('i18n', [find(graph, options.i18n)])
    // Our own code a page imports too stays out of the shell's file, in the pages' common file (which
    // every page loads): a member page must still come when the shell's file cannot load
    // (tests/e2e/faults.spec.ts), and no page gets one more file for it.
    // Packages both use stay in the shell's packages file: in the pages' it went over 40 kB.
    const pageRoots = (options.pages ?? []).map((page) => find(graph, page))
    const pageClosures = pageRoots.map((root) => (root ? staticImports(graph, root) : new Set<string>()))
    const inAPage = (id: string) => pageClosures.some((closure) => closure.has(id))
    const shell = new Set<string>()
    for (const root of options.shell.map((s) => find(graph, s))) if (root) staticImports(graph, root, shell)
    for (const id of shell) {
      if (claimed.has(id)) continue
      claimed.add(id)
      result.set(id, inAPage(id) && !/[\\/]node_modules[\\/]/.test(id) ? 'pages-common' : 'member-shell')
    }
    // The shell's packages (Ark UI's menu, floating-ui) in a file of their own: together with the
    // header's own code it was over the 40 kB a lazy chunk may weigh.
    for (const [id, name] of result)
      if (name === 'member-shell' && /[\\/]node_modules[\\/]/.test(id))
        result.set(id, 'member-shell-packages')
    // The parts several pages share (the cards, the lists' states, the form fields, Ark UI): a page
    // asked for a dozen files of a few hundred bytes each, now two files every page shares. What
    // one page alone uses is in that page's file.
    const uses = new Map<string, number[]>()
    pageClosures.forEach((closure, index) => {
      for (const id of closure) if (!claimed.has(id)) uses.set(id, [...(uses.get(id) ?? []), index])
    })
    // One page's own modules: used by no other page, and imported only by the page's own modules
    // (a fixpoint: a module a dialog elsewhere imports is not, nor what it imports in turn).
    const own = new Set(
      [...uses].filter(([, pages]) => pages.length < (options.commonTo ?? 2)).map(([id]) => id),
    )
    for (let changed = true; changed; ) {
      changed = false
      for (const id of own) {
        const importers = graph.getModuleInfo(id)?.importers ?? []
        if (importers.some((importer) => !own.has(importer))) {
          own.delete(id)
          changed = true
        }
      }
    }
    for (const [id, pages] of uses) {
      const packaged = /[\\/]node_modules[\\/]/.test(id)
      if (pages.length >= (options.commonTo ?? 2))
        result.set(id, packaged ? 'pages-packages' : 'pages-common')
      // Code outside the page imports the rest too (a dialog another page opens, the notifications):
      // in the page's file, it would load the whole page; in a second file of the page's, only that.
      else result.set(id, own.has(id) ? `page-${pages[0]}` : `page-${pages[0]}-shared`)
    }
    return result
  }

  return {
    /** Rolldown's `name` function of the one group that makes them all. */
    name(id: string, ctx: ModuleGraph & { ids?: readonly string[] }, ids: () => readonly string[]) {
      groups ??= assign({ getModuleInfo: (m) => ctx.getModuleInfo(m), ids: ids() })
      return groups.get(id) ?? null
    },
    reset() {
      groups = null
    },
  }
}

/**
 * The `output.codeSplitting` option: the groups above, highest priority, each module in one; the
 * module ids come from the `moduleParsed` hook of the plugin `startChunks()` returns.
 */
export function startChunks(
  shell: readonly string[],
  pages: readonly string[],
): {
  plugin: import('vite').Plugin
  codeSplitting: CodeSplittingOptions
} {
  const ids = new Set<string>()
  const groups = startGroups({
    entry: 'src/app/main.tsx',
    boot: 'src/app/boot.tsx',
    startup: STARTUP_MODULES.filter((m) => m !== 'src/app/boot.tsx'),
    shell,
    pages,
    startupLocales: ['src/i18n/locales/fr/common.json', 'src/i18n/locales/fr/ui.json'],
    i18n: 'src/i18n/i18n.ts',
  })
  return {
    plugin: {
      name: 'start-chunks',
      apply: 'build',
      buildStart() {
        ids.clear()
        groups.reset()
      },
      moduleParsed(info) {
        ids.add(info.id)
      },
    },
    codeSplitting: {
      groups: [
        {
          debugName: 'start-chunks',
          name: (id, ctx) => groups.name(id, ctx, () => [...ids]),
          // Only the modules named above, not what they import (they are named too).
          includeDependenciesRecursively: false,
          priority: 10,
        },
      ],
    },
  }
}
