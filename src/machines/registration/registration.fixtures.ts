/**
 * Sample data for the registration machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { registrationMachine } from './registration.machine'
import { NEW_MEMBER } from './registration.test-support'
import type { RegistrationEvent } from './registration.types'

// What the outside world can do: the member's events, and the answers of the two calls.
export const events = [
  { type: 'email.change', value: 'lea@example.fr' },
  { type: 'password.change', value: 'secret1' },
  { type: 'nickname.change', value: 'Lea_75' },
  { type: 'terms.change', accepted: true },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.subscribe', output: NEW_MEMBER },
  { type: 'xstate.done.actor.subscribe', output: null },
  { type: 'xstate.error.actor.subscribe', error: new Error('refused') },
  { type: 'xstate.done.actor.login', output: NEW_MEMBER },
  { type: 'xstate.error.actor.login', error: new Error('refused') },
] as AnyEventObject[] as RegistrationEvent[]

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof registrationMachine>) =>
  JSON.stringify([s.value, s.context.acceptsTerms, s.context.email, s.context.password, s.context.nickname])

export const pathFixtures = definePathFixtures(registrationMachine, [{ events, serializeState }])
