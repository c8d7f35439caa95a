import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError, LoginError, RefusedError } from '../../api/errors'
import type { LoginResult } from '../../api/models/auth'
import { submitErrorOf, validateRegistration } from './registration.machine'
import {
  selectCanSubmit,
  selectFieldErrors,
  selectIsLoggingIn,
  selectIsSubmitting,
  selectSubmitError,
} from './registration.selectors'
import {
  deferred,
  NEW_MEMBER,
  type RegistrationStubs,
  registrationMachineWith,
} from './registration.test-support'
import type { RegistrationEmitted, RegistrationEvent } from './registration.types'

const VALID = { email: ' lea@example.fr ', password: 'secret1', nickname: ' Lea_75 ', acceptsTerms: true }

function start(stubs: RegistrationStubs = {}) {
  const actor = createActor(registrationMachineWith(stubs))
  const emitted: RegistrationEmitted[] = []
  actor.on('signedIn', (e) => emitted.push(e))
  actor.start()
  return { actor, emitted }
}

function fill(actor: ReturnType<typeof start>['actor'], values = VALID) {
  const events: RegistrationEvent[] = [
    { type: 'email.change', value: values.email },
    { type: 'password.change', value: values.password },
    { type: 'nickname.change', value: values.nickname },
    { type: 'terms.change', accepted: values.acceptsTerms },
  ]
  for (const event of events) actor.send(event)
}

describe('validateRegistration', () => {
  const base = { email: 'a@b.fr', password: 'secret', nickname: 'abc', acceptsTerms: true }

  it('accepts a complete form', () => {
    expect(validateRegistration(base)).toEqual({})
  })

  it('gives one code per refused field', () => {
    expect(validateRegistration({ email: '', password: '', nickname: '', acceptsTerms: false })).toEqual({
      email: 'required',
      password: 'required',
      nickname: 'required',
      terms: 'required',
    })
  })

  it('refuses malformed emails', () => {
    for (const email of ['lea', 'lea@', 'lea@example', '@example.fr', 'lé a@example.fr', 'lea@example.f']) {
      expect(validateRegistration({ ...base, email }).email).toBe('invalid')
    }
    expect(validateRegistration({ ...base, email: '  ' }).email).toBe('required')
  })

  it('wants at least 6 characters of password', () => {
    expect(validateRegistration({ ...base, password: '12345' }).password).toBe('tooShort')
    expect(validateRegistration({ ...base, password: '123456' }).password).toBeUndefined()
  })

  it('takes nicknames of 3 to 20 letters, digits, _ - and .', () => {
    for (const nickname of ['ab', 'a'.repeat(21), 'Léa75', 'lea 75', 'lea!']) {
      expect(validateRegistration({ ...base, nickname }).nickname).toBe('invalid')
    }
    for (const nickname of ['abc', 'a'.repeat(20), 'Lea_75', 'jean-marc', 'j.m.42']) {
      expect(validateRegistration({ ...base, nickname }).nickname).toBeUndefined()
    }
  })
})

describe('submitErrorOf', () => {
  it('keeps the label of a refusal, generic otherwise', () => {
    expect(submitErrorOf(new RefusedError('POST /index_api/subscribe', 'Ce pseudo est déjà pris.'))).toEqual({
      code: 'refused',
      label: 'Ce pseudo est déjà pris.',
    })
    expect(submitErrorOf(new LoginError('POST /index_api/login', 'Identifiant incorrect.'))).toEqual({
      code: 'refused',
      label: 'Identifiant incorrect.',
    })
    expect(submitErrorOf(new RefusedError('POST /index_api/subscribe', ''))).toEqual({ code: 'generic' })
    expect(submitErrorOf(new ApiError(500, 'oops', 'POST /index_api/subscribe'))).toEqual({ code: 'generic' })
    expect(submitErrorOf(new TypeError('Failed to fetch'))).toEqual({ code: 'generic' })
  })
})

describe('registration machine', () => {
  it('starts quiet: no errors before the first submit', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'email.change', value: 'x' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    expect(actor.getSnapshot().context.email).toBe('x')
  })

  it('shows every code on an empty submit, then follows the changes', () => {
    const subscribe = vi.fn(async () => NEW_MEMBER)
    const { actor } = start({ subscribe })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      email: 'required',
      password: 'required',
      nickname: 'required',
      terms: 'required',
    })
    actor.send({ type: 'email.change', value: 'lea@' })
    expect(selectFieldErrors(actor.getSnapshot()).email).toBe('invalid')
    actor.send({ type: 'password.change', value: 'abc' })
    expect(selectFieldErrors(actor.getSnapshot()).password).toBe('tooShort')
    actor.send({ type: 'nickname.change', value: 'x' })
    expect(selectFieldErrors(actor.getSnapshot()).nickname).toBe('invalid')
    actor.send({ type: 'terms.change', accepted: true })
    expect(selectFieldErrors(actor.getSnapshot()).terms).toBeUndefined()
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('subscribes with trimmed email and nickname, emits signedIn and is done', async () => {
    const subscribe = vi.fn(async () => NEW_MEMBER)
    const loginAfterSubscribe = vi.fn(async () => NEW_MEMBER)
    const { actor, emitted } = start({ subscribe, loginAfterSubscribe })
    fill(actor)
    actor.send({ type: 'form.submit' })
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches('done'))
    expect(subscribe).toHaveBeenCalledWith({
      email: 'lea@example.fr',
      password: 'secret1',
      nickname: 'Lea_75',
    })
    expect(loginAfterSubscribe).not.toHaveBeenCalled()
    expect(emitted).toEqual([{ type: 'signedIn', result: NEW_MEMBER, nickname: 'Lea_75' }])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('logs in with the same credentials when subscribe answers without a session', async () => {
    const session: LoginResult = { userId: '20002', sessionId: 'after-login' }
    const login = deferred<LoginResult>()
    const loginAfterSubscribe = vi.fn(() => login.promise)
    const { actor, emitted } = start({ subscribe: async () => null, loginAfterSubscribe })
    fill(actor)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => selectIsLoggingIn(s))
    expect(loginAfterSubscribe).toHaveBeenCalledWith({
      email: 'lea@example.fr',
      password: 'secret1',
      nickname: 'Lea_75',
    })
    login.resolve(session)
    await waitFor(actor, (s) => s.matches('done'))
    expect(emitted).toEqual([{ type: 'signedIn', result: session, nickname: 'Lea_75' }])
  })

  it("keeps the form and the server's label when subscribe is refused", async () => {
    const { actor, emitted } = start({
      subscribe: () =>
        Promise.reject(new LoginError('POST /index_api/subscribe', 'Cette adresse email est déjà utilisée.')),
    })
    fill(actor)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(selectSubmitError(actor.getSnapshot())).toEqual({
      code: 'refused',
      label: 'Cette adresse email est déjà utilisée.',
    })
    const { email, password, nickname, acceptsTerms } = actor.getSnapshot().context
    expect({ email, password, nickname, acceptsTerms }).toEqual(VALID)
    expect(emitted).toEqual([])
  })

  it('says generic when the call fails otherwise, and lets the member try again', async () => {
    let calls = 0
    const subscribe = vi.fn(async () => {
      calls += 1
      if (calls === 1) throw new ApiError(0, '', 'POST /index_api/subscribe')
      return NEW_MEMBER
    })
    const { actor } = start({ subscribe })
    fill(actor)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.submitError !== null)
    expect(selectSubmitError(actor.getSnapshot())).toEqual({ code: 'generic' })
    actor.send({ type: 'form.submit' })
    expect(selectSubmitError(actor.getSnapshot())).toBeNull()
    await waitFor(actor, (s) => s.matches('done'))
    expect(subscribe).toHaveBeenCalledTimes(2)
  })

  it('keeps the form when the fallback login fails', async () => {
    const { actor } = start({
      subscribe: async () => null,
      loginAfterSubscribe: () =>
        Promise.reject(new LoginError('POST /index_api/login', 'Compte en attente.')),
    })
    fill(actor)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.submitError !== null)
    expect(selectSubmitError(actor.getSnapshot())).toEqual({ code: 'refused', label: 'Compte en attente.' })
    expect(actor.getSnapshot().context.email).toBe(VALID.email)
  })

  it('clears the submit error when the member edits the form', async () => {
    const { actor } = start({ subscribe: () => Promise.reject(new Error('boom')) })
    fill(actor)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.context.submitError !== null)
    actor.send({ type: 'nickname.change', value: 'Lea_76' })
    expect(selectSubmitError(actor.getSnapshot())).toBeNull()
  })

  it('never submits twice and ignores edits while the call runs', async () => {
    const call = deferred<LoginResult | null>()
    const subscribe = vi.fn(() => call.promise)
    const { actor, emitted } = start({ subscribe })
    fill(actor)
    actor.send({ type: 'form.submit' })
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'email.change', value: 'other@example.fr' })
    expect(subscribe).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.email).toBe(VALID.email)
    call.resolve(NEW_MEMBER)
    await waitFor(actor, (s) => s.matches('done'))
    expect(emitted).toHaveLength(1)
  })

  it('unticking the box after a refusal of it brings the code back', () => {
    const { actor } = start()
    fill(actor, { ...VALID, acceptsTerms: false })
    actor.send({ type: 'form.submit' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ terms: 'required' })
    actor.send({ type: 'terms.change', accepted: true })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'terms.change', accepted: false })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ terms: 'required' })
  })
})
