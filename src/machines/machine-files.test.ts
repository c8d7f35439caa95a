/**
 * What every machine folder must come with (CONVENTIONS.md): the machine itself, a path test that
 * proves every state reachable with xstate/graph, and a stories file whose `Coverage` story fails
 * when a state has no story (the story tests run in CI). A new machine without them fails here, and so
 * does a folder here that is no machine: shared helpers live in `src/api/` or `src/lib/`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const machinesDir = import.meta.dirname
const storiesDir = join(machinesDir, '..', '..', 'stories', 'machines')

const machines = readdirSync(machinesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe.each(machines)('machine %s', (name) => {
  it('is a machine folder', () => {
    const file = join(machinesDir, name, `${name}.machine.ts`)
    expect(existsSync(file), `${name}.machine.ts`).toBe(true)
  })

  it('has a path test walking xstate/graph', () => {
    const file = join(machinesDir, name, `${name}.paths.test.ts`)
    expect(existsSync(file), `${name}.paths.test.ts`).toBe(true)
    expect(readFileSync(file, 'utf8')).toMatch(/from 'xstate\/graph'/)
  })

  it('has stories with a Coverage story checking every state', () => {
    const file = join(storiesDir, `${name}.stories.tsx`)
    expect(existsSync(file), `stories/machines/${name}.stories.tsx`).toBe(true)
    const source = readFileSync(file, 'utf8')
    expect(source).toMatch(/export const Coverage\b/)
    expect(source).toMatch(/stateStoryCoverage\(/)
  })
})

it('finds the machines', () => {
  expect(machines.length).toBeGreaterThanOrEqual(7)
})
