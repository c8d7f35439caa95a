/**
 * Sample data for the report machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { RefusedError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { reportMachine } from './report.machine'
import type { ReportEvent } from './report.types'

export const events = [
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

export const input = { memberId: '20042' }

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof reportMachine>) =>
  JSON.stringify([s.value, s.context.reason, Boolean(s.context.code), Boolean(s.context.details)])

export const pathFixtures = definePathFixtures(reportMachine, [{ events, input, serializeState }])
