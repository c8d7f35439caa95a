// @vitest-environment node
/**
 * The widget's code keeps its house in order: no files importing each other in a circle, and the
 * shell's machine reaches no view (the chat's code is handed to it from outside).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const WIDGET = resolve(__dirname)
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return filesUnder(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Each widget file and the widget files it imports (static, type-only and lazy imports alike). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of filesUnder(WIDGET)) {
    const targets: string[] = []
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? '')
      if (target?.startsWith(WIDGET)) targets.push(target)
    }
    graph.set(file, targets)
  }
  return graph
}

function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null
    if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file]
    state.set(file, 'open')
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    stack.pop()
    state.set(file, 'done')
    return null
  }
  for (const file of graph.keys()) {
    const cycle = visit(file)
    if (cycle) return cycle
  }
  return null
}

const short = (file: string) => relative(WIDGET, file)

describe('the widget’s imports', () => {
  it('have no cycle', () => {
    expect(findCycle(importGraph())?.map(short) ?? null).toBeNull()
  })

  it('never take the shell’s machine to a view', () => {
    const graph = importGraph()
    const reached = new Set<string>()
    const walk = (file: string) => {
      if (reached.has(file)) return
      reached.add(file)
      for (const next of graph.get(file) ?? []) walk(next)
    }
    walk(join(WIDGET, 'machine/widget.machine.ts'))
    expect([...reached].map(short).filter((file) => file.endsWith('.tsx'))).toEqual([])
  })
})
