import { useSelector } from '@xstate/react'
import type { ParseKeys } from 'i18next'
import { type FormEvent, useId, useRef } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { ActorRefFrom } from 'xstate'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import type { registrationMachine } from '../../machines/registration/registration.machine'
import {
  selectAcceptsTerms,
  selectEmail,
  selectFieldErrors,
  selectIsDone,
  selectIsSubmitting,
  selectNickname,
  selectPassword,
  selectSubmitError,
} from '../../machines/registration/registration.selectors'
import type { RegistrationFieldErrors } from '../../machines/registration/registration.types'

type ErrorKey = ParseKeys<'onboarding'>

const EMAIL_ERRORS = {
  required: 'register.errors.emailRequired',
  invalid: 'register.errors.emailInvalid',
} as const satisfies Record<NonNullable<RegistrationFieldErrors['email']>, ErrorKey>
const PASSWORD_ERRORS = {
  required: 'register.errors.passwordRequired',
  tooShort: 'register.errors.passwordTooShort',
} as const satisfies Record<NonNullable<RegistrationFieldErrors['password']>, ErrorKey>
const NICKNAME_ERRORS = {
  required: 'register.errors.nicknameRequired',
  invalid: 'register.errors.nicknameInvalid',
} as const satisfies Record<NonNullable<RegistrationFieldErrors['nickname']>, ErrorKey>

/** The order fields are checked in, to move focus to the first one refused. */
const FIELD_ORDER = ['email', 'password', 'nickname', 'terms'] as const

export interface RegisterFormViewProps {
  actorRef: ActorRefFrom<typeof registrationMachine>
  /** 'Déjà membre ? Se connecter': the owner opens the login dialog. */
  onLoginRequested?: () => void
  /** Where the CGU link goes; the widget, on a partner's page, gives our site's full address. */
  termsHref?: string
}

/** The fast registration form over a registration actor: reads through selectors, sends events. */
export function RegisterFormView({
  actorRef,
  onLoginRequested,
  termsHref = '/app/page/cgu',
}: RegisterFormViewProps) {
  const { t } = useTranslation('onboarding')
  const email = useSelector(actorRef, selectEmail)
  const password = useSelector(actorRef, selectPassword)
  const nickname = useSelector(actorRef, selectNickname)
  const acceptsTerms = useSelector(actorRef, selectAcceptsTerms)
  const errors = useSelector(actorRef, selectFieldErrors)
  const submitError = useSelector(actorRef, selectSubmitError)
  const submitting = useSelector(actorRef, selectIsSubmitting)
  const done = useSelector(actorRef, selectIsDone)
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()
  const ids = { terms: `${id}-terms`, termsError: `${id}-terms-error`, submitError: `${id}-submit-error` }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    actorRef.send({ type: 'form.submit' })
    // Keyboard and screen-reader users land on the first field refused, whose error is announced
    // with it (aria-describedby).
    const refused = actorRef.getSnapshot().context.errors
    const first = FIELD_ORDER.find((name) => refused[name])
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }

  if (done) {
    return (
      <p role="status" className={styles.done}>
        {t('register.done')}
      </p>
    )
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('register.formLabel')}
      className={styles.form}
    >
      {submitError ? (
        <div id={ids.submitError} role="alert" className={styles.alert}>
          {submitError.code === 'refused' ? submitError.label : t('register.errors.generic')}
        </div>
      ) : null}
      <TextField
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        readOnly={submitting}
        value={email}
        onChange={(e) => actorRef.send({ type: 'email.change', value: e.currentTarget.value })}
        error={errors.email ? t(EMAIL_ERRORS[errors.email]) : undefined}
      />
      <TextField
        label={t('register.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        readOnly={submitting}
        value={password}
        onChange={(e) => actorRef.send({ type: 'password.change', value: e.currentTarget.value })}
        helperText={t('register.passwordHelp')}
        error={errors.password ? t(PASSWORD_ERRORS[errors.password]) : undefined}
      />
      <TextField
        label={t('register.nickname')}
        name="nickname"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        readOnly={submitting}
        value={nickname}
        onChange={(e) => actorRef.send({ type: 'nickname.change', value: e.currentTarget.value })}
        helperText={t('register.nicknameHelp')}
        error={errors.nickname ? t(NICKNAME_ERRORS[errors.nickname]) : undefined}
      />
      <div className={styles.terms}>
        <div className={styles.checkRow}>
          <input
            id={ids.terms}
            name="terms"
            type="checkbox"
            className={styles.checkbox}
            checked={acceptsTerms}
            required
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? ids.termsError : undefined}
            onChange={(e) => {
              if (!submitting) actorRef.send({ type: 'terms.change', accepted: e.currentTarget.checked })
            }}
          />
          <label htmlFor={ids.terms}>
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                cgu: (
                  // The form stays filled in: the CGU open in a new tab.
                  // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside
                  <a href={termsHref} target="_blank" rel="noopener" className={styles.link} />
                ),
              }}
            />{' '}
            <span className={styles.hint}>{t('register.termsLinkHint')}</span>
          </label>
        </div>
        {errors.terms ? (
          <p id={ids.termsError} className={styles.error}>
            {t('register.errors.termsRequired')}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </Button>
        {onLoginRequested ? (
          <Button variant="plain" onClick={onLoginRequested}>
            {t('register.alreadyMember')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  alert: css({
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'danger.subtle',
    color: 'danger.fg',
    fontSize: 'sm',
    fontWeight: 'medium',
  }),
  terms: css({ display: 'flex', flexDirection: 'column', gap: '1.5' }),
  checkRow: css({ display: 'flex', alignItems: 'flex-start', gap: '3', fontSize: 'sm', lineHeight: '1.5' }),
  checkbox: css({
    flexShrink: '0',
    width: '5',
    height: '5',
    mt: '0.5',
    accentColor: 'primary.solid',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  link: css({ color: 'primary.fg', textDecoration: 'underline', fontWeight: 'semibold' }),
  hint: css({ color: 'fg.muted', fontSize: 'xs' }),
  error: css({ fontSize: 'xs', fontWeight: 'medium', color: 'danger.fg', ps: '8' }),
  actions: css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '2', mt: '1' }),
  done: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'success.fg' }),
}
