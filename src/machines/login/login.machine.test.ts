import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LoginParams } from '../../api/auth'
import { ApiError, LoginError, RefusedError } from '../../api/errors'
import type { LoginResult } from '../../api/models/auth'
import { loginMachine, nicknameOf, toAuthFailure } from './login.machine'
import {
  selectEmailError,
  selectForgotFailure,
  selectIsResetSent,
  selectIsSendingReset,
  selectIsSignedIn,
  selectIsSigningIn,
  selectLoginError,
  selectLoginFailure,
  selectPasswordError,
  selectView,
} from './login.selectors'
import type { LoginEmitted, LoginEvent } from './login.types'

const RESULT: LoginResult = { userId: '12', sessionId: 'sess-1', tokenLogin: 'tok' }

interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A login machine whose calls are stubs the test settles by hand. */
function start() {
  const loginCalls: LoginParams[] = []
  const resetCalls: string[] = []
  let loginAnswer = deferred<LoginResult>()
  let resetAnswer = deferred<void>()
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise<LoginResult, LoginParams>(({ input }) => {
        loginCalls.push(input)
        loginAnswer = deferred<LoginResult>()
        return loginAnswer.promise
      }),
      requestPasswordReset: fromPromise<void, { email: string }>(({ input }) => {
        resetCalls.push(input.email)
        resetAnswer = deferred<void>()
        return resetAnswer.promise
      }),
    },
  })
  const actor = createActor(machine).start()
  const emitted: LoginEmitted[] = []
  actor.on('signedIn', (event) => emitted.push(event))
  const send = (event: LoginEvent) => actor.send(event)
  const type = (field: 'login' | 'password' | 'email', value: string) =>
    send({ type: 'field.change', field, value })
  const state = () => actor.getSnapshot()
  return {
    actor,
    send,
    type,
    state,
    emitted,
    loginCalls,
    resetCalls,
    answerLogin: () => loginAnswer,
    answerReset: () => resetAnswer,
  }
}

describe('login view', () => {
  it('starts on the login view, empty, with "remember me" checked', () => {
    const { state } = start()
    expect(state().value).toEqual({ login: 'editing' })
    expect(selectView(state())).toBe('login')
    expect(state().context).toMatchObject({ login: '', password: '', rememberMe: true, fieldErrors: {} })
  })

  it('refuses an empty submit with both required codes, and calls nothing', () => {
    const { send, state, loginCalls } = start()
    send({ type: 'login.submit' })
    expect(state().value).toEqual({ login: 'editing' })
    expect(selectLoginError(state())).toBe('loginRequired')
    expect(selectPasswordError(state())).toBe('passwordRequired')
    expect(loginCalls).toEqual([])
  })

  it('counts a blank login as missing, and flags only the missing field', () => {
    const { send, type, state } = start()
    type('login', '   ')
    type('password', 'secret')
    send({ type: 'login.submit' })
    expect(state().context.fieldErrors).toEqual({ login: 'loginRequired' })
    type('login', 'julie')
    type('password', '')
    send({ type: 'login.submit' })
    expect(state().context.fieldErrors).toEqual({ password: 'passwordRequired' })
  })

  it('clears a field’s error as soon as the member types in it', () => {
    const { send, type, state } = start()
    send({ type: 'login.submit' })
    type('login', 'j')
    expect(state().context.fieldErrors).toEqual({ password: 'passwordRequired' })
    type('password', 'x')
    expect(state().context.fieldErrors).toEqual({})
  })

  it('sends the trimmed login, the password as typed and "remember me"', () => {
    const { send, type, state, loginCalls } = start()
    type('login', '  julie  ')
    type('password', ' pass ')
    send({ type: 'rememberMe.change', checked: false })
    send({ type: 'login.submit' })
    expect(state().value).toEqual({ login: 'submitting' })
    expect(selectIsSigningIn(state())).toBe(true)
    expect(loginCalls).toEqual([{ login: 'julie', pass: ' pass ', rememberme: false }])
  })

  it('sends "remember me" by default', () => {
    const { send, type, loginCalls } = start()
    type('login', 'julie')
    type('password', 'secret')
    send({ type: 'login.submit' })
    expect(loginCalls[0]?.rememberme).toBe(true)
  })

  it('never submits twice, and keeps the fields still, while signing in', () => {
    const { send, type, state, loginCalls } = start()
    type('login', 'julie')
    type('password', 'secret')
    send({ type: 'login.submit' })
    send({ type: 'login.submit' })
    type('login', 'other')
    send({ type: 'rememberMe.change', checked: false })
    send({ type: 'forgotPassword.show' })
    expect(loginCalls).toHaveLength(1)
    expect(state().value).toEqual({ login: 'submitting' })
    expect(state().context).toMatchObject({ login: 'julie', rememberMe: true })
  })

  it('emits signedIn with the result and the nickname, then ends', async () => {
    const { send, type, state, emitted, answerLogin, actor } = start()
    type('login', ' julie ')
    type('password', 'secret')
    send({ type: 'login.submit' })
    answerLogin().resolve(RESULT)
    await waitFor(actor, (s) => s.status === 'done')
    expect(state().value).toBe('done')
    expect(selectIsSignedIn(state())).toBe(true)
    expect(emitted).toEqual([{ type: 'signedIn', result: RESULT, nickname: 'julie' }])
  })

  it('emits no nickname when the member signed in with their email', async () => {
    const { send, type, emitted, answerLogin, actor } = start()
    type('login', 'julie@example.fr')
    type('password', 'secret')
    send({ type: 'login.submit' })
    answerLogin().resolve({ userId: '1', sessionId: 's' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(emitted).toEqual([{ type: 'signedIn', result: { userId: '1', sessionId: 's' }, nickname: null }])
  })

  it('keeps a LoginError’s label as the failure, and everything typed', async () => {
    const { send, type, state, answerLogin, actor, emitted } = start()
    type('login', 'julie')
    type('password', 'wrong')
    send({ type: 'rememberMe.change', checked: false })
    send({ type: 'login.submit' })
    answerLogin().reject(new LoginError('POST /index_api/login', 'Mot de passe incorrect'))
    await waitFor(actor, (s) => s.matches({ login: 'editing' }))
    expect(selectLoginFailure(state())).toEqual({ code: 'server', message: 'Mot de passe incorrect' })
    expect(state().context).toMatchObject({ login: 'julie', password: 'wrong', rememberMe: false })
    expect(emitted).toEqual([])
  })

  it('turns any other failure into connectionError', async () => {
    const { send, type, state, answerLogin, actor } = start()
    type('login', 'julie')
    type('password', 'secret')
    send({ type: 'login.submit' })
    answerLogin().reject(new ApiError(0, '', 'POST /index_api/login'))
    await waitFor(actor, (s) => s.matches({ login: 'editing' }))
    expect(selectLoginFailure(state())).toEqual({ code: 'connectionError' })
  })

  it('clears the last failure when the member submits again, and can then succeed', async () => {
    const { send, type, state, answerLogin, actor, loginCalls } = start()
    type('login', 'julie')
    type('password', 'secret')
    send({ type: 'login.submit' })
    answerLogin().reject(new Error('boom'))
    await waitFor(actor, (s) => s.matches({ login: 'editing' }))
    send({ type: 'login.submit' })
    expect(selectLoginFailure(state())).toBeNull()
    answerLogin().resolve(RESULT)
    await waitFor(actor, (s) => s.status === 'done')
    expect(loginCalls).toHaveLength(2)
  })

  it('clears the last failure on an invalid submit too', async () => {
    const { send, type, state, answerLogin, actor } = start()
    type('login', 'julie')
    type('password', 'secret')
    send({ type: 'login.submit' })
    answerLogin().reject(new Error('boom'))
    await waitFor(actor, (s) => s.matches({ login: 'editing' }))
    type('password', '')
    send({ type: 'login.submit' })
    expect(selectLoginFailure(state())).toBeNull()
    expect(selectPasswordError(state())).toBe('passwordRequired')
  })
})

describe('forgot-password view', () => {
  it('opens from the login view, prefilled with the login when it is an email', () => {
    const { send, type, state } = start()
    type('login', ' julie@example.fr ')
    send({ type: 'login.submit' })
    send({ type: 'forgotPassword.show' })
    expect(state().value).toEqual({ forgotPassword: 'editing' })
    expect(selectView(state())).toBe('forgotPassword')
    expect(state().context.email).toBe('julie@example.fr')
    expect(state().context.fieldErrors).toEqual({})
  })

  it('does not prefill a nickname', () => {
    const { send, type, state } = start()
    type('login', 'julie')
    send({ type: 'forgotPassword.show' })
    expect(state().context.email).toBe('')
  })

  it('refuses an empty email with its code, and calls nothing', () => {
    const { send, type, state, resetCalls } = start()
    send({ type: 'forgotPassword.show' })
    type('email', '  ')
    send({ type: 'forgotPassword.submit' })
    expect(state().value).toEqual({ forgotPassword: 'editing' })
    expect(selectEmailError(state())).toBe('emailRequired')
    expect(resetCalls).toEqual([])
    type('email', 'a@b.fr')
    expect(selectEmailError(state())).toBeNull()
  })

  it('sends the trimmed email once, then confirms', async () => {
    const { send, type, state, resetCalls, answerReset, actor } = start()
    send({ type: 'forgotPassword.show' })
    type('email', ' a@b.fr ')
    send({ type: 'forgotPassword.submit' })
    send({ type: 'forgotPassword.submit' })
    expect(state().value).toEqual({ forgotPassword: 'sending' })
    expect(selectIsSendingReset(state())).toBe(true)
    expect(resetCalls).toEqual(['a@b.fr'])
    answerReset().resolve()
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'sent' }))
    expect(selectIsResetSent(state())).toBe(true)
  })

  it('shows the server’s refusal, or connectionError, and keeps the email', async () => {
    const { send, type, state, answerReset, actor } = start()
    send({ type: 'forgotPassword.show' })
    type('email', 'a@b.fr')
    send({ type: 'forgotPassword.submit' })
    answerReset().reject(new RefusedError('POST /index_api/forgot_password', 'Adresse inconnue'))
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'editing' }))
    expect(selectForgotFailure(state())).toEqual({ code: 'server', message: 'Adresse inconnue' })
    expect(state().context.email).toBe('a@b.fr')
    send({ type: 'forgotPassword.submit' })
    expect(selectForgotFailure(state())).toBeNull()
    answerReset().reject(new ApiError(500, 'oops', 'POST /index_api/forgot_password'))
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'editing' }))
    expect(selectForgotFailure(state())).toEqual({ code: 'connectionError' })
  })

  it('goes back to the login view from the form, keeping what was typed', () => {
    const { send, type, state } = start()
    type('login', 'julie')
    type('password', 'secret')
    send({ type: 'forgotPassword.show' })
    send({ type: 'forgotPassword.submit' })
    send({ type: 'forgotPassword.back' })
    expect(state().value).toEqual({ login: 'editing' })
    expect(state().context).toMatchObject({ login: 'julie', password: 'secret', fieldErrors: {} })
  })

  it('goes back to the login view from the confirmation and while sending', async () => {
    const { send, type, state, answerReset, actor } = start()
    send({ type: 'forgotPassword.show' })
    type('email', 'a@b.fr')
    send({ type: 'forgotPassword.submit' })
    send({ type: 'forgotPassword.back' })
    expect(state().value).toEqual({ login: 'editing' })
    send({ type: 'forgotPassword.show' })
    expect(state().context.email).toBe('a@b.fr')
    send({ type: 'forgotPassword.submit' })
    answerReset().resolve()
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'sent' }))
    send({ type: 'forgotPassword.back' })
    expect(state().value).toEqual({ login: 'editing' })
  })

  it('does not take login-view events', () => {
    const { send, state } = start()
    send({ type: 'forgotPassword.show' })
    send({ type: 'login.submit' })
    send({ type: 'rememberMe.change', checked: false })
    expect(state().value).toEqual({ forgotPassword: 'editing' })
    expect(state().context.rememberMe).toBe(true)
  })
})

describe('failure and nickname helpers', () => {
  it('reads failures as spec section 8 says', () => {
    expect(toAuthFailure(new LoginError('POST /index_api/login', ' Compte suspendu '))).toEqual({
      code: 'server',
      message: 'Compte suspendu',
    })
    expect(toAuthFailure(new LoginError('POST /index_api/login', ''))).toEqual({ code: 'connectionError' })
    expect(toAuthFailure(new RefusedError('POST /index_api/login', 'Refusé'))).toEqual({
      code: 'server',
      message: 'Refusé',
    })
    expect(toAuthFailure(new ApiError(502, '<html>', 'POST /index_api/login'))).toEqual({
      code: 'connectionError',
    })
    expect(toAuthFailure(new TypeError('Failed to fetch'))).toEqual({ code: 'connectionError' })
    expect(toAuthFailure('nope')).toEqual({ code: 'connectionError' })
  })

  it('takes the login as nickname only when it is not an email', () => {
    expect(nicknameOf(' julie ')).toBe('julie')
    expect(nicknameOf('julie@example.fr')).toBeNull()
    expect(nicknameOf('  ')).toBeNull()
  })
})
