import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './contact.fixtures'
import { contactMachine } from './contact.machine'

describe('contact paths', () => {
  const paths = getShortestPaths(contactMachine, {
    events,
    input,
    serializeState,
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
