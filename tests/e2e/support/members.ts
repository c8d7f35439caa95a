/**
 * Fresh members for tests that change data: each call asks the mock server's control endpoint
 * (`/__mock/member`) for a new member with a complete profile and a live session, so two tests
 * running side by side never write to the same member.
 */
import type { APIRequestContext } from '@playwright/test'
import type { StoredLogin } from './auth'
import { mockControl } from './mock'

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
