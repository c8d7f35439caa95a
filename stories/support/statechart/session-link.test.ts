import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { adsMachine } from '../../../src/machines/ads/ads.machine'
import {
  type Divergence,
  decodeSession,
  divergenceMessage,
  encodeSession,
  playStep,
  type SessionLog,
  type SessionStep,
  testSnippet,
  withSilentActors,
} from './session-link'

const start = {
  value: 'loading',
  context: { ads: null, viewer: { gender: '2', isPremium: false, platform: 'desktop' }, now: 0 },
}
/** QA's session on the ads machine: the read fails, an hour later it reads again. */
const session: SessionLog = {
  story: 'machines-ads--loading',
  steps: [
    { event: { type: 'xstate.error.actor.fetchAds', error: new Error('Hors ligne') }, value: 'failed' },
    {
      event: { type: 'viewer.change', viewer: { gender: '1', isPremium: true, platform: 'desktop' } },
      value: 'failed',
    },
    { clock: 60 * 60 * 1000, value: 'loading' },
  ],
}

/** Plays a session as the harness does: a copy restored at the start, silent actors, a simulated clock. */
function replay(steps: readonly SessionStep[]): Divergence | null {
  const clock = new SimulatedClock()
  const machine = withSilentActors(adsMachine)
  const actor = createActor(machine, {
    snapshot: machine.resolveState(start as Parameters<typeof machine.resolveState>[0]),
    clock,
  } as never).start()
  for (const [i, step] of steps.entries()) {
    const divergence = playStep(actor as never, step, i, (ms) => clock.increment(ms))
    if (divergence) return divergence
  }
  return null
}

describe('session links', () => {
  it('travel in an address and come back the same (errors keep their message)', async () => {
    const text = await encodeSession(session)
    expect(text).toMatch(/^1\.[A-Za-z0-9_-]+$/)
    const back = await decodeSession(text)
    expect(back.story).toBe(session.story)
    expect(back.steps[0]).toEqual({
      event: { type: 'xstate.error.actor.fetchAds', error: { name: 'Error', message: 'Hors ligne' } },
      value: 'failed',
    })
    expect(back.steps.slice(1)).toEqual(session.steps.slice(1))
  })

  it('refuse a format this Storybook does not read', async () => {
    await expect(decodeSession('9.abc')).rejects.toThrow('format 9')
  })

  it('replay to the same state, with the clock', () => {
    expect(replay(session.steps)).toBeNull()
  })

  it('say at which step a replay leaves the recorded road, and the state it expected', () => {
    const changed = session.steps.map((s, i) => (i === 2 ? { ...s, value: 'ready' } : s))
    const divergence = replay(changed)
    expect(divergence).toEqual({
      step: 3,
      label: 'clock +3600000 ms',
      expected: 'ready',
      actual: 'loading',
      reason: 'state',
    })
    expect(divergenceMessage(divergence as Divergence)).toBe(
      'The replay stopped at step 3 (clock +3600000 ms): the machine reached loading, the link expected ready.',
    )
    expect(
      replay([
        session.steps[0] as SessionStep,
        { event: { type: 'xstate.done.actor.fetchAds', output: {} }, value: 'ready' },
      ]),
    ).toMatchObject({ step: 2, reason: 'refused', actual: 'failed', expected: 'ready' })
  })

  it('export as the machine test checked in beside the machine (which npm test runs and typechecks)', () => {
    const snippet = testSnippet({ name: 'ads', start, steps: session.steps })
    const file = join(import.meta.dirname, '../../../src/machines/ads/ads.session.test.ts')
    // UPDATE_SESSION_SNIPPET=1 rewrites the file after a change of the generator (review the diff).
    if (process.env.UPDATE_SESSION_SNIPPET) writeFileSync(file, snippet)
    expect(snippet).toBe(readFileSync(file, 'utf8'))
  })
})
