import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearStoredLogin,
  hasStoredLogin,
  readStoredLogin,
  STORED_LOGIN_KEY,
  writeStoredLogin,
} from './stored-login'

describe('stored login', () => {
  beforeEach(() => localStorage.clear())

  it('round-trips user_id, session_id and token_login', () => {
    writeStoredLogin({ user_id: '42', session_id: 's-1', token_login: 't-9' })
    expect(readStoredLogin()).toEqual({ user_id: '42', session_id: 's-1', token_login: 't-9' })
    expect(hasStoredLogin()).toBe(true)
  })
  it('reads a numeric user_id as a string and drops an empty token', () => {
    localStorage.setItem(STORED_LOGIN_KEY, JSON.stringify({ user_id: 7, session_id: 'abc', token_login: '' }))
    expect(readStoredLogin()).toEqual({ user_id: '7', session_id: 'abc' })
  })
  it.each(['not json', '{}', '{"user_id":"1"}', '{"user_id":"1","session_id":""}', 'null', '[]'])(
    'reads a corrupt entry %j as none',
    (raw) => {
      localStorage.setItem(STORED_LOGIN_KEY, raw)
      expect(readStoredLogin()).toBeNull()
    },
  )
  it('clears the entry', () => {
    writeStoredLogin({ user_id: '1', session_id: 's' })
    clearStoredLogin()
    expect(localStorage.getItem(STORED_LOGIN_KEY)).toBeNull()
    expect(hasStoredLogin()).toBe(false)
  })
})
