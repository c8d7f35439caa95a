/**
 * Shared by the account, premium and support stories: an app around each story (a memory router,
 * the modal router bound to it, a frozen session whose member is `parameters.member`: premium, free
 * or cancelled), and a line recording what a machine emitted.
 */
import type { Decorator } from '@storybook/react-vite'
import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { Router } from 'wouter'
import { type AnyActorRef, createActor } from 'xstate'
import type { CurrentUser } from '../../src/api/models/profile'
import { ModalRouterProvider } from '../../src/features/modals/modal-router-provider'
import { type SessionRef, SessionRefProvider } from '../../src/features/session/session-context'
import { sessionMachine } from '../../src/machines/session/session.machine'
import { makeUser } from '../../src/machines/session/session.test-support'
import type { SessionContext } from '../../src/machines/session/session.types'
import { snapshotOf } from '../support/machine-story'
import { CurrentUrl, createMemoryHistory } from '../support/memory-router'

export type StoryMember = 'premium' | 'free' | 'cancelled'

export const STORY_MEMBERS: Record<StoryMember, CurrentUser> = {
  premium: makeUser(),
  free: makeUser({
    nickname: 'Thomas_69',
    email: 'thomas@demo.fr',
    isPremium: false,
    subscriptionStartDate: null,
    subscriptionEndDate: null,
    credits: 0,
  }),
  cancelled: makeUser({
    nickname: 'Nathalie33',
    email: 'nathalie@demo.fr',
    subscriptionCancelled: true,
    subscriptionStartDate: '2026-09-12',
    subscriptionEndDate: '2026-12-11',
    credits: 8,
  }),
}

export function frozenSession(user: CurrentUser): SessionRef {
  const context: SessionContext = {
    login: { user_id: user.id, session_id: 'story-session' },
    user,
    nickname: user.nickname,
    error: null,
    failedLookups: 0,
    closingSessionId: null,
  }
  // Never started: events the views send (session.refresh) are dropped.
  return createActor(sessionMachine, {
    snapshot: snapshotOf(sessionMachine, { value: { member: 'idle' }, context }),
    // Restored from the snapshot: the input is never read.
    input: { storedLogin: null },
  })
}

function StoryApp({ path, member, children }: { path: string; member: StoryMember; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(path))
  const [session] = useState(() => frozenSession(STORY_MEMBERS[member]))
  return (
    <Router hook={history.hook} searchHook={history.searchHook}>
      <SessionRefProvider actorRef={session}>
        <ModalRouterProvider back={history.back}>
          {/* The dialogs wait for the router's actor, a lazy chunk (modal-router-provider.tsx). */}
          <Suspense fallback={null}>{children}</Suspense>
          <CurrentUrl />
        </ModalRouterProvider>
      </SessionRefProvider>
    </Router>
  )
}

/** Every story runs on a memory URL (`parameters.path`, '/app' by default) as `parameters.member`. */
export const withStoryApp: Decorator = (Story, { parameters }) => (
  <StoryApp
    path={typeof parameters.path === 'string' ? parameters.path : '/app'}
    member={(parameters.member as StoryMember | undefined) ?? 'premium'}
  >
    <Story />
  </StoryApp>
)

/** Shows the events `actorRef` emitted, in order ('(none)' before the first). */
export function EmittedLog({ actorRef }: { actorRef: AnyActorRef }) {
  const [events, setEvents] = useState<string[]>([])
  useEffect(() => {
    const subscription = actorRef.on('*', (event) => setEvents((list) => [...list, event.type]))
    return () => subscription.unsubscribe()
  }, [actorRef])
  return <p data-testid="emitted">Emitted: {events.length ? events.join(', ') : '(none)'}</p>
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
