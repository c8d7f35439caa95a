/** Types for scripts/bench-soak.mjs (plain Node ESM, imported by its unit test). */
export interface SoakSample {
  minute: number
  heap: number
  nodes: number
  listeners: number
  actors: number
  sockets: number
  messages: number
}
export function parseArgs(argv: string[]): {
  build: boolean
  minutes: number
  tick: number
  writeEvery: number
}
export function heapGrowth(samples: SoakSample[]): number | null
export function formatSamples(samples: SoakSample[]): string
