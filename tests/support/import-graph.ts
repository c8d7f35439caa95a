/**
 * The graph of our own files' imports, read from the source text, for tests that guard the code's
 * shape (no import circle, a machine that reaches no view). Only relative specifiers are ours: `src/`
 * imports nothing of its own by alias. Static, type-only, side-effect and lazy imports all count,
 * since a circle through types alone still ties two modules together for every reader and tool.
 *
 * Madge and dpdm were not taken: both parse TypeScript through the compiler's JavaScript API, which
 * TypeScript 7 no longer has.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g

/** Source files under a folder, tests and test-only support left out (they sit outside the app's graph). */
export function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFilesUnder(path)
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)
      ? [path]
      : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Each file under `root` and the files under `root` it imports. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFilesUnder(root)) {
    const targets = new Set<string>()
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? match[3] ?? '')
      if (target?.startsWith(root)) targets.add(target)
    }
    graph.set(file, [...targets])
  }
  return graph
}

/**
 * Every circle, one per group of files that reach each other (Tarjan's strongly connected
 * components), so a failure names them all at once rather than one per run.
 */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0))
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    const selfImport = group.length === 1 && (graph.get(file) ?? []).includes(file)
    if (group.length > 1 || selfImport) circles.push(group.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return circles
}

/** Files reached from `start` by following imports. */
export function reachedFrom(graph: Map<string, string[]>, start: string): Set<string> {
  const reached = new Set<string>()
  const walk = (file: string) => {
    if (reached.has(file)) return
    reached.add(file)
    for (const next of graph.get(file) ?? []) walk(next)
  }
  walk(start)
  return reached
}
