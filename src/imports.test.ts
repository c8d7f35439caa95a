// @vitest-environment node
/**
 * No two files of `src/` import each other, directly or around a longer circle (type-only imports
 * included): a module's shared types go in its `.types.ts`, which imports nothing of the module.
 */
import { relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCircles, importGraph } from '../tests/support/import-graph'

const SRC = resolve(__dirname)

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
})
