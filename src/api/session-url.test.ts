import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasSessionId, withSessionId } from './session-url'

describe('withSessionId', () => {
  it('appends the session id as a query parameter', () => {
    expect(withSessionId('/index_api/wall', 'abc')).toBe('/index_api/wall?session_id=abc')
    expect(withSessionId('/ajax_api/load_contacts?filter=1', 'abc')).toBe(
      '/ajax_api/load_contacts?filter=1&session_id=abc',
    )
    expect(withSessionId('/x?', 'abc')).toBe('/x?session_id=abc')
  })

  it('keeps a fragment last and encodes the id', () => {
    expect(withSessionId('/x?a=1#top', 'a b&c')).toBe('/x?a=1&session_id=a%20b%26c#top')
  })

  it('leaves the address alone without a session id', () => {
    expect(withSessionId('/index_api/wall', null)).toBe('/index_api/wall')
    expect(withSessionId('/index_api/wall', '')).toBe('/index_api/wall')
  })

  it('never adds a second one, whether in the query or the path', () => {
    expect(withSessionId('/index_api/user?id=3&session_id=old', 'new')).toBe(
      '/index_api/user?id=3&session_id=old',
    )
    expect(withSessionId('/index_api/user/session_id/old', 'new')).toBe('/index_api/user/session_id/old')
  })

  it('always yields exactly one session_id', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.string({ minLength: 1 }), (path, query, id) => {
        const url = withSessionId(`${path}?${query}`, id)
        expect(hasSessionId(url)).toBe(true)
        const search = new URLSearchParams(url.slice(url.indexOf('?') + 1))
        if (!path.includes('session_id')) expect(search.getAll('session_id')).toHaveLength(1)
      }),
    )
  })
})
