/**
 * The delete-account dialog over a delete-account machine: the password form, then the confirmation
 * shown until the member is logged out; under either, the ad the container gives.
 */
import { useSelector } from '@xstate/react'
import { type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import type { DeleteAccountActorRef } from '../../machines/delete-account/delete-account.machine'
import {
  selectFailure,
  selectIsDeleted,
  selectIsDeleting,
  selectPassword,
  selectPasswordError,
} from '../../machines/delete-account/delete-account.selectors'
import { ModalDialog } from '../modals/modal-dialog'
import { alertBox, formActions, formStack, successBox } from './form-styles'

export interface DeleteAccountDialogViewProps {
  actorRef: DeleteAccountActorRef
  open: boolean
  /** Escape, the close button, a click outside or "Annuler". */
  onClose: () => void
  /** The deletePage ad, under the form; it may render nothing. */
  ad?: ReactNode
}

export function DeleteAccountDialogView({ actorRef, open, onClose, ad }: DeleteAccountDialogViewProps) {
  const { t } = useTranslation('account')
  const deleted = useSelector(actorRef, selectIsDeleted)
  const passwordInput = useRef<HTMLInputElement>(null)
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('deleteAccount.title')}
      description={deleted ? undefined : t('deleteAccount.description')}
      role="alertdialog"
      // An alert dialog focuses its close button by default (Ark); the member came to type their
      // password, and the destructive button still takes a deliberate Tab after it.
      initialFocusEl={() => passwordInput.current}
    >
      {deleted ? (
        <DeletedConfirmation />
      ) : (
        <DeleteAccountForm actorRef={actorRef} onCancel={onClose} passwordInput={passwordInput} />
      )}
      {ad}
    </ModalDialog>
  )
}

function DeleteAccountForm({
  actorRef,
  onCancel,
  passwordInput,
}: {
  actorRef: DeleteAccountActorRef
  onCancel: () => void
  passwordInput: RefObject<HTMLInputElement | null>
}) {
  const { t } = useTranslation('account')
  const password = useSelector(actorRef, selectPassword)
  const passwordError = useSelector(actorRef, selectPasswordError)
  const failure = useSelector(actorRef, selectFailure)
  const deleting = useSelector(actorRef, selectIsDeleting)
  // A refused password (empty, or wrong as the server says) sends the focus back to the field, so the
  // member retypes it at once and hears the error it now describes.
  useEffect(() => {
    if (failure) passwordInput.current?.focus()
  }, [failure, passwordInput])
  return (
    <form
      noValidate
      aria-label={t('deleteAccount.formLabel')}
      className={formStack}
      onSubmit={(event) => {
        event.preventDefault()
        actorRef.send({ type: 'form.submit' })
        if (selectPasswordError(actorRef.getSnapshot())) passwordInput.current?.focus()
      }}
    >
      {failure ? (
        <p role="alert" className={alertBox}>
          {t(`deleteAccount.errors.${failure.code}`)}
        </p>
      ) : null}
      <TextField
        label={t('deleteAccount.password')}
        ref={passwordInput}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        readOnly={deleting}
        value={password}
        helperText={t('deleteAccount.passwordHelp')}
        onChange={(event) => actorRef.send({ type: 'password.change', value: event.currentTarget.value })}
        error={passwordError ? <span role="alert">{t(`deleteAccount.errors.${passwordError}`)}</span> : null}
      />
      <div className={formActions}>
        <Button type="submit" variant="danger" loading={deleting}>
          {t('deleteAccount.submit')}
        </Button>
        <Button variant="plain" disabled={deleting} onClick={onCancel}>
          {t('deleteAccount.cancel')}
        </Button>
      </div>
    </form>
  )
}

function DeletedConfirmation() {
  const { t } = useTranslation('account')
  const message = useRef<HTMLDivElement>(null)
  useEffect(() => message.current?.focus(), [])
  return (
    <div ref={message} role="status" tabIndex={-1} className={successBox}>
      <p>{t('deleteAccount.deleted')}</p>
      <p>{t('deleteAccount.loggingOut')}</p>
    </div>
  )
}
