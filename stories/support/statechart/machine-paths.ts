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
import { acceptedEvents, activePaths, type ChartEdge, machineGraph, transitionsOf } from './graph-model'

/** An event's payload template by type; null when the sources declare none. */
export type TemplateOf = (type: string) => Record<string, unknown> | null

/** The events to try in a snapshot: those its active states accept, with their templates. */
export function eventsFor(machine: AnyStateMachine, templateOf: TemplateOf) {
  const graph = machineGraph(machine)
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    snapshot.status !== 'active'
      ? []
      : acceptedEvents(graph, activePaths(snapshot.value)).map(
          (accepted) => (templateOf(accepted.event) ?? { type: accepted.event }) as AnyEventObject,
        )
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
  Object.defineProperty(logic, 'transition', {
    value: (snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: { system: object }) => {
      const system = Object.create(scope.system, { _sendInspectionEvent: { value: record } })
      try {
        return machine.transition(snapshot, event, { ...scope, system } as never)
      } catch (error) {
        if (!errors.has(event.type))
          errors.set(event.type, error instanceof Error ? error.message : String(error))
        return snapshot
      }
    },
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
}

/** Why the walk did not take `edge`, in words, from what the walk saw. */
function reasonFor(edge: ChartEdge, reached: Set<string>, errors: Map<string, string>): string {
  if (!reached.has(edge.source) && edge.source !== '')
    return `its state ${edge.source} is never reached by a generated path`
  const error = errors.get(edge.event)
  if (error) return `its actions fail on the template payload of ${edge.event}: ${error}`
  if (edge.kind === 'always')
    return `its condition ${edge.guard ?? ''} never holds on a generated path`.trim()
  if (edge.guard) return `its guard ${edge.guard} refuses every generated ${edge.event}`
  return `an earlier transition of ${edge.source || 'the machine'} takes ${edge.event} first`
}

/**
 * Every transition of `machine` (from a state the chart can reach) and whether a path generated from
 * its initial state (`input`) takes it; each one none takes comes with the reason the walk saw.
 */
export function transitionCoverage(
  machine: AnyStateMachine,
  edges: readonly ChartEdge[],
  templateOf: TemplateOf,
  input?: unknown,
): TransitionCoverage {
  const { logic, taken, errors } = observed(machine)
  const reached = new Set<string>()
  let walkError: string | null = null
  try {
    const map = getAdjacencyMap(logic, {
      events: eventsFor(machine, templateOf),
      serializeState: byValue,
      input,
      limit: 20_000,
    } as never)
    for (const { state } of Object.values(map)) {
      for (const path of activePaths((state as AnyMachineSnapshot).value)) reached.add(path)
    }
  } catch (error) {
    walkError = error instanceof Error ? error.message : String(error)
  }
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
  }
}

/** A transition in words, stable across runs: 'voting.idle → voting.submitting: vote.rate [isStarRating]'. */
export const transitionName = (machineId: string, edge: ChartEdge) =>
  `${edge.source || machineId} → ${edge.target ?? '(stays)'}: ${edge.label}`
