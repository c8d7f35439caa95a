/**
 * The `Link` header of each member page's family (issue 23): the page's own chunk, the chunks it
 * imports and its French translations, sent with the HTML so the browser fetches them beside the
 * entry instead of after the app has run, and a preconnect to the API. The pages, their chunks and
 * their namespaces come from src/app/route-loaders.ts and src/app/page-routes.ts (the tables the app
 * itself loads pages from) and the build's bundle; site-conf.ts turns the result into one nginx location per page pattern.
 */

/** One page of the route table: its wouter pattern, its module (from src/app/) and its namespace. */
export interface PageEntry {
  path: string
  module: string
  namespace: string
}

/** What the build knows of a chunk (Rollup's OutputChunk, the parts used here). */
export interface BuiltChunk {
  fileName: string
  facadeModuleId: string | null
  /** Every module the chunk holds: a page's module may be in a merged chunk (scripts/start-chunks.ts). */
  moduleIds?: readonly string[]
  imports: readonly string[]
}

const withoutExtension = (id: string) => id.replaceAll('\\', '/').replace(/\.(tsx?|json)$/, '')

/**
 * The chunk that holds the module whose path ends with `suffix` (extension optional): the one it is
 * the facade of, else the one that holds it among others (a group of scripts/start-chunks.ts).
 */
export function chunkHolding<T extends BuiltChunk>(chunks: readonly T[], suffix: string): T | undefined {
  const end = withoutExtension(suffix)
  const is = (id: string | null | undefined) => !!id && withoutExtension(id).endsWith(end)
  return chunks.find((c) => is(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds?.some(is))
}

/** The headers' contents for one page pattern. */
export interface PagePreload {
  path: string
  /** Files (without the leading slash) to preload as modules, in load order. */
  modules: string[]
}

const LOADER = /'(\/app[^']*)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g
const NAMESPACE = /'(\/app[^']*)':\s*'(\w+)'/g

/**
 * The pages of the texts of src/app/route-loaders.ts (pattern: chunk) and src/app/page-routes.ts
 * (pattern: namespace), on one line or several, as Biome writes them.
 */
export function pageEntries(loadersSource: string, namespacesSource: string): PageEntry[] {
  const namespaces = new Map([...namespacesSource.matchAll(NAMESPACE)].map(([, path, ns]) => [path, ns]))
  return [...loadersSource.matchAll(LOADER)].map(([, path, module]) => {
    const namespace = namespaces.get(path as string)
    if (!namespace) throw new Error(`page-routes.ts gives ${path} no namespace`)
    return { path: path as string, module: module as string, namespace }
  })
}

/** `module` (relative to src/app/) as the chunk's facade id ends: `src/features/.../page`. */
const sourceOf = (module: string) => `src/${module.replace(/^\.\.\//, '')}`

/** A file and every file it imports statically, each once, the file first. */
export function staticClosure(chunks: readonly BuiltChunk[], fileName: string): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const seen: string[] = []
  const visit = (name: string) => {
    if (seen.includes(name)) return
    seen.push(name)
    for (const dep of byName.get(name)?.imports ?? []) visit(dep)
  }
  visit(fileName)
  return seen
}

/**
 * Each page's preloads: its chunk's static closure and its French namespace's chunk, then the member
 * shell's (`shell`: sources such as `src/features/layout/member-header.tsx`, lazy chunks every member
 * page shows), less what every page's HTML preloads already (`shared`). The page's own come first:
 * on HTTP/1.1 the browser fetches six at a time, in this order.
 */
export function pagePreloads(
  pages: readonly PageEntry[],
  chunks: readonly BuiltChunk[],
  shared: ReadonlySet<string>,
  shell: readonly string[] = [],
): PagePreload[] {
  const facade = (suffix: string) => chunkHolding(chunks, suffix)
  const shellFiles = shell.flatMap((source) => {
    const chunk = facade(source)
    if (!chunk) throw new Error(`no chunk holds ${source}, a part of the member shell`)
    return staticClosure(chunks, chunk.fileName)
  })
  return pages.map(({ path, module, namespace }) => {
    const page = facade(sourceOf(module))
    if (!page) throw new Error(`no chunk holds ${module}, the page of ${path}`)
    const locale = facade(`src/i18n/locales/fr/${namespace}`)
    const files = [
      ...staticClosure(chunks, page.fileName),
      ...(locale ? [locale.fileName] : []),
      ...shellFiles,
    ]
    return { path, modules: [...new Set(files)].filter((f) => !shared.has(f)) }
  })
}

/** The nginx regex of a wouter pattern: `:name` is one segment; a trailing slash is allowed. */
export function nginxPattern(path: string): string {
  const body = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return `^${body}/?$`
}

/** The `Link` header's value for a page: the API's preconnect, then its modules. */
export function linkHeader(modules: readonly string[], apiOrigin?: string): string {
  return [
    ...(apiOrigin ? [`<${apiOrigin}>; rel=preconnect; crossorigin`] : []),
    ...modules.map((file) => `</${file}>; rel=modulepreload; crossorigin`),
  ].join(', ')
}
