import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './report.fixtures'
import { reportMachine } from './report.machine'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('report machine paths', () => {
  const paths = getShortestPaths(reportMachine, {
    events,
    input,
    serializeState,
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(reportMachine.root).sort())
  })

  it('sends a report only with a reason and a code', () => {
    const sent = paths.filter((p) => p.state.matches({ form: 'sent' }))
    expect(sent.length).toBeGreaterThan(0)
    for (const path of sent) {
      const types = path.steps.map((step) => step.event.type)
      expect(types.at(-1)).toBe('xstate.done.actor.sendReport')
      expect(types).toContain('report.submit')
      expect(path.state.context.reason).not.toBe('')
      expect(path.state.context.code).not.toBe('')
    }
  })
})
