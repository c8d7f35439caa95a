/** The login dialog over a login machine: its title follows the view, its body is that view's form. */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { LoginActorRef } from '../../machines/login/login.machine'
import { selectIsResetSent, selectView } from '../../machines/login/login.selectors'
import { ModalDialog } from '../modals/modal-dialog'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'

export interface LoginDialogViewProps {
  actorRef: LoginActorRef
  open: boolean
  /** Escape, the close button or a click outside. */
  onClose: () => void
}

export function LoginDialogView({ actorRef, open, onClose }: LoginDialogViewProps) {
  const { t } = useTranslation('auth')
  const view = useSelector(actorRef, selectView)
  const sent = useSelector(actorRef, selectIsResetSent)
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={view === 'login' ? t('login.title') : t('forgotPassword.title')}
      description={view === 'forgotPassword' && !sent ? t('forgotPassword.description') : undefined}
    >
      {view === 'login' ? <LoginForm actorRef={actorRef} /> : <ForgotPasswordForm actorRef={actorRef} />}
    </ModalDialog>
  )
}
