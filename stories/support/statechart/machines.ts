/**
 * Every machine of src/machines with its folder name, found by file name (`<name>/<name>.machine.ts`)
 * so a new machine appears in the charts, the docs and the coverage without being listed anywhere.
 */
import type { AnyStateMachine } from 'xstate'
import type { PathFixture } from '../../../src/lib/path-fixtures'

const modules = import.meta.glob<Record<string, unknown>>('../../../src/machines/*/*.machine.ts', {
  eager: true,
})

// Each machine's sample data for its generated paths (src/lib/path-fixtures.ts), when it has some.
const fixtureModules = import.meta.glob<{ pathFixtures?: PathFixture[] }>(
  '../../../src/machines/*/*.fixtures.ts',
  { eager: true },
)
const fixturesOf = (name: string): PathFixture[] =>
  fixtureModules[`../../../src/machines/${name}/${name}.fixtures.ts`]?.pathFixtures ?? []

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'resolveState' in value

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

export interface MachineEntry {
  /** The folder name: 'photo-manager'. */
  name: string
  machine: AnyStateMachine
  /** The starts and sample events its generated paths walk with (none: empty input, templates). */
  fixtures: PathFixture[]
}

export const machines: MachineEntry[] = Object.entries(modules)
  .map(([file, module]) => {
    const name = file.split('/').at(-2) ?? file
    const machine = module[`${camel(name)}Machine`] ?? Object.values(module).find(isMachine)
    return isMachine(machine) ? { name, machine, fixtures: fixturesOf(name) } : undefined
  })
  .filter((entry): entry is MachineEntry => entry !== undefined)
  .sort((a, b) => a.name.localeCompare(b.name))
