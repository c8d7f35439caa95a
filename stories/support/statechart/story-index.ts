/**
 * Each machine with its stories and the coverage of its states, for the Storybook pages (the docs
 * page of each machine and the coverage page). The stories are read as text, as the unit test reads
 * them, so both say the same.
 */
import { toId } from 'storybook/internal/csf'
import { type MachineEntry, machines } from './machines'
import { type MachineCoverage, machineCoverage, type StoryRef, storiesIn } from './story-coverage'

const storySources = import.meta.glob<string>('../../machines/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const machineSources = import.meta.glob<string>('../../../src/machines/*/*.machine.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export interface IndexedMachine extends MachineEntry {
  title: string | null
  stories: (StoryRef & { id: string | null })[]
  coverage: MachineCoverage
  /** The JSDoc the machine file opens with: its states, in words. */
  doc: string
}

/** The JSDoc comment a source file opens with, without its `*` margins. */
export function leadingDoc(source: string): string {
  const match = /\/\*\*([\s\S]*?)\*\//.exec(source)
  if (!match?.[1]) return ''
  return match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim()
}

export const indexedMachines: IndexedMachine[] = machines.map((entry) => {
  const source =
    Object.entries(storySources).find(([file]) => file.endsWith(`/${entry.name}.stories.tsx`))?.[1] ?? ''
  const title = /title:\s*'([^']+)'/.exec(source)?.[1] ?? null
  const refs = storiesIn(source)
  const machineSource =
    Object.entries(machineSources).find(([file]) => file.endsWith(`/${entry.name}.machine.ts`))?.[1] ?? ''
  return {
    ...entry,
    title,
    stories: refs.map((ref) => ({ ...ref, id: title ? toId(title, ref.exportName) : null })),
    coverage: machineCoverage(entry.name, entry.machine, refs),
    doc: leadingDoc(machineSource),
  }
})

/** The address of a story in the Storybook around this iframe (dev server and static build alike). */
export const storyHref = (id: string) => `./?path=/story/${id}`
