/**
 * Records which transitions the machine tests take (issue 41: the coverage page says who takes each
 * transition). Loaded by transition-recorder.setup.ts (the unit project's setup file) with `RECORD_TRANSITIONS=1`: it
 * wraps StateMachine's `transition` and `getInitialSnapshot` so XState's own microstep inspection
 * (the transitions it took, guards already decided) is seen for every actor a test runs, then writes
 * this test file's transitions, by name, for transition-recorder.global.ts to merge into
 * src/machines/transitions-by-tests.json. The paths tests are left out: they walk the fixtures the
 * generated paths walk, and the coverage counts those as generated paths.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import { type AnyStateMachine, type InspectionEvent, StateMachine } from 'xstate'
import { machineGraph, transitionsOf } from '../../stories/support/statechart/graph-model'
import { transitionName } from '../../stories/support/statechart/machine-paths'
import { machines } from '../../stories/support/statechart/machines'
import { recordDir } from './transition-recorder.paths'

const root = join(import.meta.dirname, '..', '..')
const taken = new Map<AnyStateMachine, Set<unknown>>()
let testFile = ''

{
  const proto = StateMachine.prototype as unknown as Record<string, (...args: unknown[]) => unknown>
  const original = { transition: proto.transition, getInitialSnapshot: proto.getInitialSnapshot }
  const watched = (machine: AnyStateMachine, scope: { system: object }) => {
    const seen = taken.get(machine) ?? new Set<unknown>()
    taken.set(machine, seen)
    const record = (event: InspectionEvent) => {
      ;(scope.system as { _sendInspectionEvent: (e: InspectionEvent) => void })._sendInspectionEvent(event)
      if (event.type !== '@xstate.microstep') return
      for (const t of (event as { _transitions?: unknown[] })._transitions ?? []) seen.add(t)
    }
    return { ...scope, system: Object.create(scope.system, { _sendInspectionEvent: { value: record } }) }
  }
  proto.transition = function (this: AnyStateMachine, snapshot, event, scope) {
    return original.transition?.call(this, snapshot, event, watched(this, scope as { system: object }))
  }
  proto.getInitialSnapshot = function (this: AnyStateMachine, scope, input) {
    return original.getInitialSnapshot?.call(this, watched(this, scope as { system: object }), input)
  }
}

beforeAll(() => {
  testFile = relative(root, expect.getState().testPath ?? '')
})

/** The transition names (as the coverage names them) this file's tests took, by machine folder. */
function takenByName(): Record<string, string[]> {
  const result: Record<string, Set<string>> = {}
  for (const [machine, seen] of taken) {
    const entry = machines.find((m) => m.machine.id === machine.id)
    if (!entry) continue
    const graph = machineGraph(machine)
    const names = result[entry.name] ?? new Set<string>()
    result[entry.name] = names
    const walk = (node: AnyStateMachine['root']) => {
      const path = node.path.join('.')
      const originals = [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
      transitionsOf(node).forEach((_, index) => {
        if (!seen.has(originals[index])) return
        for (const edge of graph.edges.filter((e) => e.id.startsWith(`${path}:${index}:`)))
          names.add(transitionName(machine.id, edge))
      })
      for (const child of Object.values(node.states ?? {})) walk(child)
    }
    walk(machine.root)
  }
  return Object.fromEntries(Object.entries(result).map(([name, set]) => [name, [...set].sort()]))
}

afterAll(() => {
  if (!testFile.startsWith('src/') || testFile.endsWith('.paths.test.ts')) return
  mkdirSync(recordDir, { recursive: true })
  writeFileSync(
    join(recordDir, `${testFile.replaceAll('/', '__')}.json`),
    JSON.stringify({ file: testFile, taken: takenByName() }),
  )
})
