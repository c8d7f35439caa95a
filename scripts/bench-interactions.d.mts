/** Types for scripts/bench-interactions.mjs (plain Node ESM, imported by its unit test). */
export interface Options {
  build: boolean
  runs: number
  cpu: number
  only: string[] | null
  profile: boolean
}
export interface Row {
  label: string
  samples?: number[]
  longTasks?: number[]
  error?: string
}
export const FLOOR_MS: number
export function parseArgs(argv: string[]): Options
export function percentile(values: number[], p: number): number
export function interactionLatencies(entries: { duration: number; interactionId?: number }[]): number[]
export function formatTable(rows: Row[]): string
export function selfTimes(
  profile: {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
    samples?: number[]
    timeDeltas?: number[]
  },
  into?: Map<string, number>,
): Map<string, number>
