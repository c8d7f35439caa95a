import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiError } from '../../api/errors'
import { statePaths } from '../../lib/state-paths'
import { faqMachine } from './faq.machine'
import type { FaqEvent } from './faq.types'

const events = [
  { type: 'faq.retry' },
  { type: 'xstate.done.actor.loadFaq', output: [{ name: 'A', entries: [{ question: 'Q', answer: 'R' }] }] },
  { type: 'xstate.done.actor.loadFaq', output: [] },
  { type: 'xstate.error.actor.loadFaq', error: new ApiError(500, '', 'GET /index_api/faq') },
] as AnyEventObject[] as FaqEvent[]

describe('faq paths', () => {
  const paths = getShortestPaths(faqMachine, {
    events,
    serializeState: (s) => JSON.stringify([s.value, s.context.sections.length]),
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
