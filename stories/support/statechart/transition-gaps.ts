/**
 * Every machine's transitions with what takes them, for the coverage pages and for
 * `src/machines/transition-coverage.test.ts`: the same computation in both, from the same inputs.
 *
 * Two takers are counted: a path generated from the machine's fixtures (computed here, every time),
 * and the unit tests, as recorded in src/machines/transitions-by-tests.json by running them with
 * `RECORD_TRANSITIONS=1` (src/machines/transition-recorder.ts).
 */
import type { AnyStateMachine } from 'xstate'
import type { PathFixture } from '../../../src/lib/path-fixtures'
import byTests from '../../../src/machines/transitions-by-tests.json'
import { machineGraph, reachableStates } from './graph-model'
import {
  type TemplateOf,
  type TransitionCoverage,
  type TransitionRow,
  transitionCoverage,
  transitionName,
} from './machine-paths'

/** 'machine folder' → 'transition name' → the unit test files that took it. */
export const recordedByTests: Record<string, Record<string, string[]>> = byTests

export interface MachineTransitionRow extends TransitionRow {
  /** The transition in words, unique in its machine ('… #2' for a second one alike). */
  name: string
  /** The unit test files that took it, when last recorded. */
  tests: string[]
}

export interface MachineTransitions extends TransitionCoverage {
  name: string
  rows: MachineTransitionRow[]
  /** 'transition name' → reason, for each one no generated path takes. */
  gaps: Record<string, string>
}

/** The transitions the coverage counts: those from a state the chart can reach. */
export function countedEdges(machine: AnyStateMachine) {
  const graph = machineGraph(machine)
  const reachable = new Set(['', ...reachableStates(graph)])
  return graph.edges.filter((e) => reachable.has(e.source))
}

export function machineTransitions(
  name: string,
  machine: AnyStateMachine,
  templateOf: TemplateOf,
  fixtures: readonly PathFixture[] = [],
): MachineTransitions {
  const coverage = transitionCoverage(machine, countedEdges(machine), templateOf, fixtures)
  const recorded = recordedByTests[name] ?? {}
  const seen = new Set<string>()
  const rows = coverage.rows.map((row) => {
    const base = transitionName(machine.id, row.edge)
    let key = base
    for (let n = 2; seen.has(key); n++) key = `${base} #${n}`
    seen.add(key)
    return { ...row, name: key, tests: recorded[base] ?? [] }
  })
  const gaps: Record<string, string> = {}
  for (const row of rows) if (!row.takenBy) gaps[row.name] = row.reason ?? ''
  return { name, ...coverage, rows, gaps }
}

/** 'Transition coverage: 499/499 transitions (n/m guarded branches) of 38 machines taken by a generated path …'. */
export function transitionLine(all: readonly MachineTransitions[]): string {
  const total = all.reduce((n, m) => n + m.rows.length, 0)
  const taken = all.reduce((n, m) => n + m.rows.filter((r) => r.takenBy).length, 0)
  const guarded = all.reduce((n, m) => n + m.guarded.total, 0)
  const guardedTaken = all.reduce((n, m) => n + m.guarded.taken, 0)
  return `Transition coverage: ${taken}/${total} transitions (${guardedTaken}/${guarded} guarded branches) of ${all.length} machines taken by a generated path; the other ${total - taken} are named with their reason`
}

/** 'Taken by the unit tests: 426/499 transitions (n/m guarded branches) of 37 machines, as last recorded'. */
export function testLine(all: readonly MachineTransitions[]): string {
  const total = all.reduce((n, m) => n + m.rows.length, 0)
  const taken = all.reduce((n, m) => n + m.rows.filter((r) => r.tests.length).length, 0)
  const guarded = all.reduce((n, m) => n + m.guarded.total, 0)
  const guardedTaken = all.reduce(
    (n, m) => n + m.rows.filter((r) => r.edge.guard && r.tests.length).length,
    0,
  )
  const machines = all.filter((m) => m.rows.some((r) => r.tests.length)).length
  return `Taken by the unit tests: ${taken}/${total} transitions (${guardedTaken}/${guarded} guarded branches) of ${machines} machines, as last recorded (RECORD_TRANSITIONS=1)`
}
