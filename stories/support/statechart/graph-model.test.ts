import { describe, expect, it } from 'vitest'
import { createMachine, setup } from 'xstate'
import { type DirectedGraphNode, toDirectedGraph } from 'xstate/graph'
import { statePaths } from '../../../src/lib/state-paths'
import { acceptedEvents, activePaths, machineGraph, reachableStates } from './graph-model'
import { machines } from './machines'

/** Every transition xstate/graph sees (its edges skip `always`, added from the definition). */
function referenceEdges(graph: DirectedGraphNode): string[] {
  const path = (node: { path: string[] }) => node.path.join('.')
  const own = graph.edges.map((e) => {
    const target = e.transition.target?.length ? path(e.target) : null
    return `${path(e.source)} --${e.label.text}--> ${target}`
  })
  const always = (graph.stateNode.always ?? []).flatMap((t) =>
    (t.target?.length ? t.target : [null]).map(
      (target) => `${path(graph.stateNode)} --always--> ${target ? path(target) : null}`,
    ),
  )
  return [...own, ...always, ...graph.children.flatMap(referenceEdges)]
}

describe.each(machines)('the chart of $name', ({ machine }) => {
  const graph = machineGraph(machine)

  it('draws every state node of the definition, with its kind and parent', () => {
    expect(graph.nodes.map((n) => n.path)).toEqual(['', ...statePaths(machine.root)])
    for (const node of graph.nodes.slice(1)) {
      const stateNode = machine.root.machine.getStateNodeById(`${machine.id}.${node.path}`)
      expect(node.kind).toBe(stateNode.type)
      expect(node.parent).toBe(stateNode.parent?.path.join('.'))
      expect(node.invokes.map((i) => i.src)).toEqual(stateNode.invoke.map((i) => i.src))
    }
  })

  it('draws every transition xstate/graph finds, with its source and target', () => {
    const drawn = graph.edges.map(
      (e) => `${e.source} --${e.kind === 'always' ? 'always' : e.event}--> ${e.target}`,
    )
    expect(drawn.sort()).toEqual(referenceEdges(toDirectedGraph(machine)).sort())
  })

  it('labels guarded and delayed transitions with the guard and the delay', () => {
    for (const edge of graph.edges) {
      if (edge.guard) expect(edge.label).toContain(`[${edge.guard}]`)
      if (edge.kind === 'after')
        expect(edge.label).toBe(`after ${edge.delay}${edge.guard ? ` [${edge.guard}]` : ''}`)
    }
  })

  it('reaches its initial state', () => {
    const root = graph.nodes[0]
    expect(reachableStates(graph)).toContain(root?.initial ?? graph.nodes[1]?.path)
  })
})

describe('machineGraph on a small chart', () => {
  const machine = setup({
    guards: { hasDraft: () => true },
    actors: { upload: createMachine({}) },
    delays: { backoff: 3000 },
  }).createMachine({
    id: 'demo',
    initial: 'idle',
    states: {
      idle: { on: { 'draft.send': { target: 'sending', guard: 'hasDraft' }, 'draft.type': { actions: [] } } },
      sending: {
        invoke: { id: 'up', src: 'upload', onDone: 'done', onError: 'failed' },
        after: { 10000: 'failed' },
      },
      failed: { after: { backoff: 'sending' } },
      both: { type: 'parallel', states: { a: {}, b: { initial: 'x', states: { x: {} } } } },
      orphan: {},
      done: { type: 'final' },
    },
  })
  const graph = machineGraph(machine)
  const label = (source: string) => graph.edges.filter((e) => e.source === source).map((e) => e.label)

  it('labels events, guards, delays and invoked actors', () => {
    expect(label('idle')).toEqual(['draft.send [hasDraft]', 'draft.type'])
    expect(label('sending').sort()).toEqual(['after 10000 ms', 'done: upload', 'error: upload'])
    expect(label('failed')).toEqual(['after backoff'])
    expect(graph.nodes.find((n) => n.path === 'sending')?.invokes).toEqual([{ id: 'up', src: 'upload' }])
    expect(graph.nodes.find((n) => n.path === 'both')?.kind).toBe('parallel')
    expect(graph.nodes.find((n) => n.path === 'done')?.kind).toBe('final')
  })

  it('finds the states no transition leads to', () => {
    expect(reachableStates(graph)).toEqual(['idle', 'sending', 'failed', 'done'])
  })

  it('lists the events the active states accept, with their guards', () => {
    expect(acceptedEvents(graph, ['idle'])).toEqual([
      { event: 'draft.send', kind: 'event', label: 'draft.send', guards: ['hasDraft'] },
      { event: 'draft.type', kind: 'event', label: 'draft.type', guards: [] },
    ])
    expect(activePaths({ both: { a: {}, b: 'x' } })).toEqual(['both', 'both.a', 'both.b', 'both.b.x'])
  })
})
