import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, serializeState } from './faq.fixtures'
import { faqMachine } from './faq.machine'

describe('faq paths', () => {
  const paths = getShortestPaths(faqMachine, {
    events,
    serializeState,
  })
  const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))

  it('reaches every state', () => {
    for (const state of statePaths(faqMachine.root)) expect(reached).toContain(JSON.stringify(state))
  })

  it('offers to load again only after a failure', () => {
    const byState = (value: string) => paths.find((path) => path.state.matches(value as never))?.state
    expect(byState('failed')?.can({ type: 'faq.retry' })).toBe(true)
    expect(byState('ready')?.can({ type: 'faq.retry' })).toBe(false)
    expect(byState('empty')?.can({ type: 'faq.retry' })).toBe(false)
  })
})
