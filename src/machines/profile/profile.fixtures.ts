/**
 * Sample data for the profile machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { ApiError } from '../../api/errors'
import { definePathFixtures } from '../../lib/path-fixtures'
import { MemberNotFoundError } from './profile.actors'
import { profileMachine } from './profile.machine'
import { makeFullProfile } from './profile.test-support'
import type { ProfileEvent } from './profile.types'

export const socket = { send: () => {} }
export const events = [
  { type: 'profile.retry' },
  { type: 'socket.available', socket },
  { type: 'xstate.done.actor.loadProfile', output: makeFullProfile({ id: '20042' }) },
  { type: 'xstate.done.actor.loadProfile', output: makeFullProfile({ id: '10001' }) },
  { type: 'xstate.error.actor.loadProfile', error: new MemberNotFoundError('none') },
  { type: 'xstate.error.actor.loadProfile', error: new ApiError(500, '', 'GET /index_api/user') },
] as AnyEventObject[] as ProfileEvent[]

export const input = { slug: 'sophie-20042', viewerId: '10001' }

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof profileMachine>) =>
  JSON.stringify([s.value, s.context.profile?.id, s.context.socket !== null])

export const pathFixtures = definePathFixtures(profileMachine, [{ events, input, serializeState }])
