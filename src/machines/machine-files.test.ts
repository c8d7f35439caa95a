/**
 * What every machine folder must come with (CONVENTIONS.md): the machine itself, a path test that
 * proves every state reachable with xstate/graph, and a stories file with a story for every state
 * the machine can reach (checked here from the stories' names, and in the browser by its `Coverage`
 * story). A new machine without them fails here, and so does a folder here that is no machine: shared
 * helpers live in `src/api/` or `src/lib/`. The run prints the story coverage in total.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { machines as machineEntries } from '../../stories/support/statechart/machines'
import {
  coverageLine,
  type MachineCoverage,
  machineCoverage,
  storiesIn,
} from '../../stories/support/statechart/story-coverage'

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

  it('has a story for every state it can reach', () => {
    const entry = machineEntries.find((m) => m.name === name)
    expect(entry, `${name}.machine.ts exports a machine`).toBeDefined()
    if (!entry) return
    const file = join(storiesDir, `${name}.stories.tsx`)
    const coverage = machineCoverage(
      name,
      entry.machine,
      storiesIn(existsSync(file) ? readFileSync(file, 'utf8') : ''),
    )
    coverageResults.push(coverage)
    expect(coverage.missing, `stories/machines/${name}.stories.tsx has no story for these states`).toEqual([])
  })
})

const coverageResults: MachineCoverage[] = []
afterAll(() => {
  console.log(coverageLine(coverageResults))
})

it('finds the machines', () => {
  expect(machines.length).toBeGreaterThanOrEqual(7)
})
