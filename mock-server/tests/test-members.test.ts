/**
 * `/__mock/member`: a fresh, complete, signed-in member per call, so end-to-end tests that change data
 * never share one.
 */
import { describe, expect, it } from 'vitest'
import { login } from '../../src/api/auth'
import { isProfileComplete } from '../../src/api/normalize/profile'
import { getCurrentUser } from '../../src/api/users'
import { writeStoredLogin } from '../../src/lib/stored-login'
import { client, MOCK_BASE, setUpContractServer } from './contract-support'

setUpContractServer()

const makeMember = async (query: string) =>
  (await (await fetch(`${MOCK_BASE}/__mock/member?${query}`, { method: 'POST' })).json()) as {
    id: number
    pseudo: string
    email: string
    password: string
    session_id: string
  }

describe('the /__mock/member control action', () => {
  it('makes a premium man with public and private photos, signed in, with a complete profile', async () => {
    const made = await makeMember('sex=1&premium=1&public_photos=2&private_photos=1&prefix=Paul')
    expect(made.pseudo).toMatch(/^Paul_\d+$/)
    writeStoredLogin({ user_id: String(made.id), session_id: made.session_id })
    client.cache.clear()
    const user = await getCurrentUser(String(made.id))
    expect(user.nickname).toBe(made.pseudo)
    expect(user.isPremium).toBe(true)
    expect(isProfileComplete(user)).toBe(true)
    expect(user.avatar).not.toBeNull()
    expect(user.profile.publicAlbum).toHaveLength(2)
    expect(user.profile.privateAlbum).toHaveLength(1)
    const again = await login({ login: made.email, pass: made.password })
    expect(again.userId).toBe(String(made.id))
  })

  it('never gives two calls the same member', async () => {
    const [a, b] = await Promise.all([makeMember(''), makeMember('')])
    expect(a.id).not.toBe(b.id)
    expect(a.pseudo).not.toBe(b.pseudo)
    expect(a.email).not.toBe(b.email)
  })
})
