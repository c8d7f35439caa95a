/**
 * Every machine's transitions with what takes them, for the coverage pages and for
 * `src/machines/transition-coverage.test.ts`: the same computation in both, from the same inputs.
 */
import type { AnyStateMachine } from 'xstate'
import type { PathFixture } from '../../../src/lib/path-fixtures'
import { machineGraph, reachableStates } from './graph-model'
import { type TemplateOf, type TransitionCoverage, transitionCoverage, transitionName } from './machine-paths'

export interface MachineTransitions extends TransitionCoverage {
  name: string
  /** 'transition name' → reason, for each one nothing takes. */
  gaps: Record<string, string>
}

export function machineTransitions(
  name: string,
  machine: AnyStateMachine,
  templateOf: TemplateOf,
  fixtures: readonly PathFixture[] = [],
): MachineTransitions {
  const graph = machineGraph(machine)
  const reachable = new Set(['', ...reachableStates(graph)])
  const edges = graph.edges.filter((e) => reachable.has(e.source))
  const coverage = transitionCoverage(machine, edges, templateOf, fixtures)
  const gaps: Record<string, string> = {}
  for (const row of coverage.rows) {
    if (row.takenBy) continue
    let key = transitionName(machine.id, row.edge)
    for (let n = 2; key in gaps; n++) key = `${transitionName(machine.id, row.edge)} #${n}`
    gaps[key] = row.reason ?? ''
  }
  return { name, ...coverage, gaps }
}

/** 'Transition coverage: 257/499 transitions (n/m guarded branches) of 38 machines taken by a generated path …'. */
export function transitionLine(all: readonly MachineTransitions[]): string {
  const total = all.reduce((n, m) => n + m.rows.length, 0)
  const taken = all.reduce((n, m) => n + m.rows.filter((r) => r.takenBy).length, 0)
  const guarded = all.reduce((n, m) => n + m.guarded.total, 0)
  const guardedTaken = all.reduce((n, m) => n + m.guarded.taken, 0)
  return `Transition coverage: ${taken}/${total} transitions (${guardedTaken}/${guarded} guarded branches) of ${all.length} machines taken by a generated path; the other ${total - taken} are named with their reason`
}
