import { afterEach, describe, expect, it } from 'vitest'
import { clearStoredLogin, readStoredLogin, setLoginStorage, writeStoredLogin } from '../lib/stored-login'
import { createMemoryStorage } from './memory-storage'

describe('the widget keeps the login in memory', () => {
  afterEach(() => {
    setLoginStorage(null)
    localStorage.clear()
  })

  it('writes, reads and clears the login without touching localStorage', () => {
    setLoginStorage(createMemoryStorage())
    writeStoredLogin({ user_id: '7', session_id: 's-7' })
    expect(readStoredLogin()).toEqual({ user_id: '7', session_id: 's-7' })
    expect(localStorage.length).toBe(0)
    clearStoredLogin()
    expect(readStoredLogin()).toBeNull()
  })

  it('ignores a login the page itself stored under the same key', () => {
    localStorage.setItem('auth', JSON.stringify({ user_id: '1', session_id: 'page' }))
    setLoginStorage(createMemoryStorage())
    expect(readStoredLogin()).toBeNull()
    setLoginStorage(null)
    expect(readStoredLogin()).toEqual({ user_id: '1', session_id: 'page' })
  })
})
