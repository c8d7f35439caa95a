// @vitest-environment node
/**
 * No two files of `src/` import each other, directly or around a longer circle (type-only imports
 * included): a module's shared types go in its `.types.ts`, which imports nothing of the module.
 * And `lib/` stands below everything: it imports nothing of `src/` outside itself (issue 40).
 */
import { relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCircles, importGraph } from '../tests/support/import-graph'

const SRC = resolve(__dirname)

/** The imports that leave `folder` for another part of the graph's files, as "from -> to". */
function importsLeaving(graph: Map<string, string[]>, folder: string): string[] {
  const inside = (file: string) => file.startsWith(`${folder}/`)
  return [...graph].flatMap(([from, targets]) =>
    inside(from) ? targets.filter((to) => !inside(to)).map((to) => `${from} -> ${to}`) : [],
  )
}

describe('the imports of src/', () => {
  it('go round no circle', () => {
    const circles = importCircles(importGraph(SRC)).map((group) => group.map((file) => relative(SRC, file)))
    expect(circles).toEqual([])
  })

  it('would catch one: a circle through a type-only import and one through a lazy import', () => {
    const graph = new Map([
      ['a.machine.ts', ['a.region.ts', 'a.types.ts']],
      ['a.region.ts', ['a.machine.ts']],
      ['a.types.ts', []],
      ['b.ts', ['c.ts']],
      ['c.ts', ['d.ts']],
      ['d.ts', ['b.ts']],
      ['e.ts', ['e.ts']],
    ])
    expect(importCircles(graph)).toEqual([
      ['a.machine.ts', 'a.region.ts'],
      ['b.ts', 'c.ts', 'd.ts'],
      ['e.ts'],
    ])
  })

  it('never leave lib/: it stands below api/, machines, features and app', () => {
    const leaving = importsLeaving(importGraph(SRC), resolve(SRC, 'lib')).map((arrow) =>
      arrow.replaceAll(`${SRC}/`, ''),
    )
    expect(leaving).toEqual([])
  })

  it('would catch lib/ importing api/', () => {
    const graph = new Map([
      ['/s/lib/a.ts', ['/s/lib/b.ts', '/s/api/models/auth.ts']],
      ['/s/lib/b.ts', []],
      ['/s/api/models/auth.ts', ['/s/lib/b.ts']],
    ])
    expect(importsLeaving(graph, '/s/lib')).toEqual(['/s/lib/a.ts -> /s/api/models/auth.ts'])
  })
})
