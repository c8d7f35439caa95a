// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatSamples, heapGrowth, lowestReading, parseArgs, type SoakSample } from './bench-soak.mjs'

const at = (minute: number, heap: number): SoakSample => ({
  minute,
  heap,
  nodes: 1300 + minute,
  listeners: 590,
  actors: 15,
  sockets: 1,
  messages: 7,
})

describe('bench:soak, its arithmetic', () => {
  it('reads its options: 10 minutes by default, never under 2', () => {
    expect(parseArgs([])).toEqual({ build: true, minutes: 10, tick: 2000, writeEvery: 30, readings: 3 })
    expect(
      parseArgs(['--no-build', '--minutes', '1', '--tick', '5000', '--write-every', '60', '--readings', '0']),
    ).toEqual({
      build: false,
      minutes: 2,
      tick: 5000,
      writeEvery: 60,
      readings: 1,
    })
    expect(() => parseArgs(['--forever'])).toThrow(/unknown argument/)
  })

  it("keeps the minute's lowest-heap reading whole, with the readings' spread", () => {
    const toastShown = { ...at(4, 9_000_000), nodes: 1500, listeners: 640 }
    const quiet = at(4, 8_200_000)
    const s = lowestReading([toastShown, quiet, at(4, 8_500_000)])
    expect(s).toMatchObject({ heap: 8_200_000, nodes: quiet.nodes, listeners: 590, spread: 800_000 })
    expect(lowestReading([quiet]).spread).toBe(0)
    expect(() => lowestReading([])).toThrow(/no reading/)
  })

  it('compares the last minute with the first, in percent', () => {
    expect(heapGrowth([at(1, 8_000_000), at(2, 8_400_000), at(10, 8_800_000)])).toBeCloseTo(10)
    expect(heapGrowth([at(1, 8_000_000), at(10, 7_600_000)])).toBeCloseTo(-5)
    expect(heapGrowth([at(1, 8_000_000)])).toBeNull()
    expect(heapGrowth([])).toBeNull()
  })

  it('prints a row a minute', () => {
    const lines = formatSamples([at(1, 8 * 1024 * 1024), at(2, 8.5 * 1024 * 1024)]).split('\n')
    expect(lines[0]).toMatch(/minute\s+JS heap\s+readings spread\s+DOM nodes\s+listeners\s+actors\s+sockets/)
    expect(lines[1]).toMatch(/^\s*1\s+8\.00 MB\s+-\s+1301\s+590\s+15\s+1\s+7$/)
    expect(lines[2]).toMatch(/^\s*2\s+8\.50 MB\s+-\s+1302/)
    const spread = formatSamples([{ ...at(3, 8 * 1024 * 1024), spread: 0.25 * 1024 * 1024 }])
    expect(spread.split('\n')[1]).toMatch(/^\s*3\s+8\.00 MB\s+0\.25 MB\s+1303/)
  })
})
