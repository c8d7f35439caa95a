/**
 * The contact form (/app/contact) over a contact machine: email, one of spec section 3's contact
 * reasons, a message; then the confirmation. A failed send keeps everything typed.
 */
import { useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { Select } from '../../components/ui/select'
import { TextareaField } from '../../components/ui/textarea'
import {
  CONTACT_REASON_CODES,
  type ContactActorRef,
  MESSAGE_MAX_LENGTH,
} from '../../machines/contact/contact.machine'
import {
  selectEmail,
  selectFailure,
  selectFieldErrors,
  selectIsSending,
  selectIsSent,
  selectMessage,
  selectReason,
} from '../../machines/contact/contact.selectors'

const FOCUS_ORDER = ['email', 'reason', 'message'] as const

export function ContactForm({ actorRef }: { actorRef: ContactActorRef }) {
  const sent = useSelector(actorRef, selectIsSent)
  return sent ? <ContactSent actorRef={actorRef} /> : <ContactEditing actorRef={actorRef} />
}

function ContactEditing({ actorRef }: { actorRef: ContactActorRef }) {
  const { t } = useTranslation('support')
  const email = useSelector(actorRef, selectEmail)
  const reason = useSelector(actorRef, selectReason)
  const message = useSelector(actorRef, selectMessage)
  const errors = useSelector(actorRef, selectFieldErrors)
  const failure = useSelector(actorRef, selectFailure)
  const sending = useSelector(actorRef, selectIsSending)
  const formRef = useRef<HTMLFormElement>(null)
  const reasons = useMemo(
    () => CONTACT_REASON_CODES.map((code) => ({ value: code, label: t(`contact.reasons.${code}`) })),
    [t],
  )

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    actorRef.send({ type: 'form.submit' })
    const refused = actorRef.getSnapshot().context.errors
    const first = FOCUS_ORDER.find((name) => refused[name])
    const target = first === 'reason' ? '[data-part="trigger"]' : `[name="${first}"]`
    if (first) formRef.current?.querySelector<HTMLElement>(target)?.focus()
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('contact.formLabel')}
      onSubmit={onSubmit}
      className={styles.form}
    >
      {failure ? (
        <div role="alert" className={styles.alert}>
          <p>{t('contact.errors.failed')}</p>
          {failure.code === 'refused' ? <p className={styles.detail}>{failure.serverMessage}</p> : null}
        </div>
      ) : null}
      <TextField
        label={t('contact.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        readOnly={sending}
        value={email}
        onChange={(e) =>
          actorRef.send({ type: 'field.change', field: 'email', value: e.currentTarget.value })
        }
        error={errors.email ? <span role="alert">{t(`contact.errors.${errors.email}`)}</span> : null}
      />
      <div>
        <Select
          label={t('contact.reason')}
          name="reason"
          options={reasons}
          placeholder={t('contact.reasonPlaceholder')}
          required
          readOnly={sending}
          invalid={Boolean(errors.reason)}
          value={reason ? [reason] : []}
          onValueChange={(details) => actorRef.send({ type: 'reason.change', value: details.value[0] ?? '' })}
        />
        {errors.reason ? (
          <p role="alert" className={styles.fieldError}>
            {t(`contact.errors.${errors.reason}`)}
          </p>
        ) : null}
      </div>
      <TextareaField
        label={t('contact.message')}
        name="message"
        rows={8}
        required
        readOnly={sending}
        value={message}
        helperText={t('contact.messageCount', { count: message.trim().length, max: MESSAGE_MAX_LENGTH })}
        onChange={(e) =>
          actorRef.send({ type: 'field.change', field: 'message', value: e.currentTarget.value })
        }
        error={errors.message ? <span role="alert">{t(`contact.errors.${errors.message}`)}</span> : null}
      />
      <div>
        <Button type="submit" size="lg" loading={sending}>
          {t('contact.submit')}
        </Button>
      </div>
    </form>
  )
}

function ContactSent({ actorRef }: { actorRef: ContactActorRef }) {
  const { t } = useTranslation('support')
  const message = useRef<HTMLParagraphElement>(null)
  useEffect(() => message.current?.focus(), [])
  return (
    <div className={styles.form}>
      <p ref={message} role="status" tabIndex={-1} className={styles.success}>
        {t('contact.sent')}
      </p>
      <div>
        <Button variant="outline" onClick={() => actorRef.send({ type: 'contact.new' })}>
          {t('contact.another')}
        </Button>
      </div>
    </div>
  )
}

const styles = {
  form: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    bg: 'bg.surface',
    borderRadius: '2xl',
    boxShadow: 'card',
    p: { base: '5', md: '8' },
  }),
  alert: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'danger.subtle',
    color: 'danger.fg',
    fontWeight: 'medium',
  }),
  detail: css({ fontWeight: 'normal', fontSize: 'sm' }),
  fieldError: css({ fontSize: 'xs', fontWeight: 'medium', color: 'danger.fg', ps: '4', mt: '1.5' }),
  success: css({
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'success.subtle',
    color: 'success.fg',
    fontWeight: 'semibold',
    outline: 'none',
  }),
}
