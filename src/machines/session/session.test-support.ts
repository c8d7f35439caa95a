/** Stubs for the session machine's actors and storage actions, shared by its tests and stories. */
import { fromCallback, fromPromise } from 'xstate'
import type { LoginResult } from '../../api/models/auth'
import type { CurrentUser, FullProfile } from '../../api/models/profile'
import type { ReloginInput } from './session.relogin'

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '10001',
    nickname: 'Juliette75',
    email: 'juliette@demo.fr',
    city: 'Paris (75)',
    age: 34,
    gender: '2',
    searchFor: '1',
    isPremium: true,
    subscriptionCancelled: false,
    subscriptionStartDate: '2026-10-01',
    subscriptionEndDate: '2026-12-01',
    credits: 42,
    favoriteIds: [],
    connected: true,
    avatar: null,
    wallNews: 3,
    profile: {} as FullProfile,
    ...overrides,
  }
}

export const stubActors = (impl: {
  fetchCurrentUser?: (input: { userId: string }) => Promise<CurrentUser>
  reloginWithToken?: (input: {
    userId: string
    nickname: string | null
    token: string
  }) => Promise<LoginResult>
  logoutOnServer?: (input: { sessionId: string | null }) => Promise<void>
}) => ({
  fetchCurrentUser: fromPromise<CurrentUser, { userId: string }>(({ input }) =>
    (impl.fetchCurrentUser ?? (async () => makeUser()))(input),
  ),
  reloginWithToken: fromPromise<LoginResult, ReloginInput>(({ input }) =>
    (impl.reloginWithToken ?? (async () => ({ userId: input.userId, sessionId: 'renewed' })))(input),
  ),
  logoutOnServer: fromPromise<void, { sessionId: string | null }>(({ input }) =>
    (impl.logoutOnServer ?? (async () => {}))(input),
  ),
  watchOtherTabs: fromCallback(() => () => {}),
})
