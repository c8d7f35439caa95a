import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { StoredLogin } from '../../lib/stored-login'
import { sessionMachine } from './session.machine'
import * as selectors from './session.selectors'
import { startingSessionSnapshot } from './session.starting'
import { stubActors } from './session.test-support'

// Every selector the views read the session with (a new one is compared as soon as it exists).
type Snapshot = Parameters<typeof selectors.selectSessionStatus>[0]
const SELECTORS = Object.entries(selectors as Record<string, unknown>).filter(
  (entry): entry is [string, (snapshot: Snapshot) => unknown] => typeof entry[1] === 'function',
)

/** The machine's own first snapshot for this stored login, its lookup never answering. */
function machineFirstSnapshot(storedLogin: StoredLogin | null) {
  const logic = sessionMachine.provide({
    actors: stubActors({ fetchCurrentUser: () => new Promise(() => {}) }),
  })
  const actor = createActor(logic, { input: { storedLogin } }).start()
  const snapshot = actor.getSnapshot()
  actor.stop()
  return snapshot
}

describe('the starting session snapshot', () => {
  it.each([
    ['a visitor', null],
    ['a stored login', { user_id: '10001', session_id: 's1' }],
    ['a stored login with a token', { user_id: '10001', session_id: 's1', token_login: 'TOK_x' }],
  ] as const)('reads, through every selector, as the machine starts with %s', (_, storedLogin) => {
    const machine = machineFirstSnapshot(storedLogin)
    const starting = startingSessionSnapshot(storedLogin)
    expect(SELECTORS.length).toBeGreaterThan(8)
    for (const [name, select] of SELECTORS) {
      expect({ name, value: select(starting) }).toEqual({ name, value: select(machine) })
    }
    expect(starting.value).toEqual(machine.value)
    expect(starting.context).toEqual(machine.context)
  })
})
