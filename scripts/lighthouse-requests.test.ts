import { describe, expect, it } from 'vitest'
import { requestsBeforeFirstPaint } from './lighthouse-requests.mjs'

/** A report with the network records' start (µs) at 1,000,000 and the first paint 500 ms later. */
const report = (items: object[], firstPaintTs: number | null = 1_500_000) => ({
  audits: {
    'network-requests': { details: { items, debugData: { networkStartTimeTs: 1_000_000 } } },
    metrics: { details: { items: [{ observedFirstPaintTs: firstPaintTs }] } },
  },
})
const request = (url: string, rendererStartTime: number | undefined, transferSize: number, extra = {}) => ({
  url,
  rendererStartTime,
  transferSize,
  sessionTargetType: 'page',
  ...extra,
})

describe('requestsBeforeFirstPaint', () => {
  it("counts the page's requests started before the first paint, and their bytes", () => {
    const figures = requestsBeforeFirstPaint(
      report([
        request('https://x/app', 0, 4000),
        request('https://x/assets/a.js', 200, 10_000),
        request('https://x/assets/b.css', 499, 3000),
        request('https://x/assets/late.js', 500, 7000),
        request('https://x/assets/later.js', 900, 1000),
      ]),
    )
    expect(figures).toEqual({ requests: 3, bytes: 17_000, total: 5, totalBytes: 25_000 })
  })

  it("leaves out the service worker's own fetches (its precache) and data: URLs", () => {
    const figures = requestsBeforeFirstPaint(
      report([
        request('https://x/app', 0, 4000),
        request('https://x/assets/a.js', 100, 9000, { sessionTargetType: 'worker' }),
        request('data:image/png;base64,AAA', 50, 0),
      ]),
    )
    expect(figures).toEqual({ requests: 1, bytes: 4000, total: 1, totalBytes: 4000 })
  })

  it('says nothing when the report has no first paint', () => {
    expect(requestsBeforeFirstPaint(report([request('https://x/app', 0, 1)], null))).toBeUndefined()
  })
})
