/**
 * Which stories show each reachable state of a machine: the convention of stories/machines is one
 * story per state, named after it ('reconnecting.waiting' → `ReconnectingWaiting`, or a story whose
 * `name` says it), and a story of a state also shows its ancestors. Pure: the stories come in as
 * their file's text, read by the unit test (Node) and the coverage page (Storybook) alike.
 */
import type { AnyStateMachine } from 'xstate'
import { storyKey } from '../../../src/lib/state-paths'
import { type ChartEdge, machineGraph, reachableStates } from './graph-model'

export interface StoryRef {
  /** The export: `ErrorState`. */
  exportName: string
  /** The name Storybook shows: the story's `name`, or the export's words ('Error state'). */
  name: string
}

const words = (exportName: string) =>
  exportName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())

/** The stories a CSF file exports, with their `name` when it is the story's first property. */
export function storiesIn(source: string): StoryRef[] {
  const stories: StoryRef[] = []
  const pattern =
    /^export const ([A-Za-z_$][\w$]*)\s*(?::[^=\n]*)?=\s*(\{[^\n]*\n?(?:\s*\/\/[^\n]*\n)*\s*name:\s*(['"])(.*?)\3)?/gm
  for (const match of source.matchAll(pattern)) {
    const exportName = match[1] ?? ''
    if (exportName === 'default' || exportName === '__namedExportsOrder') continue
    stories.push({ exportName, name: match[4] ?? words(exportName) })
  }
  return stories
}

export interface StateRow {
  path: string
  /** Names of the stories that show this state (named after it or after a state inside it). */
  stories: string[]
}

export interface MachineCoverage {
  name: string
  states: StateRow[]
  transitions: ChartEdge[]
  missing: string[]
}

export function machineCoverage(
  name: string,
  machine: AnyStateMachine,
  stories: readonly StoryRef[],
): MachineCoverage {
  const graph = machineGraph(machine)
  const reachable = reachableStates(graph)
  const shows = (story: StoryRef, path: string) => {
    const keys = [storyKey(story.exportName), storyKey(story.name)]
    return reachable.some((p) => (p === path || p.startsWith(`${path}.`)) && keys.includes(storyKey(p)))
  }
  const states = reachable.map((path) => ({
    path,
    stories: stories.filter((story) => shows(story, path)).map((story) => story.name),
  }))
  const reachableSet = new Set(['', ...reachable])
  return {
    name,
    states,
    transitions: graph.edges.filter((e) => reachableSet.has(e.source)),
    missing: states.filter((s) => s.stories.length === 0).map((s) => s.path),
  }
}

/** One line for `npm test`: 'Story coverage: 301/301 reachable states of 38 machines have a story …'. */
export function coverageLine(all: readonly MachineCoverage[]): string {
  const states = all.reduce((n, m) => n + m.states.length, 0)
  const covered = all.reduce((n, m) => n + m.states.length - m.missing.length, 0)
  const transitions = all.reduce((n, m) => n + m.transitions.length, 0)
  const missing = all.flatMap((m) => m.missing.map((path) => `${m.name}:${path}`))
  return `Story coverage: ${covered}/${states} reachable states of ${all.length} machines have a story (${transitions} transitions)${missing.length ? `; without one: ${missing.join(', ')}` : ''}`
}
