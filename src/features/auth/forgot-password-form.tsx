/** The forgot-password view: the email, then a confirmation that does not say whether it has an account. */
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import type { LoginActorRef } from '../../machines/login/login.machine'
import {
  selectEmail,
  selectEmailError,
  selectForgotFailure,
  selectIsResetSent,
  selectIsSendingReset,
} from '../../machines/login/login.selectors'
import { AuthFailureMessage } from './auth-failure-message'
import { authActions, authForm } from './auth-styles'

export function ForgotPasswordForm({ actorRef }: { actorRef: LoginActorRef }) {
  const sent = useSelector(actorRef, selectIsResetSent)
  return sent ? <ForgotPasswordSent actorRef={actorRef} /> : <ForgotPasswordRequest actorRef={actorRef} />
}

function ForgotPasswordRequest({ actorRef }: { actorRef: LoginActorRef }) {
  const { t } = useTranslation('auth')
  const email = useSelector(actorRef, selectEmail)
  const emailError = useSelector(actorRef, selectEmailError)
  const failure = useSelector(actorRef, selectForgotFailure)
  const sending = useSelector(actorRef, selectIsSendingReset)

  // The link that opened this view is gone: focus goes to the field to fill.
  const emailInput = useRef<HTMLInputElement>(null)
  useEffect(() => emailInput.current?.focus(), [])

  return (
    <form
      noValidate
      className={authForm}
      onSubmit={(event) => {
        event.preventDefault()
        actorRef.send({ type: 'forgotPassword.submit' })
      }}
    >
      {failure ? <AuthFailureMessage failure={failure} /> : null}
      <TextField
        ref={emailInput}
        label={t('forgotPassword.emailLabel')}
        name="email"
        type="email"
        autoComplete="email"
        required
        readOnly={sending}
        value={email}
        onChange={(event) =>
          actorRef.send({ type: 'field.change', field: 'email', value: event.target.value })
        }
        error={emailError ? <span role="alert">{t(`errors.${emailError}`)}</span> : null}
      />
      <div className={authActions}>
        <Button type="submit" size="lg" loading={sending}>
          {t('forgotPassword.submit')}
        </Button>
        <Button variant="plain" onClick={() => actorRef.send({ type: 'forgotPassword.back' })}>
          {t('forgotPassword.backToLogin')}
        </Button>
      </div>
    </form>
  )
}

function ForgotPasswordSent({ actorRef }: { actorRef: LoginActorRef }) {
  const { t } = useTranslation('auth')
  // Focused so screen readers read it: the form it replaces took the focus with it.
  const message = useRef<HTMLParagraphElement>(null)
  useEffect(() => message.current?.focus(), [])
  return (
    <div className={authForm}>
      <p
        ref={message}
        role="status"
        tabIndex={-1}
        className={css({
          px: '4',
          py: '3',
          borderRadius: 'xl',
          bg: 'success.subtle',
          color: 'success.fg',
          fontWeight: 'medium',
          outline: 'none',
        })}
      >
        {t('forgotPassword.sent')}
      </p>
      <div className={authActions}>
        <Button size="lg" onClick={() => actorRef.send({ type: 'forgotPassword.back' })}>
          {t('forgotPassword.backToLogin')}
        </Button>
      </div>
    </div>
  )
}
