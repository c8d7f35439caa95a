/** Types for scripts/bench-soak.mjs (plain Node ESM, imported by its unit test). */
export interface SoakSample {
  minute: number
  heap: number
  nodes: number
  listeners: number
  actors: number
  sockets: number
  messages: number
  /** Highest minus lowest heap among the minute's readings (absent on a single raw reading). */
  spread?: number
}
export function parseArgs(argv: string[]): {
  build: boolean
  minutes: number
  tick: number
  writeEvery: number
  readings: number
}
export function lowestReading(readings: SoakSample[]): SoakSample & { spread: number }
export function heapGrowth(samples: SoakSample[]): number | null
export function formatSamples(samples: SoakSample[]): string
