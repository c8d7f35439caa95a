import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import { toUnsubscribeFailure, unsubscribeMachine } from './unsubscribe.machine'
import {
  selectEmail,
  selectEmailError,
  selectFailure,
  selectIsConfirmed,
  selectIsSubmitting,
} from './unsubscribe.selectors'
import type { UnsubscribeInput } from './unsubscribe.types'

function start(call: (email: string) => Promise<string>, input?: UnsubscribeInput) {
  const calls: string[] = []
  const machine = unsubscribeMachine.provide({
    actors: {
      requestUnsubscribe: fromPromise<string, { email: string }>(({ input }) => {
        calls.push(input.email)
        return call(input.email)
      }),
    },
  })
  const actor = createActor(machine, { input })
  const emitted: string[] = []
  actor.on('*', (event) => emitted.push(event.type))
  actor.start()
  return { actor, calls, emitted }
}

const refused = (message: string) => new RefusedError('POST /index_api/p_compte/unsubscribe', message)

describe('unsubscribe machine', () => {
  it('prefills the member email and confirms after the call', async () => {
    const { actor, calls, emitted } = start(async () => 'ok', { email: 'julie@demo.fr' })
    expect(selectEmail(actor.getSnapshot())).toBe('julie@demo.fr')
    actor.send({ type: 'form.submit' })
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true)
    await waitFor(actor, selectIsConfirmed)
    expect(calls).toEqual(['julie@demo.fr'])
    expect(emitted).toEqual(['unsubscribed'])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('refuses an empty or blank email without calling (spec section 5)', () => {
    const { actor, calls } = start(async () => 'ok')
    actor.send({ type: 'form.submit' })
    expect(selectEmailError(actor.getSnapshot())).toBe('emailRequired')
    actor.send({ type: 'email.change', value: '   ' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(selectEmailError(actor.getSnapshot())).toBe('emailRequired')
    expect(calls).toEqual([])
  })

  it('clears the message once something is typed, and sends the email trimmed', async () => {
    const { actor, calls } = start(async () => 'ok')
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'email.change', value: ' julie@demo.fr ' })
    expect(selectEmailError(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'form.submit' })
    await waitFor(actor, selectIsConfirmed)
    expect(calls).toEqual(['julie@demo.fr'])
  })

  it('comes back to the form with the server text and keeps what was typed', async () => {
    const { actor, emitted } = start(async () => {
      throw refused('Cette adresse email ne correspond pas à votre compte.')
    })
    actor.send({ type: 'email.change', value: 'autre@demo.fr' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null)
    expect(selectFailure(actor.getSnapshot())).toEqual({
      code: 'refused',
      serverMessage: 'Cette adresse email ne correspond pas à votre compte.',
    })
    expect(selectEmail(actor.getSnapshot())).toBe('autre@demo.fr')
    expect(emitted).toEqual([])
  })

  it('ignores a second submit while the call runs', async () => {
    let release!: () => void
    const { actor, calls } = start(() => new Promise<string>((resolve) => (release = () => resolve('ok'))), {
      email: 'a@b.fr',
    })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'email.change', value: 'x' })
    expect(selectEmail(actor.getSnapshot())).toBe('a@b.fr')
    release()
    await waitFor(actor, selectIsConfirmed)
    expect(calls).toHaveLength(1)
  })

  it('reads failures as codes', () => {
    expect(toUnsubscribeFailure(refused('  '))).toEqual({ code: 'failed' })
    expect(toUnsubscribeFailure(new ApiError(500, 'boom', 'POST /index_api/p_compte/unsubscribe'))).toEqual({
      code: 'failed',
    })
    expect(toUnsubscribeFailure(refused('Non'))).toEqual({ code: 'refused', serverMessage: 'Non' })
  })
})
