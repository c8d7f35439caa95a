/**
 * Every transition of every machine is taken by a path generated from the machine (xstate/graph,
 * stories/support/statechart/machine-paths.ts), or is listed in transition-gaps.json with the reason
 * no generated path takes it. A new transition that nothing takes fails here: give the machine a
 * path that takes it (a payload its guard accepts, a state that reaches it), or list it with its
 * reason (`UPDATE_TRANSITION_GAPS=1 npx vitest run --project unit src/machines/transition-coverage.test.ts`
 * rewrites the list; review the diff). A listed transition that a path now takes fails too, so the
 * list never hides one. It also checks that src/machines/transitions-by-tests.json (which unit tests
 * take each transition, recorded with RECORD_TRANSITIONS=1) names only transitions that still exist.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { eventTemplate } from '../../stories/support/statechart/event-templates'
import { transitionName } from '../../stories/support/statechart/machine-paths'
import { machines } from '../../stories/support/statechart/machines'
import {
  countedEdges,
  type MachineTransitions,
  machineTransitions,
  recordedByTests,
  testLine,
  transitionLine,
} from '../../stories/support/statechart/transition-gaps'

const dir = import.meta.dirname
const gapsFile = join(dir, 'transition-gaps.json')
// The sources the harness reads payload templates from (event-panel.tsx), minus its demo machine.
const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort()
  .map((file) => readFileSync(join(dir, file), 'utf8'))
const templates = new Map<string, Record<string, unknown> | null>()
const templateOf = (type: string) => {
  if (!templates.has(type)) templates.set(type, eventTemplate(type, sources))
  return templates.get(type) ?? null
}

const listed = JSON.parse(readFileSync(gapsFile, 'utf8')) as Record<string, Record<string, string>>
const results: MachineTransitions[] = []

describe.each(machines)('transitions of $name', ({ name, machine, fixtures }) => {
  it('are each taken by a generated path or listed with the reason none is', () => {
    const result = machineTransitions(name, machine, templateOf, fixtures)
    results.push(result)
    expect(result.walkErrors, `walks of ${name}.fixtures.ts that cannot run`).toEqual([])
    if (process.env.UPDATE_TRANSITION_GAPS) return
    expect(
      Object.keys(result.gaps).sort(),
      `untaken transitions of ${name} not in transition-gaps.json`,
    ).toEqual(Object.keys(listed[name] ?? {}).sort())
    // The conversation's walk (every sample in every state it tells apart) takes seconds on a busy machine.
  }, 60_000)

  // The coverage pages show which unit tests take each transition, from the last recording: a
  // transition renamed or removed since makes it stale (record again, see transition-recorder.ts).
  it('has no recorded unit-test transition that no longer exists', () => {
    const names = new Set(countedEdges(machine).map((edge) => transitionName(machine.id, edge)))
    const stale = Object.keys(recordedByTests[name] ?? {}).filter((t) => !names.has(t))
    expect(stale, `transitions-by-tests.json names transitions ${name} no longer has`).toEqual([])
  })
})

afterAll(() => {
  if (process.env.UPDATE_TRANSITION_GAPS) {
    const all = Object.fromEntries(results.map((r) => [r.name, r.gaps]))
    writeFileSync(gapsFile, `${JSON.stringify(all, null, 2)}\n`)
  }
  console.log(transitionLine(results))
  console.log(testLine(results))
})
