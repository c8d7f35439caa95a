/**
 * Fresh members for tests that change data: each call asks the mock server's control endpoint
 * (`/__mock/member`) for a new member with a complete profile and a live session, so two tests
 * running side by side never write to the same member.
 */
import type { APIRequestContext } from '@playwright/test'
import type { StoredLogin } from './auth'
import { E2E_BUILD_ENV, MOCK_URL } from './e2e-env'
import { apiLogin, mockControl } from './mock'

export interface MemberOptions {
  /** 1 man, 2 woman (woman by default). */
  sex?: 1 | 2
  /** Who they look for; the other sex by default. */
  lookingFor?: 1 | 2
  premium?: boolean
  /** Public photos (shipped portraits, the first is main); 1 by default. */
  publicPhotos?: number
  privatePhotos?: number
  /** Nickname prefix (letters, digits, '_' and '-'); a unique suffix is added. */
  prefix?: string
  age?: number
  /** A town of the seed ('Paris' by default). */
  city?: string
  /** The exact nickname, unchecked by the registration rules (XSS tests). */
  nickname?: string
  description?: string
}

export interface TestMember {
  id: string
  nickname: string
  email: string
  password: string
  /** Seed it with `seedStoredLogin(page, member.login)` to open the app as this member. */
  login: StoredLogin
}

export async function createMember(
  request: APIRequestContext,
  options: MemberOptions = {},
): Promise<TestMember> {
  const params: Record<string, string | number | boolean> = {}
  if (options.sex) params.sex = options.sex
  if (options.lookingFor) params.looking_for = options.lookingFor
  if (options.premium) params.premium = 1
  if (options.publicPhotos !== undefined) params.public_photos = options.publicPhotos
  if (options.privatePhotos !== undefined) params.private_photos = options.privatePhotos
  if (options.prefix) params.prefix = options.prefix
  if (options.age) params.age = options.age
  if (options.city) params.city = options.city
  if (options.nickname !== undefined) params.nickname = options.nickname
  if (options.description !== undefined) params.description = options.description
  const made = (await mockControl(request, 'member', params)) as {
    id: number
    pseudo: string
    email: string
    password: string
    session_id: string
  }
  return {
    id: String(made.id),
    nickname: made.pseudo,
    email: made.email,
    password: made.password,
    login: { user_id: String(made.id), session_id: made.session_id },
  }
}

/**
 * A member's own call to the API with their own session, as the app makes it: what another member
 * does (send a message, visit, vote, like, ask for an album) reaches the member under test the way
 * it does in production, through the server and its realtime push, not through a mock control.
 */
export async function callAs(
  request: APIRequestContext,
  member: TestMember,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number> = {},
): Promise<Record<string, unknown>> {
  const options = {
    headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
    params: { ...params, session_id: member.login.session_id },
  }
  const url = `${MOCK_URL}${path}`
  const response = method === 'GET' ? await request.get(url, options) : await request.post(url, options)
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok() || body.error === 1)
    throw new Error(
      `${member.nickname}: ${method} ${path}: HTTP ${response.status()} ${JSON.stringify(body)}`,
    )
  return body
}

/**
 * The seeded members' password (mock-server/seed/members.ts, MEMBER_PASSWORD; the mock server's
 * README lists it for developers who sign in as one of them).
 */
export const SEED_MEMBER_PASSWORD = 'motdepasse'

/**
 * Signs a member in through the API, as the login form does (`/index_api/login`, by nickname or
 * email): for a seeded member the test did not create, so they can act on their own session.
 */
export async function logInAs(
  request: APIRequestContext,
  who: { nickname: string; id: string },
  password = SEED_MEMBER_PASSWORD,
): Promise<TestMember> {
  const login = await apiLogin(request, who.nickname, password)
  if (login.user_id !== who.id) throw new Error(`${who.nickname}: signed in as member ${login.user_id}`)
  return { id: who.id, nickname: who.nickname, email: '', password, login }
}

/** `from` writes `text` to `to` (`/ajax_api/send_message`). */
export const sendMessageAs = (
  request: APIRequestContext,
  from: TestMember,
  to: { id: string },
  text: string,
) => callAs(request, from, 'GET', '/ajax_api/send_message', { dest: to.id, msg: text })

/** `from` asks `to` for their private album (a message with `id_extra=a0`). */
export const requestAlbumAs = (request: APIRequestContext, from: TestMember, to: { id: string }) =>
  callAs(request, from, 'GET', '/ajax_api/send_message', { dest: to.id, msg: '', id_extra: 'a0' })

/** `visitor` opens `visited`'s profile (`/index_api/user?id=`): the server records a visit. */
export const visitAs = (request: APIRequestContext, visitor: TestMember, visited: { id: string }) =>
  callAs(request, visitor, 'GET', '/index_api/user', { id: visited.id })

/** `voter` gives `owner`'s public photo `num` (1 by default) `stars` stars (sent doubled). */
export const voteAs = (
  request: APIRequestContext,
  voter: TestMember,
  owner: { id: string },
  stars: 1 | 2 | 3 | 4 | 5,
  num = 1,
) => callAs(request, voter, 'POST', '/ajax_api/gal_vote', { id: owner.id, num, score: stars * 2 })

/** Ends `member`'s session (`/index_api/logout`), as the app's logout does. */
export const logOutAs = (request: APIRequestContext, member: TestMember) =>
  callAs(request, member, 'POST', '/index_api/logout')

/** `from` likes `to` in the swipe deck (`/index_api/match`, `set_like`). */
export const likeAs = (request: APIRequestContext, from: TestMember, to: { id: string }) =>
  callAs(request, from, 'POST', '/index_api/match', { action: 'set_like', id_user: to.id })
