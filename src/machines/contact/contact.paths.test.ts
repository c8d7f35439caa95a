import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { contactMachine } from './contact.machine'
import type { ContactEvent } from './contact.types'

const events = [
  { type: 'field.change', field: 'email', value: 'julie@demo.fr' },
  { type: 'field.change', field: 'message', value: 'Un message assez long.' },
  { type: 'reason.change', value: '1' },
  { type: 'form.submit' },
  { type: 'contact.new' },
  { type: 'xstate.done.actor.sendContactMessage', output: undefined },
  { type: 'xstate.error.actor.sendContactMessage', error: new ApiError(500, '', 'POST /index_api/contact') },
] as AnyEventObject[] as ContactEvent[]

describe('contact paths', () => {
  const paths = getShortestPaths(contactMachine, {
    events,
    input: {},
    serializeState: (s) => {
      const { email, reason, message, failure } = s.context
      return JSON.stringify([s.value, email, reason, message, Boolean(failure)])
    },
  })
  const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))

  it('reaches every state', () => {
    for (const state of statePaths(contactMachine.root)) expect(reached).toContain(JSON.stringify(state))
  })

  it('sends only a complete form', () => {
    const sent = paths.filter((path) => path.state.matches('sent'))
    expect(sent.length).toBeGreaterThan(0)
    for (const path of sent) {
      const types = path.steps.map((step) => step.event.type)
      expect(types.filter((type) => type === 'field.change')).toHaveLength(2)
      expect(types).toContain('reason.change')
    }
  })
})
