/** What a Lighthouse report (LHR) says about the requests made before a page's first paint. */

/**
 * The page's own requests (its main frame and what its service worker answered, not the worker's
 * precache) that the renderer started before the first paint, in the observed load (Lighthouse loads
 * the page unthrottled and simulates the slow network afterwards), with their bytes on the wire; and
 * the whole load's. Undefined when the report lacks the network records or the first paint.
 */
export function requestsBeforeFirstPaint(lhr) {
  const details = lhr.audits['network-requests']?.details
  const start = details?.debugData?.networkStartTimeTs
  const firstPaintTs = lhr.audits.metrics?.details?.items?.[0]?.observedFirstPaintTs
  if (!details?.items || !start || !firstPaintTs) return undefined
  const firstPaint = (firstPaintTs - start) / 1000
  const own = details.items.filter(
    (r) => (r.sessionTargetType ?? 'page') === 'page' && !r.url.startsWith('data:'),
  )
  const early = own.filter((r) => r.rendererStartTime !== undefined && r.rendererStartTime < firstPaint)
  const bytes = (list) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  return { requests: early.length, bytes: bytes(early), total: own.length, totalBytes: bytes(own) }
}
