/**
 * Lays a statechart graph out with elkjs (the layered algorithm, hierarchy included: the engine
 * Stately's visualizer used) in a Web Worker, giving every state a box and every transition a
 * routed line with its label placed. Loaded lazily by the chart, and cached per machine definition: every story of a
 * machine, and every `.provide()` copy of it, shares one layout.
 */

import ELK, {
  type ElkEdgeSection,
  type ElkExtendedEdge,
  type ElkLabel,
  type ElkNode,
} from 'elkjs/lib/elk-api.js'
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url'
import type { AnyStateMachine } from 'xstate'
import { type ChartEdge, type ChartNode, machineGraph, type StatechartGraph } from './graph-model'

/** The font the SVG draws with; labels are measured in it. */
export const CHART_FONT = '11px ui-monospace, SFMono-Regular, Menlo, monospace'
const TITLE_FONT = `600 ${CHART_FONT}`
const LINE = 15
const PAD = 10

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface LaidOutNode extends Box {
  node: ChartNode
  /** Lines under the title: invoked actors, then the transitions that stay in the state. */
  lines: string[]
}

export interface LaidOutEdge {
  edge: ChartEdge
  points: { x: number; y: number }[]
  label: (Box & { text: string }) | null
}

export interface ChartLayout extends Box {
  graph: StatechartGraph
  nodes: LaidOutNode[]
  edges: LaidOutEdge[]
  /** The initial-state dots: a filled circle with an arrow to the initial child. */
  initials: { x: number; y: number; points: { x: number; y: number }[] }[]
}

let context: CanvasRenderingContext2D | null | undefined
function measure(text: string, font: string): number {
  context ??= document.createElement('canvas').getContext('2d')
  if (!context) return text.length * 7
  context.font = font
  return Math.ceil(context.measureText(text).width)
}

const elkId = (path: string) => `s:${path}`
const initialId = (path: string) => `i:${path}`

function linesOf(node: ChartNode, graph: StatechartGraph): string[] {
  const invokes = node.invokes.map((i) => `invoke ${i.src}`)
  const internal = graph.edges
    .filter((e) => e.source === node.path && e.target === null)
    .map((e) => `↺ ${e.label}`)
  return [...invokes, ...internal]
}

export function toElkGraph(graph: StatechartGraph): ElkNode {
  const byParent = new Map<string | null, ChartNode[]>()
  for (const node of graph.nodes) byParent.set(node.parent, [...(byParent.get(node.parent) ?? []), node])
  const edges: ElkExtendedEdge[] = []
  const build = (node: ChartNode): ElkNode => {
    const lines = linesOf(node, graph)
    const title = measure(node.key, TITLE_FONT)
    const width = Math.max(title, ...lines.map((l) => measure(l, CHART_FONT))) + 2 * PAD
    const header = LINE + 6 + lines.length * LINE
    const children = (byParent.get(node.path) ?? []).map(build)
    if (node.initial) {
      children.unshift({ id: initialId(node.path), width: 10, height: 10 })
      edges.push({ id: `init:${node.path}`, sources: [initialId(node.path)], targets: [elkId(node.initial)] })
    }
    return {
      id: elkId(node.path),
      ...(children.length
        ? {
            children,
            layoutOptions: {
              'elk.padding': `[top=${header + PAD},left=${PAD},bottom=${PAD},right=${PAD}]`,
              'elk.nodeSize.constraints': 'MINIMUM_SIZE',
              'elk.nodeSize.minimum': `(${width}, ${header + 2 * PAD})`,
            },
          }
        : { width: Math.max(width, 64), height: header + PAD }),
    }
  }
  const root = graph.nodes[0]
  if (!root) throw new Error(`machine ${graph.id} has no root`)
  for (const edge of graph.edges) {
    if (edge.target === null) continue
    const label: ElkLabel = { text: edge.label, width: measure(edge.label, CHART_FONT) + 6, height: LINE }
    edges.push({ id: edge.id, sources: [elkId(edge.source)], targets: [elkId(edge.target)], labels: [label] })
  }
  return {
    id: 'chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.edgeLabel': '2',
      'elk.edgeLabels.placement': 'CENTER',
    },
    children: [build(root)],
    edges,
  }
}

function pointsOf(sections: ElkEdgeSection[] | undefined, dx: number, dy: number) {
  return (sections ?? []).flatMap((s) =>
    [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p) => ({ x: p.x + dx, y: p.y + dy })),
  )
}

// In a Web Worker: a large machine's layout never blocks the story's view or its play function.
let elk: InstanceType<typeof ELK> | undefined

export async function layoutGraph(graph: StatechartGraph): Promise<ChartLayout> {
  elk ??= new ELK({ workerUrl: elkWorkerUrl })
  const laid = await elk.layout(toElkGraph(graph))
  const byPath = new Map(graph.nodes.map((n) => [elkId(n.path), n]))
  const edgesById = new Map(graph.edges.map((e) => [e.id, e]))
  const offsets = new Map<string, { x: number; y: number }>([['chart', { x: 0, y: 0 }]])
  const nodes: LaidOutNode[] = []
  const initials: ChartLayout['initials'] = []
  const initialPoints = new Map<string, { x: number; y: number }>()
  const walk = (node: ElkNode, ox: number, oy: number) => {
    const x = ox + (node.x ?? 0)
    const y = oy + (node.y ?? 0)
    offsets.set(node.id, { x, y })
    const chartNode = byPath.get(node.id)
    if (chartNode) {
      nodes.push({
        node: chartNode,
        x,
        y,
        width: node.width ?? 0,
        height: node.height ?? 0,
        lines: linesOf(chartNode, graph),
      })
    } else if (node.id.startsWith('i:')) {
      initialPoints.set(node.id.slice(2), { x: x + 5, y: y + 5 })
    }
    for (const child of node.children ?? []) walk(child, x, y)
  }
  walk(laid, 0, 0)
  const edges: LaidOutEdge[] = []
  for (const e of (laid.edges ?? []) as ElkExtendedEdge[]) {
    const offset = offsets.get(e.container ?? 'chart') ?? { x: 0, y: 0 }
    const points = pointsOf(e.sections, offset.x, offset.y)
    if (e.id.startsWith('init:')) {
      const dot = initialPoints.get(e.id.slice(5))
      if (dot) initials.push({ ...dot, points })
      continue
    }
    const edge = edgesById.get(e.id)
    if (!edge) continue
    const l = e.labels?.[0]
    edges.push({
      edge,
      points,
      label: l
        ? {
            x: (l.x ?? 0) + offset.x,
            y: (l.y ?? 0) + offset.y,
            width: l.width ?? 0,
            height: l.height ?? 0,
            text: l.text ?? '',
          }
        : null,
    })
  }
  return { graph, nodes, edges, initials, x: 0, y: 0, width: laid.width ?? 0, height: laid.height ?? 0 }
}

const cache = new WeakMap<object, Promise<ChartLayout>>()

/** The layout of `machine`'s chart; `.provide()` copies share their original's definition, and layout. */
export function layoutMachine(machine: AnyStateMachine): Promise<ChartLayout> {
  const key = machine.config as object
  let layout = cache.get(key)
  if (!layout) {
    layout = layoutGraph(machineGraph(machine))
    cache.set(key, layout)
  }
  return layout
}
