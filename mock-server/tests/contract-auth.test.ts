/**
 * Contract: signing in and out through the real client (spec section 7 rows login, logout,
 * subscribe; ours forgot_password) against the mock's handlers.
 */
import { describe, expect, it } from 'vitest'
import { forgotPassword, login, loginWithToken, logout, subscribeFast } from '../../src/api/auth'
import { LoginError, RefusedError, SessionExpiredError } from '../../src/api/errors'
import { isProfileComplete } from '../../src/api/normalize/profile'
import { getCurrentUser } from '../../src/api/users'
import { writeStoredLogin } from '../../src/lib/stored-login'
import { DEMO, DEMO_PASSWORD } from '../node'
import { client, setUpContractServer, signIn } from './contract-support'

setUpContractServer()

describe('POST /index_api/login', () => {
  it('signs in with the email or the nickname and answers user_id and session_id', async () => {
    const byEmail = await login({ login: DEMO.premium.email, pass: DEMO_PASSWORD })
    expect(byEmail.userId).toBe(String(DEMO.premium.id))
    expect(byEmail.sessionId).toMatch(/^[0-9a-f]{32}$/)
    expect(byEmail.tokenLogin).toBeUndefined()
    const byNick = await login({ login: DEMO.premium.pseudo, pass: DEMO_PASSWORD })
    expect(byNick.userId).toBe(String(DEMO.premium.id))
  })

  it('refuses a wrong password with error=1 and a French error_label (HTTP 200)', async () => {
    const error = await login({ login: DEMO.premium.email, pass: 'nope' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LoginError)
    expect((error as LoginError).errorLabel).toBe('Identifiant ou mot de passe incorrect.')
  })

  it('answers a token_login with rememberme, and the token signs in again (TOK_ + nickname)', async () => {
    const first = await login({ login: DEMO.premium.email, pass: DEMO_PASSWORD, rememberme: true })
    expect(first.tokenLogin).toMatch(/^[0-9a-f]{40}$/)
    const again = await loginWithToken({ nickname: DEMO.premium.pseudo, token: first.tokenLogin! })
    expect(again.userId).toBe(String(DEMO.premium.id))
    expect(again.sessionId).not.toBe(first.sessionId)
    const bad = await loginWithToken({ nickname: DEMO.premium.pseudo, token: 'forged' }).catch(
      (e: unknown) => e,
    )
    expect(bad).toBeInstanceOf(LoginError)
  })
})

describe('POST /index_api/logout', () => {
  it('ends the session: the lookup then says connected 0', async () => {
    const { sessionId, userId } = await signIn()
    await logout(sessionId)
    client.cache.clear()
    await expect(getCurrentUser(userId)).rejects.toBeInstanceOf(SessionExpiredError)
  })
})

describe('POST /index_api/subscribe?fast-part=1', () => {
  it('creates a member with an incomplete profile and signs them in', async () => {
    const result = await subscribeFast({
      mail: 'nouvelle@exemple.fr',
      pass: 'secret123',
      login: 'Nouvelle_Recrue',
    })
    expect(result).not.toBeNull()
    writeStoredLogin({ user_id: result!.userId, session_id: result!.sessionId })
    const me = await getCurrentUser(result!.userId)
    expect(me.nickname).toBe('Nouvelle_Recrue')
    expect(me.email).toBe('nouvelle@exemple.fr')
    expect(me.isPremium).toBe(false)
    expect(isProfileComplete(me)).toBe(false)
  })

  it('refuses a taken email or nickname, and a bad email, with a French error_label', async () => {
    const taken = await subscribeFast({
      mail: DEMO.free.email,
      pass: 'secret123',
      login: 'Autre_Pseudo',
    }).catch((e: unknown) => e)
    expect(taken).toBeInstanceOf(RefusedError)
    expect((taken as RefusedError).serverMessage).toBe('Cette adresse email est déjà utilisée.')
    const nick = await subscribeFast({
      mail: 'libre@exemple.fr',
      pass: 'secret123',
      login: DEMO.free.pseudo,
    }).catch((e: unknown) => e)
    expect((nick as RefusedError).serverMessage).toBe('Ce pseudo est déjà pris.')
    const email = await subscribeFast({ mail: 'pas-un-email', pass: 'secret123', login: 'Quelquun' }).catch(
      (e: unknown) => e,
    )
    expect((email as RefusedError).serverMessage).toBe("L'adresse email n'est pas valide.")
  })
})

describe('POST /index_api/forgot_password (ours)', () => {
  it('accepts an address and refuses a blank one', async () => {
    await expect(forgotPassword('juliette@demo.fr')).resolves.toBeUndefined()
    const blank = await forgotPassword('  ').catch((e: unknown) => e)
    expect((blank as RefusedError).serverMessage).toBe("L'email est requis")
  })
})
