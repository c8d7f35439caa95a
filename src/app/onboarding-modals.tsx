/**
 * The dialogs that belong to the whole app rather than one page: login (modal `login`) and complete
 * profile (modal `completeProfile`), wired to the session and the modal router. The complete-profile
 * dialog opens by itself while the member's profile is incomplete (spec section 4).
 */
import { useSelector } from '@xstate/react'
import { Suspense, useCallback, useEffect, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { LoginResult } from '../api/models/auth'
import type { CurrentUser } from '../api/models/profile'
import { OnDemandBoundary } from '../features/layout/on-demand-boundary'
import { useIsModalOpen, useModalRouter } from '../features/modals/modal-router-context'
import { SessionContext } from '../features/session/session-context'
import { safeRedirect } from '../lib/redirect'
import { retryableLazy } from '../lib/retryable-lazy'
import { selectVisibleModal } from '../machines/modal-router/modal-router.selectors'
import { selectCurrentUser, selectNeedsProfileCompletion } from '../machines/session/session.selectors'

/**
 * What happens once a member signs in (login dialog, register page): the session takes the login,
 * then the member goes to the page they asked for (`redirect`, safe paths under /app only), or into
 * the app when they signed in from the landing or registration page; anywhere else they stay.
 */
export function useSignedIn(): (result: LoginResult, nickname: string | null) => void {
  const session = SessionContext.useActorRef()
  const [location, navigate] = useLocation()
  const search = useSearch()
  return useCallback(
    (result, nickname) => {
      session.send({ type: 'session.signedIn', result, ...(nickname ? { nickname } : {}) })
      const redirect = new URLSearchParams(search).get('redirect')
      if (redirect !== null) navigate(safeRedirect(redirect), { replace: true })
      else if (location === '/' || location === '/app/register') navigate('/app', { replace: true })
    },
    [session, location, search, navigate],
  )
}

// The dialogs and their machines load the first time they open: most visits open neither, and the
// first route's JavaScript budget (140 KB gzip) has no room for them.
const LoginDialog = retryableLazy(() =>
  import('../features/auth/login-dialog').then((m) => ({ default: m.LoginDialog })),
)
const CompleteProfileDialog = retryableLazy(() =>
  import('../features/onboarding/complete-profile-dialog').then((m) => ({
    default: ({
      user,
      ...props
    }: {
      user: CurrentUser | null
      open: boolean
      onClose(): void
      onCompleted(): void
    }) => (
      <m.CompleteProfileDialog {...props} {...(user ? { initial: m.completeProfileInputFrom(user) } : {})} />
    ),
  })),
)

/** True from the first time `value` is true (a dialog's module stays once loaded). */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value)
  if (value && !latched) setLatched(true)
  return latched || value
}

export function OnboardingModals() {
  const session = SessionContext.useActorRef()
  const user = SessionContext.useSelector(selectCurrentUser)
  const needsCompletion = SessionContext.useSelector(selectNeedsProfileCompletion)
  const modals = useModalRouter()
  const visibleModal = useSelector(modals.actorRef, selectVisibleModal)
  const completeProfileOpen = useIsModalOpen('completeProfile')
  const loginOpen = useIsModalOpen('login')
  const loginEverOpen = useLatch(loginOpen)
  const completeProfileEverOpen = useLatch(completeProfileOpen)
  const [location] = useLocation()
  const onSignedIn = useSignedIn()

  // Opens on arrival and on each new page while the profile is incomplete, unless another dialog is
  // open; closing it lets the member look around this page first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when the page changes
  useEffect(() => {
    if (needsCompletion && visibleModal === null) modals.open('completeProfile')
  }, [needsCompletion, location])

  return (
    <OnDemandBoundary open={loginOpen || completeProfileOpen} onDismiss={() => modals.close()}>
      <Suspense fallback={null}>
        {loginEverOpen && <LoginDialog onSignedIn={onSignedIn} />}
        {completeProfileEverOpen && (
          <CompleteProfileDialog
            user={user}
            open={completeProfileOpen}
            onClose={() => modals.close('completeProfile')}
            onCompleted={() => {
              session.send({ type: 'session.refresh' })
              modals.complete('completeProfile')
            }}
          />
        )}
      </Suspense>
    </OnDemandBoundary>
  )
}
