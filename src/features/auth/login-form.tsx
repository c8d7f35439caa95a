/** The login view: login (email or nickname), password, "remember me", and the ways out. */
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { Switch } from '../../components/ui/switch'
import type { LoginActorRef } from '../../machines/login/login.machine'
import {
  selectIsSigningIn,
  selectLogin,
  selectLoginError,
  selectLoginFailure,
  selectPassword,
  selectPasswordError,
  selectRememberMe,
} from '../../machines/login/login.selectors'
import { AuthFailureMessage } from './auth-failure-message'
import { authActions, authForm, textLink } from './auth-styles'

export function LoginForm({ actorRef }: { actorRef: LoginActorRef }) {
  const { t } = useTranslation('auth')
  const login = useSelector(actorRef, selectLogin)
  const password = useSelector(actorRef, selectPassword)
  const rememberMe = useSelector(actorRef, selectRememberMe)
  const loginError = useSelector(actorRef, selectLoginError)
  const passwordError = useSelector(actorRef, selectPasswordError)
  const failure = useSelector(actorRef, selectLoginFailure)
  const signingIn = useSelector(actorRef, selectIsSigningIn)

  // Coming back from the forgot-password view, focus would otherwise be lost with the button pressed.
  const loginInput = useRef<HTMLInputElement>(null)
  useEffect(() => loginInput.current?.focus(), [])

  return (
    <form
      noValidate
      className={authForm}
      onSubmit={(event) => {
        event.preventDefault()
        actorRef.send({ type: 'login.submit' })
      }}
    >
      {failure ? <AuthFailureMessage failure={failure} /> : null}
      <TextField
        ref={loginInput}
        label={t('login.loginLabel')}
        name="login"
        autoComplete="username"
        required
        readOnly={signingIn}
        value={login}
        onChange={(event) =>
          actorRef.send({ type: 'field.change', field: 'login', value: event.target.value })
        }
        error={loginError ? <span role="alert">{t(`errors.${loginError}`)}</span> : null}
      />
      <TextField
        label={t('login.passwordLabel')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        readOnly={signingIn}
        value={password}
        onChange={(event) =>
          actorRef.send({ type: 'field.change', field: 'password', value: event.target.value })
        }
        error={passwordError ? <span role="alert">{t(`errors.${passwordError}`)}</span> : null}
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between' })}>
        <Switch
          label={t('login.rememberMe')}
          name="rememberme"
          checked={rememberMe}
          readOnly={signingIn}
          onCheckedChange={(details) =>
            actorRef.send({ type: 'rememberMe.change', checked: details.checked })
          }
        />
        <button
          type="button"
          className={textLink}
          disabled={signingIn}
          onClick={() => actorRef.send({ type: 'forgotPassword.show' })}
        >
          {t('login.forgotPassword')}
        </button>
      </div>
      <div className={authActions}>
        <Button type="submit" size="lg" loading={signingIn}>
          {t('login.submit')}
        </Button>
      </div>
      <p className={css({ textAlign: 'center', fontSize: 'sm' })}>
        {t('login.notMember')}{' '}
        <Link href="/app/register" className={textLink}>
          {t('login.register')}
        </Link>
      </p>
    </form>
  )
}
