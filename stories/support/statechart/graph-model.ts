/**
 * A machine's definition as a graph to draw: its state nodes (nested, parallel, initial, final,
 * history; the actors each invokes) and its transitions, each labelled with event, guard and delay.
 * Pure and read straight from the machine's StateNode tree, so the drawing never goes out of date
 * with the code. The layout (elkjs) and the SVG live beside it; this module is what the unit test
 * checks against every machine in src/machines.
 */
import { type AnyStateMachine, type AnyStateNode, and, not, or, type StateValue } from 'xstate'

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

export type TransitionKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'stateDone'

export interface ChartNode {
  /** Dotted path from the root ('' for the machine itself): 'reconnecting.waiting'. */
  path: string
  key: string
  parent: string | null
  kind: StateKind
  /** Path of the initial child, for compound states. */
  initial: string | null
  /** Invoked actors: `src` is the logic's name in `setup({ actors })`. */
  invokes: { id: string; src: string }[]
  tags: string[]
}

export interface ChartEdge {
  id: string
  source: string
  /** Target state path; null for a transition that only runs actions (drawn inside its state). */
  target: string | null
  /** The event type the machine receives (`xstate.after.…` for a delay). */
  event: string
  kind: TransitionKind
  guard: string | null
  /** The delay's name or its milliseconds, for `after` transitions. */
  delay: string | null
  /** Re-enters its source (`reenter: true`). */
  reenter: boolean
  /** Event, guard and delay as one line: 'after reconnectDelay', 'photo.delete [isOwner]'. */
  label: string
}

export interface StatechartGraph {
  id: string
  nodes: ChartNode[]
  edges: ChartEdge[]
}

const pathOf = (node: AnyStateNode) => node.path.join('.')

type GuardLike =
  | string
  | { type: string }
  | (((...args: never[]) => unknown) & { guards?: GuardLike[]; stateValue?: unknown })

const combinators = [
  { name: 'and', check: (and([]) as unknown as { check: unknown }).check },
  { name: 'or', check: (or([]) as unknown as { check: unknown }).check },
  { name: 'not', check: (not('x') as unknown as { check: unknown }).check },
]

/** A guard's name as written in the machine: 'isOwner', 'not(isEmpty)', 'and(a, b)'. */
export function guardName(guard: unknown): string | null {
  if (!guard) return null
  const g = guard as GuardLike
  if (typeof g === 'string') return g
  if (typeof g === 'function') {
    // and/or/not are told apart by their `check`, not their function's name, which a minified build
    // (the static Storybook) renames: the names must match the ones the unit tests recorded.
    const combinator = combinators.find((c) => c.check === (g as { check?: unknown }).check)?.name
    if (g.guards) return `${combinator ?? g.name}(${g.guards.map(guardName).join(', ')})`
    if (g.stateValue !== undefined) return `stateIn(${JSON.stringify(g.stateValue)})`
    return g.name || 'inline guard'
  }
  return g.type
}

function describeEvent(
  node: AnyStateNode,
  eventType: string,
  delay: unknown,
): { kind: TransitionKind; delay: string | null; text: string } {
  if (eventType === '') return { kind: 'always', delay: null, text: 'always' }
  if (eventType.startsWith('xstate.after.')) {
    const name =
      delay === undefined ? eventType.slice('xstate.after.'.length).replace(`.${node.id}`, '') : delay
    const text = typeof name === 'number' ? `${name} ms` : String(name)
    return { kind: 'after', delay: text, text: `after ${text}` }
  }
  const invokeSrc = (id: string) => node.invoke.find((i) => i.id === id)?.src ?? id
  if (eventType.startsWith('xstate.done.actor.')) {
    return {
      kind: 'done',
      delay: null,
      text: `done: ${invokeSrc(eventType.slice('xstate.done.actor.'.length))}`,
    }
  }
  if (eventType.startsWith('xstate.error.actor.')) {
    return {
      kind: 'error',
      delay: null,
      text: `error: ${invokeSrc(eventType.slice('xstate.error.actor.'.length))}`,
    }
  }
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'stateDone', delay: null, text: 'done' }
  return { kind: 'event', delay: null, text: eventType }
}

interface TransitionLike {
  eventType: string
  target?: readonly AnyStateNode[] | undefined
  guard?: unknown
  reenter?: boolean
  delay?: unknown
}

/** Every transition a state node defines: `on`, `after`, invokes' `onDone`/`onError`, `onDone`, `always`. */
export function transitionsOf(node: AnyStateNode): TransitionLike[] {
  const delays = new Map<string, unknown>(node.after.map((t) => [t.eventType, t.delay]))
  const all = [...node.transitions.values()].flat() as TransitionLike[]
  const always = (node.always ?? []) as TransitionLike[]
  return [...all.map((t) => ({ ...t, delay: delays.get(t.eventType) })), ...always]
}

/** The graph of `machine`: every state node below (and including) the root, every transition. */
export function machineGraph(machine: AnyStateMachine): StatechartGraph {
  const nodes: ChartNode[] = []
  const edges: ChartEdge[] = []
  const walk = (node: AnyStateNode) => {
    const path = pathOf(node)
    const children = Object.values(node.states ?? {}) as AnyStateNode[]
    const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined
    nodes.push({
      path,
      key: node.parent ? node.key : machine.id,
      parent: node.parent ? pathOf(node.parent) : null,
      kind: node.type,
      initial: initialTarget ? pathOf(initialTarget) : null,
      invokes: node.invoke.map((i) => ({
        id: i.id,
        src: typeof i.src === 'string' ? i.src : 'inline actor',
      })),
      tags: [...node.tags],
    })
    transitionsOf(node).forEach((t, index) => {
      const { kind, delay, text } = describeEvent(node, t.eventType, t.delay)
      const guard = guardName(t.guard)
      const label = guard ? `${text} [${guard}]` : text
      const targets = t.target?.length ? t.target.map(pathOf) : [null]
      targets.forEach((target, targetIndex) => {
        edges.push({
          id: `${path}:${index}:${targetIndex}`,
          source: path,
          target,
          event: t.eventType,
          kind,
          guard,
          delay,
          reenter: Boolean(t.reenter),
          label,
        })
      })
    })
    for (const child of children) walk(child)
  }
  walk(machine.root)
  return { id: machine.id, nodes, edges }
}

/** The paths of the active state nodes of a state value, ancestors first: { a: 'b' } → ['a', 'a.b']. */
export function activePaths(value: StateValue): string[] {
  const paths: string[] = []
  const walk = (v: StateValue, prefix: string) => {
    if (typeof v === 'string') {
      paths.push(prefix ? `${prefix}.${v}` : v)
      return
    }
    for (const [key, child] of Object.entries(v)) {
      const path = prefix ? `${prefix}.${key}` : key
      paths.push(path)
      if (child !== undefined) walk(child as StateValue, path)
    }
  }
  walk(value, '')
  return paths
}

/**
 * The states the machine can reach from its initial state by following its transitions, guards
 * ignored (a guard is data the definition cannot decide; the paths tests prove each machine's real
 * reachability with xstate/graph). Entering a state enters its ancestors, a compound state's initial
 * child and every region of a parallel one.
 */
export function reachableStates(graph: StatechartGraph): string[] {
  const byPath = new Map(graph.nodes.map((n) => [n.path, n]))
  const children = new Map<string, string[]>()
  for (const n of graph.nodes) {
    if (n.parent !== null) children.set(n.parent, [...(children.get(n.parent) ?? []), n.path])
  }
  const reached = new Set<string>()
  const enter = (path: string) => {
    const node = byPath.get(path)
    if (!node || reached.has(path)) return
    reached.add(path)
    if (node.parent !== null) enter(node.parent)
    if (node.kind === 'compound' && node.initial) enter(node.initial)
    if (node.kind === 'parallel') for (const child of children.get(path) ?? []) enter(child)
    // A history state resumes one of its parent's children: any of them, as far as the chart says.
    if (node.kind === 'history' && node.parent !== null) {
      for (const sibling of children.get(node.parent) ?? []) enter(sibling)
    }
  }
  enter('')
  let grew = true
  while (grew) {
    const before = reached.size
    for (const edge of graph.edges) if (edge.target !== null && reached.has(edge.source)) enter(edge.target)
    grew = reached.size > before
  }
  return graph.nodes.map((n) => n.path).filter((p) => p !== '' && reached.has(p))
}

export interface AcceptedEvent {
  event: string
  kind: TransitionKind
  /** The label of the first transition (what a button says): 'after 3000 ms', 'done: loadPhotos'. */
  label: string
  /** Guards of the candidate transitions, in order; empty when one is unguarded. */
  guards: string[]
}

/** The events the active states have transitions for, deepest state first (as XState picks them). */
export function acceptedEvents(graph: StatechartGraph, active: readonly string[]): AcceptedEvent[] {
  const activeSet = new Set(active)
  const depth = (path: string) => (path === '' ? 0 : path.split('.').length)
  const candidates = graph.edges
    .filter(
      (e) => (e.source === '' || activeSet.has(e.source)) && e.kind !== 'always' && !e.event.includes('*'),
    )
    .sort((a, b) => depth(b.source) - depth(a.source))
  const byEvent = new Map<string, AcceptedEvent & { unguarded: boolean }>()
  for (const edge of candidates) {
    const entry =
      byEvent.get(edge.event) ??
      ({
        event: edge.event,
        kind: edge.kind,
        label: edge.label.replace(/ \[.*\]$/, ''),
        guards: [],
        unguarded: false,
      } satisfies AcceptedEvent & { unguarded: boolean })
    if (edge.guard && !entry.guards.includes(edge.guard)) entry.guards.push(edge.guard)
    if (!edge.guard) entry.unguarded = true
    byEvent.set(edge.event, entry)
  }
  return [...byEvent.values()].map(({ unguarded, ...e }) => ({ ...e, guards: unguarded ? [] : e.guards }))
}
