/**
 * The unsubscribe dialog over an unsubscribe machine: the email form, then the confirmation screen;
 * under either, the ad the container gives.
 */
import { useSelector } from '@xstate/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import type { UnsubscribeActorRef } from '../../machines/unsubscribe/unsubscribe.machine'
import {
  selectEmail,
  selectEmailError,
  selectFailure,
  selectIsConfirmed,
  selectIsSubmitting,
} from '../../machines/unsubscribe/unsubscribe.selectors'
import { ModalDialog } from '../modals/modal-dialog'
import { alertBox, alertDetail, formActions, formStack, successBox } from './form-styles'

export interface UnsubscribeDialogViewProps {
  actorRef: UnsubscribeActorRef
  open: boolean
  /** Escape, the close button, a click outside, or "Fermer" on the confirmation. */
  onClose: () => void
  /** The unsubscribePage ad, under the form; it may render nothing. */
  ad?: ReactNode
}

export function UnsubscribeDialogView({ actorRef, open, onClose, ad }: UnsubscribeDialogViewProps) {
  const { t } = useTranslation('account')
  const confirmed = useSelector(actorRef, selectIsConfirmed)
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('unsubscribe.title')}
      description={confirmed ? undefined : t('unsubscribe.description')}
    >
      {confirmed ? <UnsubscribeConfirmation onClose={onClose} /> : <UnsubscribeForm actorRef={actorRef} />}
      {ad}
    </ModalDialog>
  )
}

function UnsubscribeForm({ actorRef }: { actorRef: UnsubscribeActorRef }) {
  const { t } = useTranslation('account')
  const email = useSelector(actorRef, selectEmail)
  const emailError = useSelector(actorRef, selectEmailError)
  const failure = useSelector(actorRef, selectFailure)
  const submitting = useSelector(actorRef, selectIsSubmitting)
  // A refused email (empty, malformed, or the server's refusal) sends the focus back to the field, so
  // the member corrects it at once and hears the error it now describes.
  const emailInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (failure) emailInput.current?.focus()
  }, [failure])
  return (
    <form
      noValidate
      aria-label={t('unsubscribe.formLabel')}
      className={formStack}
      onSubmit={(event) => {
        event.preventDefault()
        actorRef.send({ type: 'form.submit' })
        if (selectEmailError(actorRef.getSnapshot())) emailInput.current?.focus()
      }}
    >
      {failure ? (
        <div role="alert" className={alertBox}>
          <p>{t('unsubscribe.errors.failed')}</p>
          {failure.code === 'refused' ? <p className={alertDetail}>{failure.serverMessage}</p> : null}
        </div>
      ) : null}
      <TextField
        label={t('unsubscribe.email')}
        ref={emailInput}
        name="email"
        type="email"
        autoComplete="email"
        required
        readOnly={submitting}
        value={email}
        onChange={(event) => actorRef.send({ type: 'email.change', value: event.currentTarget.value })}
        error={emailError ? <span role="alert">{t(`unsubscribe.errors.${emailError}`)}</span> : null}
      />
      <div className={formActions}>
        <Button type="submit" variant="danger" loading={submitting}>
          {t('unsubscribe.submit')}
        </Button>
      </div>
    </form>
  )
}

function UnsubscribeConfirmation({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account')
  // The form it replaces took the focus with it: the message takes it, so it is read out.
  const message = useRef<HTMLParagraphElement>(null)
  useEffect(() => message.current?.focus(), [])
  return (
    <div className={formStack}>
      <p ref={message} role="status" tabIndex={-1} className={successBox}>
        {t('unsubscribe.confirmation')}
      </p>
      <div className={formActions}>
        <Button onClick={onClose}>{t('unsubscribe.close')}</Button>
      </div>
    </div>
  )
}
