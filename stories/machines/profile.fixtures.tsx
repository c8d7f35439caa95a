/**
 * Shared by the profile, gallery, report, vote, ranking and album stories: drawn photos (inline SVG,
 * no network) for the machines' fixtures, and an app around each story: a memory router, the modal
 * router bound to it, and a frozen session (a member, or a visitor with `parameters.viewer`).
 */
import type { Decorator } from '@storybook/react-vite'
import { type ReactNode, Suspense, useState } from 'react'
import { Router } from 'wouter'
import { type ActorOptions, createActor } from 'xstate'
import { ModalRouterProvider } from '../../src/features/modals/modal-router-provider'
import { type SessionRef, SessionRefProvider } from '../../src/features/session/session-context'
import { setFixturePhotoUrl } from '../../src/machines/profile/profile.test-support'
import { sessionMachine } from '../../src/machines/session/session.machine'
import { makeUser } from '../../src/machines/session/session.test-support'
import type { SessionContext } from '../../src/machines/session/session.types'
import { snapshotOf } from '../support/machine-story'
import { CurrentUrl, createMemoryHistory } from '../support/memory-router'

/** A portrait drawn as SVG, one hue per photo number. */
export function drawnPhoto(n: number): string {
  const hue = (n * 53) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect width="300" height="300" fill="hsl(${hue},55%,72%)"/><circle cx="150" cy="120" r="60" fill="hsl(${hue},35%,45%)"/><ellipse cx="150" cy="290" rx="110" ry="90" fill="hsl(${hue},35%,45%)"/><text x="16" y="36" font-family="Arial" font-size="26" fill="#fff">${n}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

setFixturePhotoUrl((n) => drawnPhoto(n))

/** The signed-in member of the stories (id 10001). */
export const VIEWER_ID = '10001'

export type StoryViewer = 'member' | 'visitor' | 'free'

function frozenSession(viewer: StoryViewer): SessionRef {
  const login = { user_id: VIEWER_ID, session_id: 'story-session' }
  const context: SessionContext =
    viewer === 'visitor'
      ? { login: null, user: null, nickname: null, error: null, failedLookups: 0, closingSessionId: null }
      : {
          login,
          user: makeUser({ isPremium: viewer === 'member', searchFor: '2' }),
          nickname: 'Juliette75',
          error: null,
          failedLookups: 0,
          closingSessionId: null,
        }
  const value = viewer === 'visitor' ? 'visitor' : { member: 'idle' as const }
  // Never started: a frozen session, nothing invoked.
  return createActor(sessionMachine, {
    snapshot: snapshotOf(sessionMachine, { value, context }),
    // Restored, never started: the machine's input is not read.
  } as ActorOptions<typeof sessionMachine> as never)
}

/** A memory router (links never leave the story), the modal router on it, and a frozen session. */
export function StoryApp({
  path,
  viewer,
  children,
}: {
  path: string
  viewer: StoryViewer
  children: ReactNode
}) {
  const [history] = useState(() => createMemoryHistory(path))
  const [session] = useState(() => frozenSession(viewer))
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

/** `parameters.path` ('/app' by default) and `parameters.viewer` ('member' by default). */
export const withStoryApp: Decorator = (Story, { parameters }) => (
  <StoryApp
    path={typeof parameters.path === 'string' ? parameters.path : '/app'}
    viewer={(parameters.viewer as StoryViewer | undefined) ?? 'member'}
  >
    <Story />
  </StoryApp>
)

/** Resolves after `ms` (stubbed calls take a moment, so busy states can be seen). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
