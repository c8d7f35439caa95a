/**
 * The unit project's global setup for transition-recorder.setup.ts: with `RECORD_TRANSITIONS=1`, it
 * empties the record folder before the run, and after it merges each test file's record into
 * src/machines/transitions-by-tests.json ({ machine: { transition: [test files] } }, keys sorted, so
 * the same tests give the same file whatever order they ran in). Record with every machine test:
 * `RECORD_TRANSITIONS=1 npx vitest run --project unit src/machines`, on a green run (a partial run
 * drops the other files' transitions).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { recordDir, recordFile } from './transition-recorder.paths'

export default function setup() {
  if (!process.env.RECORD_TRANSITIONS) return
  rmSync(recordDir, { recursive: true, force: true })
  return () => {
    if (!existsSync(recordDir)) return
    const merged: Record<string, Record<string, Set<string>>> = {}
    for (const name of readdirSync(recordDir).sort()) {
      const { file, taken } = JSON.parse(readFileSync(join(recordDir, name), 'utf8')) as {
        file: string
        taken: Record<string, string[]>
      }
      for (const [machine, transitions] of Object.entries(taken)) {
        const byTransition = merged[machine] ?? {}
        merged[machine] = byTransition
        for (const transition of transitions) {
          const files = byTransition[transition] ?? new Set<string>()
          files.add(file)
          byTransition[transition] = files
        }
      }
    }
    const sorted = Object.fromEntries(
      Object.keys(merged)
        .sort()
        .map((machine) => [
          machine,
          Object.fromEntries(
            Object.keys(merged[machine] ?? {})
              .sort()
              .map((t) => [t, [...(merged[machine]?.[t] ?? [])].sort()]),
          ),
        ]),
    )
    writeFileSync(recordFile, `${JSON.stringify(sorted, null, 2)}\n`)
  }
}
