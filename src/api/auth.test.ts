import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { API_BASE, startApiServer, testClient } from '../../tests/support/api/api-server'
import { login, logout, readLoginResponse, subscribeFast } from './auth'
import { isLoginError, LoginError, RefusedError } from './errors'

const server = startApiServer()

const answerLogin = (body: Record<string, unknown>) =>
  server.use(http.post(`${API_BASE}/index_api/login`, () => HttpResponse.json(body)))

describe('login', () => {
  it('returns the session, with the token when remembered', async () => {
    answerLogin({ error: 0, user_id: 7, session_id: 'abc', token_login: 'tok' })
    const { client } = testClient()

    await expect(login({ login: 'zoe', pass: 'pw', rememberme: true }, client)).resolves.toEqual({
      userId: '7',
      sessionId: 'abc',
      tokenLogin: 'tok',
    })
  })

  it('fails with LoginError carrying error_label when answered error=1 with HTTP 200', async () => {
    answerLogin({ error: 1, error_label: 'Identifiants incorrects' })
    const { client } = testClient()

    const error = await login({ login: 'zoe', pass: 'bad' }, client).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(LoginError)
    expect(isLoginError(error)).toBe(true)
    expect((error as LoginError).errorLabel).toBe('Identifiants incorrects')
    expect((error as LoginError).endpoint).toBe('POST /index_api/login')
  })

  it('fails when the answer holds no session, carrying the message if any', () => {
    expect(() => readLoginResponse('POST /index_api/login', { error: '0' })).toThrow(LoginError)
    expect(() =>
      readLoginResponse('POST /index_api/login', { user_id: 3, message: 'Compte suspendu' }),
    ).toThrow('Compte suspendu')
  })

  it('empties the cache: what was cached belonged to the previous member', async () => {
    answerLogin({ user_id: 7, session_id: 'abc' })
    const { client } = testClient()
    await client.cache.read('k', { kind: 'wall' }, async () => 'old')

    await login({ login: 'zoe', pass: 'pw' }, client)

    expect(client.cache.size).toBe(0)
  })
})

describe('logout', () => {
  it('empties the cache first, even when the server call then fails', async () => {
    server.use(http.post(`${API_BASE}/index_api/logout`, () => HttpResponse.text('down', { status: 502 })))
    const { client } = testClient()
    await client.cache.read('k', { kind: 'user' }, async () => 'me')

    await expect(logout('s', client)).rejects.toMatchObject({ status: 502, bodyText: 'down' })
    expect(client.cache.size).toBe(0)
  })
})

describe('subscribeFast', () => {
  it('returns the new session when the server signs the member in', async () => {
    server.use(
      http.post(`${API_BASE}/index_api/subscribe`, () =>
        HttpResponse.json({ user_id: '9', session_id: 'new' }),
      ),
    )
    const { client } = testClient()
    await expect(subscribeFast({ mail: 'a@b.fr', pass: 'pw', login: 'Nick' }, client)).resolves.toEqual({
      userId: '9',
      sessionId: 'new',
    })
  })

  it('returns null when the server only says it worked', async () => {
    server.use(http.post(`${API_BASE}/index_api/subscribe`, () => HttpResponse.text('')))
    const { client } = testClient()
    await expect(subscribeFast({ mail: 'a@b.fr', pass: 'pw', login: 'Nick' }, client)).resolves.toBeNull()
  })

  it('fails with the server label when refused', async () => {
    server.use(
      http.post(`${API_BASE}/index_api/subscribe`, () =>
        HttpResponse.json({ error: 1, error_label: 'Email déjà utilisé' }),
      ),
    )
    const { client } = testClient()
    const error = await subscribeFast({ mail: 'a@b.fr', pass: 'pw', login: 'Nick' }, client).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RefusedError)
    expect((error as RefusedError).serverMessage).toBe('Email déjà utilisé')
  })
})
