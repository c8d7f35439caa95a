/** The coverage helper on a small machine; src/machines/machine-files.test.ts runs it on every machine. */
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { coverageLine, machineCoverage, storiesIn } from './story-coverage'

describe('story coverage', () => {
  const machine = createMachine({
    id: 'upload',
    initial: 'idle',
    states: {
      idle: { on: { pick: 'sending' } },
      sending: { initial: 'first', states: { first: { on: { retry: 'retrying' } }, retrying: {} } },
      unreachable: {},
    },
  })

  it('fails on a reachable state without a story, and names it', () => {
    const stories = storiesIn(`
export const Idle: Story = {}
export const Uploading: Story = {
  name: 'Sending first',
}
`)
    expect(stories).toEqual([
      { exportName: 'Idle', name: 'Idle' },
      { exportName: 'Uploading', name: 'Sending first' },
    ])
    const coverage = machineCoverage('upload', machine, stories)
    expect(coverage.states).toEqual([
      { path: 'idle', stories: ['Idle'] },
      { path: 'sending', stories: ['Sending first'] },
      { path: 'sending.first', stories: ['Sending first'] },
      { path: 'sending.retrying', stories: [] },
    ])
    expect(coverage.missing).toEqual(['sending.retrying'])
    expect(coverageLine([coverage])).toBe(
      'Story coverage: 3/4 reachable states of 1 machines have a story (2 transitions); without one: upload:sending.retrying',
    )
  })
})
