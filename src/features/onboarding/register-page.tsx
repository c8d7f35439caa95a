import { useActorRef } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useSearchParams } from 'wouter'
import type { LoginResult } from '../../api/models/auth'
import { registrationMachine } from '../../machines/registration/registration.machine'
import { PageTitle } from '../layout/page-title'
import { RegisterFormView } from './register-form-view'

export interface RegisterFormProps {
  /** The member is registered and signed in: store the session, then open the complete-profile dialog. */
  onSignedIn?: (result: LoginResult, nickname: string) => void
  /** 'Déjà membre ? Se connecter': open the login dialog. */
  onLoginRequested?: () => void
}

/** The fast registration form with its own registration actor; tells the owner when signed in. */
export function RegisterForm({ onSignedIn, onLoginRequested }: RegisterFormProps) {
  const actorRef = useActorRef(registrationMachine)
  // The latest callback, so a parent re-rendering with a new function does not resubscribe.
  const onSignedInRef = useRef(onSignedIn)
  onSignedInRef.current = onSignedIn
  useEffect(() => {
    const subscription = actorRef.on('signedIn', (event) =>
      onSignedInRef.current?.(event.result, event.nickname),
    )
    return () => subscription.unsubscribe()
  }, [actorRef])
  return <RegisterFormView actorRef={actorRef} onLoginRequested={onLoginRequested} />
}

/**
 * /app/register: 'Inscription'. With `?mode=login` (a "Se connecter" link) it asks its owner once,
 * on arrival, to open the login dialog.
 */
export default function RegisterPage(props: RegisterFormProps) {
  const { t } = useTranslation('onboarding')
  const [searchParams] = useSearchParams()
  const wantsLogin = searchParams.get('mode') === 'login'
  const { onLoginRequested } = props
  const askedForLogin = useRef(false)
  useEffect(() => {
    if (!wantsLogin || !onLoginRequested || askedForLogin.current) return
    askedForLogin.current = true
    onLoginRequested()
  }, [wantsLogin, onLoginRequested])
  return (
    <section className={styles.page} aria-labelledby="register-title">
      <PageTitle id="register-title">{t('register.title')}</PageTitle>
      <p className={styles.intro}>{t('register.intro')}</p>
      <RegisterForm {...props} />
    </section>
  )
}

const styles = {
  page: css({ maxW: 'md', mx: 'auto', py: { base: '6', md: '10' } }),
  intro: css({ color: 'fg.muted', mb: '6' }),
}
