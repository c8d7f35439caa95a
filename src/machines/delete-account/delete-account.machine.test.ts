import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import { deleteAccountMachine, LOGOUT_DELAY_MS, toDeleteAccountFailure } from './delete-account.machine'
import {
  selectFailure,
  selectIsDeleted,
  selectIsDeleting,
  selectPassword,
  selectPasswordError,
} from './delete-account.selectors'

function start(call: (password: string) => Promise<void>) {
  const clock = new SimulatedClock()
  const calls: string[] = []
  const machine = deleteAccountMachine.provide({
    actors: {
      requestDeletion: fromPromise<void, { password: string }>(({ input }) => {
        calls.push(input.password)
        return call(input.password)
      }),
    },
  })
  const actor = createActor(machine, { clock })
  const emitted: string[] = []
  actor.on('*', (event) => emitted.push(event.type))
  actor.start()
  return { actor, clock, calls, emitted }
}

const wrongPassword = new RefusedError('POST /index_api/delete', 'Mot de passe incorrect.')

describe('delete-account machine', () => {
  it('asks for the password before calling (spec section 5)', () => {
    const { actor, calls } = start(async () => {})
    actor.send({ type: 'form.submit' })
    expect(selectPasswordError(actor.getSnapshot())).toBe('passwordRequired')
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'password.change', value: 's' })
    expect(selectPasswordError(actor.getSnapshot())).toBeNull()
    expect(calls).toEqual([])
  })

  it('shows the confirmation, then asks for the logout after exactly 3 seconds', async () => {
    const { actor, clock, calls, emitted } = start(async () => {})
    actor.send({ type: 'password.change', value: 'demo1234' })
    actor.send({ type: 'form.submit' })
    expect(selectIsDeleting(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches('deleted'))
    expect(calls).toEqual(['demo1234'])
    expect(selectIsDeleted(actor.getSnapshot())).toBe(true)
    expect(selectPassword(actor.getSnapshot())).toBe('')
    expect(LOGOUT_DELAY_MS).toBe(3000)
    clock.increment(LOGOUT_DELAY_MS - 1)
    expect(actor.getSnapshot().value).toBe('deleted')
    expect(emitted).toEqual([])
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('loggingOut')
    expect(actor.getSnapshot().status).toBe('done')
    expect(emitted).toEqual(['logoutRequested'])
  })

  it('keeps the password and shows the failure when the server refuses', async () => {
    const { actor, clock, emitted } = start(async () => {
      throw wrongPassword
    })
    actor.send({ type: 'password.change', value: 'mauvais' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null)
    expect(selectFailure(actor.getSnapshot())).toEqual({
      code: 'deleteFailed',
      serverMessage: 'Mot de passe incorrect.',
    })
    expect(selectPassword(actor.getSnapshot())).toBe('mauvais')
    clock.increment(LOGOUT_DELAY_MS * 2)
    expect(emitted).toEqual([])
  })

  it('clears the failure on the next attempt, and may then succeed', async () => {
    let fail = true
    const { actor } = start(async () => {
      if (fail) throw wrongPassword
    })
    actor.send({ type: 'password.change', value: 'x' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.context.failure !== null)
    fail = false
    actor.send({ type: 'form.submit' })
    expect(selectFailure(actor.getSnapshot())).toBeNull()
    await waitFor(actor, (s) => s.matches('deleted'))
  })

  it('ignores events while deleting', async () => {
    let release!: () => void
    const { actor, calls } = start(() => new Promise<void>((resolve) => (release = resolve)))
    actor.send({ type: 'password.change', value: 'pw' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'password.change', value: 'other' })
    expect(selectPassword(actor.getSnapshot())).toBe('pw')
    release()
    await waitFor(actor, (s) => s.matches('deleted'))
    expect(calls).toEqual(['pw'])
  })

  it('reads any failure as deleteFailed', () => {
    expect(toDeleteAccountFailure(new ApiError(0, '', 'POST /index_api/delete'))).toEqual({
      code: 'deleteFailed',
      serverMessage: '',
    })
  })
})
