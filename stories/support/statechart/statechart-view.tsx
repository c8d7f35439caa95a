/**
 * The machine's statechart as SVG, laid out by elkjs, with its active states highlighted (they move
 * as the actor moves) and pan, zoom and fit (@panzoom/panzoom) for the large machines.
 */
import Panzoom, { type PanzoomObject } from '@panzoom/panzoom'
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import type { AnyStateMachine, StateValue } from 'xstate'
import { activePaths } from './graph-model'
import { CHART_FONT, type ChartLayout, type LaidOutEdge, layoutMachine } from './layout'

const styles = {
  figure: css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: 0 }),
  toolbar: css({ display: 'flex', gap: '1', alignItems: 'center', flexWrap: 'wrap' }),
  tool: css({
    px: '2',
    py: '0.5',
    borderRadius: 'sm',
    borderWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.surface',
    color: 'fg.default',
    cursor: 'pointer',
    fontSize: 'xs',
    _hover: { bg: 'bg.muted' },
  }),
  caption: css({ fontSize: 'xs', color: 'fg.muted', ml: 'auto', fontFamily: 'mono' }),
  viewport: css({
    position: 'relative',
    overflow: 'hidden',
    height: 'var(--chart-height, 28rem)',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.surface',
    cursor: 'grab',
    touchAction: 'none',
  }),
  stage: css({ position: 'absolute', top: 0, left: 0, transformOrigin: '50% 50%' }),
  state: css({ fill: 'bg.surface', stroke: 'border.default', strokeWidth: '1.5px' }),
  region: css({ fill: 'transparent', stroke: 'border.default', strokeDasharray: '5 4' }),
  active: css({ fill: 'primary.subtle!', stroke: 'primary.solid!', strokeWidth: '2.5px!' }),
  selected: css({ strokeDasharray: '6 3', stroke: 'fg.default!', strokeWidth: '2.5px!' }),
  title: css({ fill: 'fg.default', fontWeight: 'semibold' }),
  line: css({ fill: 'fg.muted' }),
  edge: css({ fill: 'none', stroke: 'fg.muted', strokeWidth: '1.2px' }),
  edgeActive: css({ stroke: 'primary.solid!', strokeWidth: '2px!' }),
  label: css({ fill: 'fg.default' }),
  labelBg: css({ fill: 'bg.surface', opacity: 0.9 }),
  dot: css({ fill: 'fg.default' }),
  message: css({ p: '4', color: 'fg.muted', fontSize: 'xs' }),
}

const pathD = (points: LaidOutEdge['points']) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')

function useLayout(machine: AnyStateMachine) {
  const [state, setState] = useState<{ layout?: ChartLayout; error?: string }>({})
  useEffect(() => {
    let current = true
    layoutMachine(machine).then(
      (layout) => current && setState({ layout }),
      (error: unknown) => current && setState({ error: String(error) }),
    )
    return () => {
      current = false
    }
  }, [machine])
  return state
}

const Chart = memo(function Chart({
  layout,
  active,
  markerId,
  selected,
}: {
  layout: ChartLayout
  active: Set<string>
  markerId: string
  selected: string | null
}) {
  const { nodes, edges, initials } = layout
  return (
    <svg
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      style={{ font: CHART_FONT, display: 'block' }}
      aria-hidden="true"
    >
      <defs>
        <marker
          id={markerId}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" className={styles.dot} />
        </marker>
      </defs>
      {nodes.map(({ node, x, y, width, height, lines }) => {
        const isActive = active.has(node.path)
        const parentKind = nodes.find((n) => n.node.path === node.parent)?.node.kind
        const isRegion = parentKind === 'parallel'
        return (
          <g
            key={node.path || '(root)'}
            data-state-path={node.path}
            data-state-kind={node.kind}
            data-active={isActive}
            data-selected={selected === node.path}
            transform={`translate(${x},${y})`}
          >
            <rect
              width={width}
              height={height}
              rx={node.kind === 'history' ? height / 2 : 8}
              className={cx(
                isRegion ? styles.region : styles.state,
                isActive && styles.active,
                selected === node.path && styles.selected,
              )}
            />
            {node.kind === 'final' && (
              <rect x={3} y={3} width={width - 6} height={height - 6} rx={6} className={cx(styles.region)} />
            )}
            <text x={10} y={16} className={styles.title}>
              {node.kind === 'history' ? `H ${node.key}` : node.key}
              {node.kind === 'parallel' ? ' ∥' : ''}
            </text>
            {lines.map((line, i) => (
              <text key={line} x={10} y={16 + 15 * (i + 1)} className={styles.line}>
                {line}
              </text>
            ))}
          </g>
        )
      })}
      {initials.map((dot) => (
        <g key={`${dot.x},${dot.y}`}>
          <circle cx={dot.x} cy={dot.y} r={5} className={styles.dot} />
          <path d={pathD(dot.points)} className={styles.edge} markerEnd={`url(#${markerId})`} />
        </g>
      ))}
      {edges.map(({ edge, points, label }) => {
        const isLive = edge.source === '' || active.has(edge.source)
        return (
          <g key={edge.id} data-edge={edge.label} data-live={isLive}>
            <path
              d={pathD(points)}
              className={cx(styles.edge, isLive && styles.edgeActive)}
              markerEnd={`url(#${markerId})`}
            />
            {label && (
              <>
                <rect
                  x={label.x}
                  y={label.y}
                  width={label.width}
                  height={label.height}
                  className={styles.labelBg}
                />
                <text x={label.x + 3} y={label.y + 11} className={styles.label}>
                  {label.text}
                </text>
              </>
            )}
          </g>
        )
      })}
    </svg>
  )
})

export interface StatechartViewProps {
  machine: AnyStateMachine
  /** The state to highlight; none on a machine's docs page. */
  value?: StateValue
  /** The state QA clicked (outlined), and what a click on a state does. */
  selected?: string | null
  onSelectState?: (path: string) => void
}

/** The chart of `machine` with the states of `value` highlighted. */
export function StatechartView({ machine, value, selected = null, onSelectState }: StatechartViewProps) {
  const { layout, error } = useLayout(machine)
  // Keyed by the value's text: a new snapshot in the same state redraws nothing.
  const valueKey = value === undefined ? '' : JSON.stringify(value)
  const paths = useMemo(() => (valueKey ? activePaths(JSON.parse(valueKey) as StateValue) : []), [valueKey])
  const active = useMemo(() => new Set(paths), [paths])
  const viewport = useRef<HTMLDivElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const panzoom = useRef<PanzoomObject | null>(null)
  const markerId = `arrow-${machine.id}`

  /** The pan and zoom that show the point `p` of the chart at the viewport's centre, at `scale`. */
  const viewOf = useCallback(
    (p: { x: number; y: number }, scale: number) => {
      const box = viewport.current
      if (!box || !layout) return { scale, x: 0, y: 0 }
      // Panzoom draws `scale(s) translate(t)` around the chart's centre C, so p lands on
      // C + s·(p + t − C): for it to land on the viewport's centre V, t = (V − C) / s + C − p.
      const c = { x: layout.width / 2, y: layout.height / 2 }
      const v = { x: box.clientWidth / 2, y: box.clientHeight / 2 }
      return { scale, x: (v.x - c.x) / scale + c.x - p.x, y: (v.y - c.y) / scale + c.y - p.y }
    },
    [layout],
  )

  const views = useCallback(() => {
    const box = viewport.current
    if (!box || !layout) return { fit: { scale: 1, x: 0, y: 0 }, active: { scale: 1, x: 0, y: 0 } }
    const fitScale = Math.min(box.clientWidth / layout.width, box.clientHeight / layout.height, 1.5) * 0.96
    const fit = viewOf({ x: layout.width / 2, y: layout.height / 2 }, fitScale)
    const deepest = layout.nodes.filter((n) => paths.includes(n.node.path)).at(-1)
    const active = deepest
      ? viewOf({ x: deepest.x + deepest.width / 2, y: deepest.y + deepest.height / 2 }, 0.85)
      : fit
    return { fit, active }
  }, [layout, paths, viewOf])

  const show = (view: { scale: number; x: number; y: number }) => {
    const pz = panzoom.current
    if (!pz) return
    pz.zoom(view.scale, { animate: false, force: true })
    pz.pan(view.x, view.y, { animate: false, force: true })
  }

  // Only a new layout resets the view; moving between states keeps where QA panned to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const element = stage.current
    const box = viewport.current
    if (!layout || !element || !box) return
    const { fit, active } = views()
    // A large machine fitted whole is too small to read: it starts on the active state instead.
    const start = fit.scale < 0.5 ? active : fit
    const pz = Panzoom(element, {
      minScale: 0.05,
      maxScale: 4,
      step: 0.2,
      canvas: true,
      startScale: start.scale,
      startX: start.x,
      startY: start.y,
    })
    panzoom.current = pz
    const onWheel = (event: WheelEvent) => pz.zoomWithWheel(event)
    box.addEventListener('wheel', onWheel, { passive: false })
    return () => {
      box.removeEventListener('wheel', onWheel)
      pz.destroy()
      panzoom.current = null
    }
  }, [layout])

  return (
    <figure className={styles.figure} aria-label={`Statechart of ${machine.id}`}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.tool} onClick={() => panzoom.current?.zoomIn()}>
          Zoom in
        </button>
        <button type="button" className={styles.tool} onClick={() => panzoom.current?.zoomOut()}>
          Zoom out
        </button>
        <button type="button" className={styles.tool} onClick={() => show(views().fit)}>
          Fit
        </button>
        {value !== undefined && (
          <button type="button" className={styles.tool} onClick={() => show(views().active)}>
            Active state
          </button>
        )}
        <figcaption className={styles.caption} data-testid="chart-active">
          {paths.join(', ')}
        </figcaption>
      </div>
      {/* A click (not a drag) on a state asks for the way to it; the panel beside says the same in words. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the chart is a picture; the events panel and the path panel are the keyboard's way */}
      <div
        ref={viewport}
        className={styles.viewport}
        onClick={(event) => {
          const target = (event.target as Element).closest('[data-state-path]')
          const path = target?.getAttribute('data-state-path')
          if (onSelectState && path) onSelectState(path)
        }}
      >
        {layout ? (
          <div ref={stage} className={styles.stage} style={{ width: layout.width, height: layout.height }}>
            <Chart layout={layout} active={active} markerId={markerId} selected={selected} />
          </div>
        ) : (
          <p className={styles.message}>{error ? `Layout failed: ${error}` : 'Laying the chart out…'}</p>
        )}
      </div>
    </figure>
  )
}
