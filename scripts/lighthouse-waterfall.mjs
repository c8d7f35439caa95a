/**
 * The request waterfall of a Lighthouse run as Lighthouse scored it: the simulated (Lantern) load
 * behind its largest contentful paint, request by request, with when each started and ended in that
 * simulation and which earlier requests it waited for. The network-requests and
 * critical-request-chains audits hold the observed (unthrottled) times; the score comes from this
 * simulation, so this is the chain to read. Used by scripts/bench-lighthouse.mjs; the pure parts are
 * exported for scripts/lighthouse-waterfall.test.ts.
 */

/**
 * The network requests a node waited for: its dependencies, looking through CPU work (a script's
 * evaluation waits for the script, a request started by it waits for that evaluation) to the nearest
 * requests.
 */
export function waitedFor(node) {
  const found = new Set()
  const seen = new Set()
  const visit = (dep) => {
    if (seen.has(dep)) return
    seen.add(dep)
    if (dep.type === 'network') found.add(dep)
    else for (const next of dep.getDependencies()) visit(next)
  }
  for (const dep of node.getDependencies()) visit(dep)
  return [...found]
}

/** A short name for a request: the path (and query, cut) on our origin, the origin's port otherwise, plus what the file holds. */
export function shortName(url, { appOrigin, sources = {} } = {}) {
  let parsed
  try {
    parsed = new URL(url)
  } catch {
    return url.slice(0, 60)
  }
  const path = `${parsed.pathname}${parsed.search}`
  const source = sources[parsed.pathname.replace(/^\//, '')]
  const where = parsed.origin === appOrigin ? '' : `:${parsed.port || parsed.protocol}`
  const text = `${where}${path.length > 70 ? `${path.slice(0, 67)}...` : path}`
  return source ? `${text} (${source})` : text
}

/**
 * The rows of the waterfall from Lantern's node timings (`Map<node, {startTime, endTime}>`), in start
 * order; a request's `waits` are the indexes of the rows it waited for.
 */
export function waterfallRows(nodeTimings, options = {}) {
  const network = [...nodeTimings.entries()]
    .filter(([node]) => node.type === 'network' && !String(node.request?.url ?? '').startsWith('data:'))
    .sort((a, b) => a[1].startTime - b[1].startTime)
  const index = new Map(network.map(([node], i) => [node, i]))
  return network.map(([node, timing], i) => ({
    n: i + 1,
    name: shortName(node.request.url, options),
    start: timing.startTime,
    end: timing.endTime,
    waits: waitedFor(node)
      .map((dep) => index.get(dep))
      .filter((j) => j !== undefined)
      .map((j) => j + 1)
      .sort((a, b) => a - b),
  }))
}

/** The rows as text: `#  start  end  request  <- waited for`. */
export function formatWaterfall(rows) {
  const ms = (value) => `${Math.round(value)}`.padStart(6)
  return rows
    .map(
      (row) =>
        `${String(row.n).padStart(3)} ${ms(row.start)} ${ms(row.end)} ms  ${row.name}${
          row.waits.length ? `  <- ${row.waits.map((n) => `#${n}`).join(' ')}` : ''
        }`,
    )
    .join('\n')
}

/**
 * Lantern's pessimistic LCP simulation for a run's artifacts (Lighthouse's Node API returns them
 * beside the report): the same computation the report's LCP came from.
 */
export async function simulatedLcpTimings(artifacts, settings) {
  const { LanternLargestContentfulPaint } = await import(
    'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
  )
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  }
  const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings })
  return result.pessimisticEstimate.nodeTimings
}
