/**
 * The page's first script (issue 38): run as app.html runs it, before the app, it asks for the member
 * lookup and the page's first reads; the app's early start (and so its machines) then asks for the
 * very same addresses and takes those answers instead of the network. Each call reaches the server
 * once, and every answer the script asked for is taken.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordingHandler, type SeenRequest, startApiServer } from '../../tests/support/api/api-server'
import { defaultApiClient } from '../api/client'
import { clearEarly } from '../api/early'
import { takeFirstCall } from '../api/first-calls-handover'
import { getProfile } from '../api/users'
import { clearStoredLogin, writeStoredLogin } from '../lib/stored-login'
import { startPage } from './early-start'
import { firstRequests, visitorFirstRequests } from './first-calls'

const server = startApiServer()

let seen: SeenRequest[]
const keyOf = (r: SeenRequest) => {
  const query = new URLSearchParams(r.query)
  query.delete('session_id')
  query.sort()
  return `${r.method} ${r.path}?${query}`
}
/** Lets the calls reach the server. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

/** Runs the first script as app.html does at `address`: a fresh evaluation, before the app. */
async function runFirstScript(address: string) {
  history.replaceState(null, '', address)
  vi.resetModules()
  await import('./first-calls-script')
  await settle()
}

beforeEach(() => {
  seen = []
  server.use(
    recordingHandler(seen, ({ path }) => {
      if (path === '/index_api/user') return { connected: 1, result: { id: 7, pseudo: 'Zoé' } }
      if (path === '/index_api/match') return { result: { tab_profils: [{ id: 31, pseudo: 'Léa' }] } }
      return { result: [] }
    }),
  )
  writeStoredLogin({ user_id: '7', session_id: 's-1' })
})

afterEach(() => {
  clearStoredLogin()
  clearEarly()
  defaultApiClient.cache.clear()
  globalThis.__FIRST_CALLS__ = undefined
  history.replaceState(null, '', '/')
})

describe('the first script', () => {
  const pages = [
    ['/app', ['GET /ajax_api/getActivities?']],
    ['/app/search/result?gender=2&page=3', ['GET /index_api/search?']],
    ['/app/chat', ['GET /ajax_api/load_contacts?filter=1']],
    [
      '/app/chat/marc-12',
      [
        'GET /ajax_api/load_contacts?filter=1',
        'GET /ajax_api/load_contacts?filter=2',
        'GET /ajax_api/load_messages?contact=12&contact_id=12',
      ],
    ],
    ['/app/swipe', ['GET /index_api/match?action=get_profile&page=1']],
    ['/app/users/lea-31', ['GET /index_api/user?id=31']],
    ['/app/account/settings', []],
  ] as const

  it.each(pages)('on %s asks for what the app then takes, each once', async (address, own) => {
    await runFirstScript(address)
    const lookup = 'GET /index_api/user?get_abo_infos=1&get_wall_news=1&id=7'
    const fromScript = seen.map(keyOf)
    // The lookup and the page's own reads (a search's query is longer: its start is enough here).
    expect(fromScript).toHaveLength(1 + own.length)
    for (const key of [lookup, ...own]) expect(fromScript.some((k) => k.startsWith(key))).toBe(true)
    const url = new URL(address, location.origin)
    await startPage(url.pathname, url.search)
    await settle()
    // The app made every call the script made, through its own client: nothing reached the server
    // a second time, and every answer was taken.
    expect(seen.map(keyOf).sort()).toEqual(fromScript.sort())
    expect([...(globalThis.__FIRST_CALLS__?.keys() ?? [])]).toEqual([])
  })

  it('asks for nothing without a stored login, or off the member pages', async () => {
    clearStoredLogin()
    await runFirstScript('/app/swipe')
    writeStoredLogin({ user_id: '7', session_id: 's-1' })
    await runFirstScript('/')
    expect(seen).toEqual([])
  })

  it("asks a visitor's shared profile link with no session, and the profile machine's read takes it", async () => {
    clearStoredLogin()
    await runFirstScript('/app/users/lea-31')
    expect(seen.map(keyOf)).toEqual(['GET /index_api/user?id=31'])
    expect(seen[0]?.query.has('session_id')).toBe(false)
    // The profile machine's read (profile.actors.ts), as a visitor's app makes it: no second call.
    await getProfile('31')
    await settle()
    expect(seen).toHaveLength(1)
    expect([...(globalThis.__FIRST_CALLS__?.keys() ?? [])]).toEqual([])
  })

  it('asks nothing for a visitor on a page that sends them to the register page, or on an open page with no first read', () => {
    for (const path of ['/app', '/app/swipe', '/app/chat/marc-12', '/app/register', '/app/page/cgu'])
      expect(visitorFirstRequests(path, ''), path).toEqual([])
    expect(visitorFirstRequests('/app/users/lea-31', '')).toEqual(
      firstRequests('/app/users/lea-31', '', '7').slice(1),
    )
  })

  it('sends the search of the address with the page and the size the results machine asks for', () => {
    const [, search] = firstRequests('/app/search/result', '?sex=2&page=3', '7')
    expect(search?.query).toMatchObject({ page: 3, pas: 12, sex: '2' })
  })
})

describe('takeFirstCall', () => {
  it('hands an answer over once, for its method and address only', async () => {
    const answer = Promise.resolve(new Response('{}'))
    globalThis.__FIRST_CALLS__ = new Map([['https://api.example/x?a=1', answer]])
    expect(takeFirstCall({ method: 'POST', url: 'https://api.example/x?a=1' })).toBeUndefined()
    expect(takeFirstCall({ method: 'GET', url: 'https://api.example/x?a=2' })).toBeUndefined()
    expect(takeFirstCall({ method: 'GET', url: 'https://api.example/x?a=1' })).toBe(answer)
    expect(takeFirstCall({ method: 'GET', url: 'https://api.example/x?a=1' })).toBeUndefined()
  })
})
