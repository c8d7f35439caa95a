/**
 * The session's first snapshot, as its selectors read it, made without the machine: the shell (the
 * header, the route guard) paints from it while the machine's chunk, with XState, is on its way
 * (src/app/session-provider.tsx), so the first route does not carry XState. It says what the
 * machine's first snapshot says for the same stored login (session.starting.test.ts compares every
 * selector): with a stored login the member is being looked up (`loadingUser`, pending), without
 * one a visitor.
 */
import type { SnapshotFrom } from 'xstate'
import type { StoredLogin } from '../../lib/stored-login'
import type { sessionMachine } from './session.machine'
import type { SessionContext } from './session.types'

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

export function startingSessionSnapshot(storedLogin: StoredLogin | null): SessionSnapshot {
  const value = storedLogin ? 'loadingUser' : 'visitor'
  const tags = new Set<string>(storedLogin ? ['pending'] : [])
  const context: SessionContext = {
    login: storedLogin,
    user: null,
    nickname: null,
    error: null,
    failedLookups: 0,
    closingSessionId: null,
  }
  // Only what the selectors read: a snapshot's value, context, tags, `matches` and `hasTag`.
  return {
    status: 'active',
    value,
    context,
    tags,
    children: {},
    matches: (state: unknown) => state === value,
    hasTag: (tag: string) => tags.has(tag),
    can: () => false,
  } as unknown as SessionSnapshot
}
