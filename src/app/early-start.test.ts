/**
 * The early start (issue 23): what it asks for as soon as the address is known is what the machines
 * then use, each call made once; nothing without a stored login.
 */

import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import {
  API_BASE,
  recordingHandler,
  type SeenRequest,
  startApiServer,
} from '../../tests/support/api/api-server'
import { defaultApiClient } from '../api/client'
import { clearEarly } from '../api/early'
import { clearStoredLogin, writeStoredLogin } from '../lib/stored-login'
import { loadActivities } from '../machines/activities/activities.actors'
import { loadContacts } from '../machines/contact-list/contact-list.actors'
import { loadConversation } from '../machines/conversation/conversation.actors'
import { fetchResults } from '../machines/search-results/search-results.actors'
import { criteriaOfQuery, parseSearchQuery } from '../machines/search-results/search-results.url'
import { fetchCurrentUser } from '../machines/session/session.actors'
import { loadProfiles } from '../machines/swipe-deck/swipe-deck.actors'
import { matchPage, startPage } from './early-start'

const server = startApiServer()

const answer = ({ path }: SeenRequest) => {
  if (path === '/index_api/user') return { connected: 1, result: { id: 7, pseudo: 'Zoé' } }
  if (path === '/index_api/match') return { result: { tab_profils: [{ id: 31, pseudo: 'Léa' }] } }
  if (path === '/ajax_api/load_contacts') return { contacts: [{ id: 12, pseudo: 'Marc' }] }
  if (path === '/ajax_api/load_messages') return { messages: [] }
  return { result: [] }
}

let seen: SeenRequest[]
const calls = (path: string, filter?: string) =>
  seen.filter((r) => r.path === path && (filter === undefined || r.query.get('filter') === filter)).length
const run = <T>(logic: Parameters<typeof createActor>[0], input: unknown) =>
  toPromise(createActor(logic, { input } as never).start()) as Promise<T>
/** Lets the early calls reach the server before the machines ask. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

beforeEach(() => {
  seen = []
  server.use(recordingHandler(seen, answer))
  writeStoredLogin({ user_id: '7', session_id: 's-1' })
})

afterEach(() => {
  clearStoredLogin()
  clearEarly()
  defaultApiClient.cache.clear()
})

describe('startPage', () => {
  it('looks the member up once: the session takes the early lookup', async () => {
    startPage('/app/account/settings', '')
    await settle()
    expect(calls('/index_api/user')).toBe(1)
    const user = await run<{ id: string }>(fetchCurrentUser, { userId: '7' })
    expect(user.id).toBe('7')
    expect(calls('/index_api/user')).toBe(1)
    // Taken once: a later lookup (a refresh) asks the server again.
    await run(fetchCurrentUser, { userId: '7' })
    expect(calls('/index_api/user')).toBe(2)
  })

  it('searches the address query once: the results machine reads the search on its way', async () => {
    const search = '?gender=2&page=3'
    await startPage('/app/search/result', search)
    const results = run(fetchResults, { criteria: criteriaOfQuery(parseSearchQuery(search)), kind: 'search' })
    await results
    expect(calls('/index_api/search')).toBe(1)
    expect(seen.find((r) => r.path === '/index_api/search')?.query.get('page')).toBe('3')
  })

  it('reads the conversation and its lists once, shared with the conversation and the list beside it', async () => {
    startPage('/app/chat/marc-12', '')
    await settle()
    await Promise.all([
      run(loadConversation, { contactId: '12', fresh: true }),
      run(loadContacts, { filter: 1, fresh: false }),
    ])
    expect(calls('/ajax_api/load_messages')).toBe(1)
    expect(calls('/ajax_api/load_contacts', '1')).toBe(1)
    expect(calls('/ajax_api/load_contacts', '2')).toBe(1)
  })

  it("reads the swipe deck's first page once: the deck takes it", async () => {
    startPage('/app/swipe', '')
    await settle()
    const deck = await run<{ profiles: { id: string }[] }>(loadProfiles, { page: 1, knownIds: [] })
    expect(deck.profiles.map((p) => p.id)).toEqual(['31'])
    expect(calls('/index_api/match')).toBe(1)
  })

  it("hands an early read's failure to the page's machine, which asks again only when retried", async () => {
    let failed = 0
    server.use(
      http.get(`${API_BASE}/ajax_api/getActivities`, () => {
        failed += 1
        return new HttpResponse('Erreur', { status: 500 })
      }),
    )
    startPage('/app', '')
    await settle()
    await expect(run(loadActivities, undefined)).rejects.toThrow()
    expect(failed).toBe(1)
    server.resetHandlers()
    server.use(recordingHandler(seen, answer))
    // The retry (the member's 'Réessayer') reads again.
    await run(loadActivities, undefined)
    expect(calls('/ajax_api/getActivities')).toBe(1)
  })

  it('asks nothing without a stored login (a visitor is sent to registration)', async () => {
    clearStoredLogin()
    startPage('/app/swipe', '')
    await settle()
    expect(seen).toEqual([])
  })
})

describe('matchPage', () => {
  it('finds the page pattern, with its parameters, as the router does', () => {
    expect(matchPage('/app')).toEqual({ path: '/app', params: {} })
    expect(matchPage('/app/chat/marc-12')).toEqual({
      path: '/app/chat/:chatSlug',
      params: { chatSlug: 'marc-12' },
    })
    expect(matchPage('/app/search/result')?.path).toBe('/app/search/result')
    expect(matchPage('/app/nowhere')).toBeNull()
  })
})
