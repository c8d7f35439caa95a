import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { RefusedError } from '../../api/errors'
import { contactMachine, validateContact } from './contact.machine'
import {
  selectFailure,
  selectFieldErrors,
  selectIsSending,
  selectIsSent,
  selectMessage,
} from './contact.selectors'
import type { ContactInput, ContactSendInput } from './contact.types'

function start(send: (input: ContactSendInput) => Promise<void>, input?: ContactInput) {
  const calls: ContactSendInput[] = []
  const actor = createActor(
    contactMachine.provide({
      actors: {
        sendContactMessage: fromPromise<void, ContactSendInput>(({ input }) => {
          calls.push(input)
          return send(input)
        }),
      },
    }),
    { input },
  )
  actor.start()
  return { actor, calls }
}

const MESSAGE = 'Bonjour, une page ne se charge plus depuis hier.'

describe('contact rules', () => {
  it('asks for an email, a reason and a message long enough', () => {
    expect(validateContact({ email: '', reason: '', message: '' })).toEqual({
      email: 'emailRequired',
      reason: 'reasonRequired',
      message: 'messageRequired',
    })
    expect(validateContact({ email: 'julie@', reason: '9' as never, message: 'court' })).toEqual({
      email: 'emailInvalid',
      reason: 'reasonRequired',
      message: 'messageTooShort',
    })
    expect(validateContact({ email: 'julie@demo.fr', reason: '1', message: 'x'.repeat(5001) })).toEqual({
      message: 'messageTooLong',
    })
    expect(validateContact({ email: ' julie@demo.fr ', reason: '5', message: MESSAGE })).toEqual({})
  })
})

describe('contact machine', () => {
  it('stays quiet until the first submit, then follows every change', () => {
    const { actor, calls } = start(async () => {})
    actor.send({ type: 'field.change', field: 'message', value: 'x' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'form.submit' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      email: 'emailRequired',
      reason: 'reasonRequired',
      message: 'messageTooShort',
    })
    actor.send({ type: 'reason.change', value: '3' })
    expect(selectFieldErrors(actor.getSnapshot()).reason).toBeUndefined()
    expect(calls).toEqual([])
  })

  it('sends the prefilled email, the reason, the message and the nickname', async () => {
    const { actor, calls } = start(async () => {}, { email: 'julie@demo.fr', nickname: 'Juliette75' })
    actor.send({ type: 'reason.change', value: '2' })
    actor.send({ type: 'field.change', field: 'message', value: `  ${MESSAGE} ` })
    actor.send({ type: 'form.submit' })
    expect(selectIsSending(actor.getSnapshot())).toBe(true)
    await waitFor(actor, selectIsSent)
    expect(calls).toEqual([{ email: 'julie@demo.fr', raison: '2', message: MESSAGE, pseudo: 'Juliette75' }])
    actor.send({ type: 'contact.new' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(selectMessage(actor.getSnapshot())).toBe('')
    expect(actor.getSnapshot().context.email).toBe('julie@demo.fr')
  })

  it('keeps the whole form when the send fails', async () => {
    const { actor } = start(async () => {
      throw new RefusedError('POST /index_api/contact', "L'adresse email n'est pas valide.")
    })
    actor.send({ type: 'field.change', field: 'email', value: 'julie@demo.fr' })
    actor.send({ type: 'reason.change', value: '4' })
    actor.send({ type: 'field.change', field: 'message', value: MESSAGE })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null)
    expect(selectFailure(actor.getSnapshot())).toEqual({
      code: 'refused',
      serverMessage: "L'adresse email n'est pas valide.",
    })
    const { email, reason, message } = actor.getSnapshot().context
    expect({ email, reason, message }).toEqual({ email: 'julie@demo.fr', reason: '4', message: MESSAGE })
  })
})
