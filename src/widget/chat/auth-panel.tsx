/**
 * A visitor's way in, inside the panel: the fast registration form (first, since most visitors
 * come from a partner's page) or the login form, the app's own views over the app's own machines.
 * Either one signing in hands the session to the widget's session machine.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { LoginResult } from '../../api/models/auth'
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form'
import { LoginForm } from '../../features/auth/login-form'
import { RegisterFormView } from '../../features/onboarding/register-form-view'
import { SessionContext } from '../../features/session/session-context'
import { loginMachine } from '../../machines/login/login.machine'
import { selectView } from '../../machines/login/login.selectors'
import { registrationMachine } from '../../machines/registration/registration.machine'
import { Router } from '../lib/wouter-lite'
import { selectMemberName } from '../machine/widget.selectors'
import { useShell, type WidgetShellRef } from '../shell-context'

type View = 'register' | 'login'

export function AuthPanel({ shell }: { shell: WidgetShellRef }) {
  const { t } = useTranslation('widget')
  const session = SessionContext.useActorRef()
  const memberName = useSelector(shell, selectMemberName)
  const [view, setView] = useState<View>('register')
  const signedIn = (result: LoginResult, nickname: string | null) =>
    session.send({ type: 'session.signedIn', result, nickname: nickname ?? undefined })

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>
        {memberName ? t('auth.introMember', { nickname: memberName }) : t('auth.intro')}
      </p>
      <fieldset className={styles.switch}>
        <legend className={styles.srOnly}>{t('auth.viewsLabel')}</legend>
        {(['register', 'login'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            className={styles.switchButton}
            onClick={() => setView(name)}
          >
            {t(`auth.${name}`)}
          </button>
        ))}
      </fieldset>
      {view === 'register' ? (
        <Registration onSignedIn={signedIn} />
      ) : (
        <Login onSignedIn={signedIn} onRegisterRequested={() => setView('register')} />
      )}
    </div>
  )
}

function Registration({
  onSignedIn,
}: {
  onSignedIn: (result: LoginResult, nickname: string | null) => void
}) {
  const { siteUrl } = useShell()
  const actorRef = useActorRef(registrationMachine)
  useEffect(() => {
    const subscription = actorRef.on('signedIn', (event) => onSignedIn(event.result, event.nickname))
    return () => subscription.unsubscribe()
  }, [actorRef, onSignedIn])
  // No 'Déjà membre ? Se connecter' under the button: the switch above the form says the same, and
  // the line pushed 'Créer mon compte' below a 360x640 phone's screen (issue 39).
  return <RegisterFormView actorRef={actorRef} termsHref={`${siteUrl}/app/page/cgu`} />
}

function Login({
  onSignedIn,
  onRegisterRequested,
}: {
  onSignedIn: (result: LoginResult, nickname: string | null) => void
  onRegisterRequested: () => void
}) {
  const actorRef = useActorRef(loginMachine)
  const view = useSelector(actorRef, selectView)
  useEffect(() => {
    const subscription = actorRef.on('signedIn', (event) => onSignedIn(event.result, event.nickname))
    return () => subscription.unsubscribe()
  }, [actorRef, onSignedIn])
  // The login form links to the app's registration page: inside the widget that link switches to
  // the registration form instead of leaving the partner's page.
  const location = (): [string, (to: string) => void] => [
    '/',
    (to) => {
      if (to.endsWith('/register')) onRegisterRequested()
    },
  ]
  return (
    <Router hook={location}>
      {view === 'login' ? <LoginForm actorRef={actorRef} /> : <ForgotPasswordForm actorRef={actorRef} />}
    </Router>
  )
}

const styles = {
  // Tighter than the app's page (gap 3, py 3, the form's fields 4 apart, not 5), so the whole sign-up,
  // its button included, fits a 360x640 phone's panel without scrolling (widget.spec.ts).
  panel: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    px: '4',
    py: '3',
    '& form': { gap: '4' },
  }),
  intro: css({ fontWeight: 'semibold' }),
  srOnly: css({ srOnly: true }),
  switch: css({
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: '1',
    p: '1',
    borderRadius: 'pill',
    bg: 'bg.subtle',
  }),
  switchButton: css({
    py: '2',
    borderRadius: 'pill',
    fontWeight: 'semibold',
    fontSize: 'sm',
    color: 'fg.muted',
    cursor: 'pointer',
    '&[aria-pressed=true]': { bg: 'bg.surface', color: 'fg.default', boxShadow: 'card' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
}
