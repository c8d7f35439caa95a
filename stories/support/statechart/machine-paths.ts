/**
 * Paths through a machine, generated from its definition with xstate/graph: the shortest event
 * sequence from a start to any state (the chart's "path to this state"), and which transitions the
 * generated paths take (the coverage pages and `src/machines/transition-coverage.test.ts`).
 *
 * The events tried in each state are the ones the chart says it accepts, each with the payload its
 * declared type gives (event-templates.ts). Which transitions a step takes is read from XState's own
 * microstep inspection, so a guarded branch counts only when its guard let it through.
 */
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  InspectionEvent,
  StateValue,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import type { PathFixture } from '../../../src/lib/path-fixtures'
import { acceptedEvents, activePaths, type ChartEdge, machineGraph, transitionsOf } from './graph-model'

/** An event's payload template by type; null when the sources declare none. */
export type TemplateOf = (type: string) => Record<string, unknown> | null

/**
 * The events to try in a snapshot: those its active states accept, each with the payloads the
 * machine's fixtures give for its type (real answers, both sides of a guard), or else its template.
 */
export function eventsFor(
  machine: AnyStateMachine,
  templateOf: TemplateOf,
  samples: readonly AnyEventObject[] = [],
  samplesFrom?: (snapshot: AnyMachineSnapshot) => readonly AnyEventObject[],
) {
  const graph = machineGraph(machine)
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    if (snapshot.status !== 'active') return []
    const byType = new Map<string, AnyEventObject[]>()
    for (const sample of [...samples, ...(samplesFrom?.(snapshot) ?? [])])
      byType.set(sample.type, [...(byType.get(sample.type) ?? []), sample])
    return acceptedEvents(graph, activePaths(snapshot.value)).flatMap(
      (accepted) =>
        byType.get(accepted.event) ?? [
          (templateOf(accepted.event) ?? { type: accepted.event }) as AnyEventObject,
        ],
    )
  }
}

/** The edge ids (graph-model) of each of the machine's transition definitions. */
function edgeIdsOf(machine: AnyStateMachine): Map<unknown, string[]> {
  const ids = new Map<unknown, string[]>()
  const walk = (node: AnyStateNode) => {
    const path = node.path.join('.')
    const originals = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
    transitionsOf(node).forEach((t, index) => {
      const targets = t.target?.length ? t.target.length : 1
      ids.set(
        originals[index],
        Array.from({ length: targets }, (_, i) => `${path}:${index}:${i}`),
      )
    })
    for (const child of Object.values(node.states ?? {}) as AnyStateNode[]) walk(child)
  }
  walk(machine.root)
  return ids
}

interface Observed {
  logic: AnyStateMachine
  /** Edge ids taken so far. */
  taken: Set<string>
  /** The first error each event type's actions threw (a template payload they could not use). */
  errors: Map<string, string>
}

/**
 * The machine, as xstate/graph walks it, with each step's transitions recorded and a step whose
 * actions throw on a template payload kept as no step (the walk goes on without it).
 */
function observed(machine: AnyStateMachine): Observed {
  const ids = edgeIdsOf(machine)
  const taken = new Set<string>()
  const errors = new Map<string, string>()
  const logic = Object.create(machine) as AnyStateMachine
  const record = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return
    for (const t of (event as { _transitions?: unknown[] })._transitions ?? []) {
      for (const id of ids.get(t) ?? []) taken.add(id)
    }
  }
  // The mock scope xstate/graph passes has an empty `self`: an action that asks its actor for the
  // current snapshot (as a running actor answers, the state before this step) gets this one.
  const scopeFor = (scope: { system: object; self: object }, current: AnyMachineSnapshot | undefined) => ({
    ...scope,
    system: Object.create(scope.system, { _sendInspectionEvent: { value: record } }),
    self: Object.create(scope.self, { getSnapshot: { value: () => current } }),
  })
  Object.defineProperty(logic, 'transition', {
    value: (snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: { system: object; self: object }) => {
      try {
        return machine.transition(snapshot, event, scopeFor(scope, snapshot) as never)
      } catch (error) {
        if (!errors.has(event.type))
          errors.set(event.type, error instanceof Error ? error.message : String(error))
        return snapshot
      }
    },
  })
  // The start counts too: a machine's first state may leave at once (an eventless transition).
  Object.defineProperty(logic, 'getInitialSnapshot', {
    value: (scope: { system: object; self: object }, input: unknown) =>
      machine.getInitialSnapshot(scopeFor(scope, undefined) as never, input),
  })
  return { logic, taken, errors }
}

/** States apart by value only: the walk is over the chart's states, as the coverage counts them. */
const byValue = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.status])

export interface PathStep {
  event: AnyEventObject
  value: StateValue
}

/**
 * The shortest sequence of events from `start` to a snapshot where `target` is active, or null when
 * no generated path gets there (a guard the template payloads never satisfy, an answer they lack).
 */
export function shortestPathTo(
  machine: AnyStateMachine,
  start: { value: StateValue; context: unknown },
  target: string,
  templateOf: TemplateOf,
): PathStep[] | null {
  const { logic } = observed(machine)
  const fromState = machine.resolveState(start as Parameters<AnyStateMachine['resolveState']>[0])
  if (activePaths(fromState.value).includes(target)) return []
  const paths = getShortestPaths(logic, {
    fromState,
    events: eventsFor(machine, templateOf),
    serializeState: byValue,
    toState: (snapshot: AnyMachineSnapshot) => activePaths(snapshot.value).includes(target),
    limit: 5000,
  } as never)
  const path = paths.find((p) => activePaths((p.state as AnyMachineSnapshot).value).includes(target))
  if (!path) return null
  return path.steps
    .filter((step) => step.event.type !== 'xstate.init')
    .map((step) => ({ event: step.event, value: (step.state as AnyMachineSnapshot).value }))
}

export interface TransitionRow {
  edge: ChartEdge
  /** How the edge is taken, or null. */
  takenBy: 'generated path' | null
  /** Why no generated path takes it (for an edge nothing takes). */
  reason: string | null
}

export interface TransitionCoverage {
  rows: TransitionRow[]
  /** Guarded edges, and how many a generated path takes. */
  guarded: { total: number; taken: number }
  /** The fixtures' walks that could not run (a fixture to fix), each with its error. */
  walkErrors: string[]
}

/** Why the walk did not take `edge`, in words, from what the walk saw. */
function reasonFor(edge: ChartEdge, reached: Set<string>, errors: Map<string, string>): string {
  if (!reached.has(edge.source) && edge.source !== '')
    return `its state ${edge.source} is never reached by a generated path`
  const error = errors.get(edge.event)
  if (error) return `its actions fail on the sample payload of ${edge.event}: ${error}`
  if (edge.kind === 'always')
    return `its condition ${edge.guard ?? ''} never holds on a generated path`.trim()
  if (edge.guard) return `its guard ${edge.guard} refuses every sample ${edge.event}`
  return `an earlier transition of ${edge.source || 'the machine'} takes ${edge.event} first`
}

/** One generated walk: what it took, the states it reached, what failed. */
function walk(fixture: PathFixture, templateOf: TemplateOf) {
  const { logic, taken, errors } = observed(fixture.machine)
  const reached = new Set<string>()
  let walkError: string | null = null
  const serialize = fixture.serializeState
  try {
    const map = getAdjacencyMap(logic, {
      events: eventsFor(fixture.machine, templateOf, fixture.events, fixture.eventsFrom),
      serializeState: serialize
        ? (snapshot: AnyMachineSnapshot) => `${byValue(snapshot)}|${serialize(snapshot)}`
        : byValue,
      input: fixture.input ?? {},
      // Counts queued steps (states × events tried), not states: the largest machine queues ~100k.
      limit: 1_000_000,
    } as never)
    for (const { state } of Object.values(map)) {
      for (const path of activePaths((state as AnyMachineSnapshot).value)) reached.add(path)
    }
  } catch (error) {
    walkError = `${fixture.name}: ${error instanceof Error ? error.message : String(error)}`
  }
  return { taken, reached, errors, walkError }
}

/**
 * Every transition of `machine` (from a state the chart can reach) and whether a path generated
 * from one of its fixtures' starts takes it; each one none takes comes with the reason the walks saw.
 * Without fixtures the machine starts from an empty input with template payloads.
 */
export function transitionCoverage(
  machine: AnyStateMachine,
  edges: readonly ChartEdge[],
  templateOf: TemplateOf,
  fixtures: readonly PathFixture[] = [],
): TransitionCoverage {
  const walks = (fixtures.length ? fixtures : [{ name: 'default', machine, events: [] }]).map((f) =>
    walk(f, templateOf),
  )
  const taken = new Set(walks.flatMap((w) => [...w.taken]))
  const reached = new Set(walks.flatMap((w) => [...w.reached]))
  const errors = new Map(walks.flatMap((w) => [...w.errors]).reverse())
  const walkErrors = walks.flatMap((w) => (w.walkError ? [w.walkError] : []))
  const walkError = walkErrors.length === walks.length ? walkErrors.join('; ') : null
  const rows = edges.map((edge) => {
    const isTaken = taken.has(edge.id)
    return {
      edge,
      takenBy: isTaken ? ('generated path' as const) : null,
      reason: isTaken
        ? null
        : walkError
          ? `the generated walk cannot start: ${walkError}`
          : reasonFor(edge, reached, errors),
    }
  })
  const guardedRows = rows.filter((r) => r.edge.guard)
  return {
    rows,
    guarded: { total: guardedRows.length, taken: guardedRows.filter((r) => r.takenBy).length },
    walkErrors,
  }
}

/** A transition in words, stable across runs: 'voting.idle → voting.submitting: vote.rate [isStarRating]'. */
export const transitionName = (machineId: string, edge: ChartEdge) =>
  `${edge.source || machineId} → ${edge.target ?? '(stays)'}: ${edge.label}`
