/**
 * Every machine of src/machines with its folder name, found by file name (`<name>/<name>.machine.ts`)
 * so a new machine appears in the charts, the docs and the coverage without being listed anywhere.
 */
import type { AnyStateMachine } from 'xstate'

const modules = import.meta.glob<Record<string, unknown>>('../../../src/machines/*/*.machine.ts', {
  eager: true,
})

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'resolveState' in value

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

export interface MachineEntry {
  /** The folder name: 'photo-manager'. */
  name: string
  machine: AnyStateMachine
}

export const machines: MachineEntry[] = Object.entries(modules)
  .map(([file, module]) => {
    const name = file.split('/').at(-2) ?? file
    const machine = module[`${camel(name)}Machine`] ?? Object.values(module).find(isMachine)
    return isMachine(machine) ? { name, machine } : undefined
  })
  .filter((entry): entry is MachineEntry => entry !== undefined)
  .sort((a, b) => a.name.localeCompare(b.name))
