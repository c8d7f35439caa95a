// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  FLOOR_MS,
  formatTable,
  interactionLatencies,
  parseArgs,
  percentile,
  selfTimes,
} from './bench-interactions.mjs'

describe('bench:interactions, its arithmetic', () => {
  it('reads its options, 5 runs at 4x CPU by default', () => {
    expect(parseArgs([])).toEqual({ build: true, runs: 5, cpu: 4, only: null, profile: false })
    expect(
      parseArgs(['--no-build', '--runs', '3', '--cpu', '1', '--only', 'send,type', '--profile']),
    ).toEqual({
      build: false,
      runs: 3,
      cpu: 1,
      only: ['send', 'type'],
      profile: true,
    })
    expect(() => parseArgs(['--fast'])).toThrow(/unknown argument --fast/)
  })

  it('takes percentiles by nearest rank', () => {
    const values = [40, 10, 30, 20, 50]
    expect(percentile(values, 50)).toBe(30)
    expect(percentile(values, 75)).toBe(40)
    expect(percentile(values, 100)).toBe(50)
    expect(percentile([7], 75)).toBe(7)
  })

  it('makes one interaction of the events sharing an interactionId, as long as its longest event', () => {
    const entries = [
      { name: 'pointerdown', duration: 48, interactionId: 7 },
      { name: 'pointerup', duration: 56, interactionId: 7 },
      { name: 'click', duration: 56, interactionId: 7 },
      { name: 'mousemove', duration: 200, interactionId: 0 },
      { name: 'keydown', duration: 24, interactionId: 9 },
      { name: 'keyup', duration: 16, interactionId: 9 },
    ]
    expect(interactionLatencies(entries)).toEqual([56, 24])
    expect(FLOOR_MS).toBe(16)
  })

  it('prints a row per interaction: count, median, p75, worst and the long tasks', () => {
    const table = formatTable([
      { label: 'send a message', samples: [64, 72, 80, 56, 120], longTasks: [60, 90] },
      { label: 'swipe like', samples: [40], longTasks: [] },
      { label: 'open the photo editor', error: 'no photo' },
    ])
    const lines = table.split('\n')
    expect(lines[0]).toMatch(/^interaction\s+n\s+median\s+p75\s+worst\s+long tasks/)
    expect(lines[2]).toMatch(/^send a message\s+5\s+72\s+80\s+120\s+2, 90 ms, 150 ms/)
    expect(lines[3]).toMatch(/^swipe like\s+1\s+40\s+40\s+40\s+none/)
    expect(lines[4]).toMatch(/^open the photo editor.*failed: no photo/)
  })

  it('adds up self time per function from a CPU profile', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 } },
        { id: 2, callFrame: { functionName: 'render', url: 'http://x/assets/a.js', lineNumber: 0 } },
        { id: 3, callFrame: { functionName: '', url: 'http://x/assets/b.js', lineNumber: 4 } },
      ],
      samples: [2, 2, 3, 1],
      timeDeltas: [1000, 2000, 500, 250],
    }
    const times = selfTimes(profile)
    expect(times.get('render a.js:1')).toBe(3)
    expect(times.get('(anonymous) b.js:5')).toBe(0.5)
    expect(times.get('(root)')).toBe(0.25)
    expect(selfTimes(profile, times).get('render a.js:1')).toBe(6)
  })
})
