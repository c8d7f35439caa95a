import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { RefusedError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { reportMachine } from './report.machine'
import type { ReportEvent } from './report.types'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

const events = [
  { type: 'field.change', field: 'reason', value: 'minor' },
  { type: 'field.change', field: 'code', value: 'AB3CD' },
  { type: 'field.change', field: 'details', value: 'Faux profil' },
  { type: 'report.submit' },
  { type: 'captcha.refresh' },
  { type: 'xstate.done.actor.loadCaptcha', output: 'data:image/svg+xml;base64,AA==' },
  { type: 'xstate.error.actor.loadCaptcha', error: new Error('down') },
  { type: 'xstate.done.actor.sendReport', output: undefined },
  {
    type: 'xstate.error.actor.sendReport',
    error: new RefusedError('POST /index_api/user/is_suspect', 'Non'),
  },
] as AnyEventObject[] as ReportEvent[]

describe('report machine paths', () => {
  const paths = getShortestPaths(reportMachine, {
    events,
    input: { memberId: '20042' },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.reason, Boolean(s.context.code), Boolean(s.context.details)]),
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
