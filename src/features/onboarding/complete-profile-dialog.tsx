import { useActorRef } from '@xstate/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { CurrentUser } from '../../api/models/profile'
import { completeProfileMachine } from '../../machines/complete-profile/complete-profile.machine'
import type { CompleteProfileInput } from '../../machines/complete-profile/complete-profile.types'
import { ModalDialog } from '../modals/modal-dialog'
import { CompleteProfileForm } from './complete-profile-form'

/** What the current user already says, to prefill the form (the city by name: no id is known). */
export function completeProfileInputFrom(user: CurrentUser): CompleteProfileInput {
  return {
    cityName: user.city,
    birthDate: user.profile?.birthdate ?? null,
    gender: user.gender,
    searchFor: user.searchFor,
  }
}

interface FrameProps {
  open: boolean
  onClose: () => void
  children: ReactNode
}

/** The routed dialog with the title and the why-text; closing it (Escape, backdrop, ×) calls `onClose`. */
function CompleteProfileFrame({ open, onClose, children }: FrameProps) {
  const { t } = useTranslation('onboarding')
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('completeProfile.title')}
      description={t('completeProfile.why')}
    >
      {children}
    </ModalDialog>
  )
}

export interface CompleteProfileDialogViewProps {
  actorRef: ActorRefFrom<typeof completeProfileMachine>
  open: boolean
  onClose: () => void
}

/** The dialog over a given actor (stories, or an owner that keeps the actor itself). */
export function CompleteProfileDialogView({ actorRef, open, onClose }: CompleteProfileDialogViewProps) {
  return (
    <CompleteProfileFrame open={open} onClose={onClose}>
      <CompleteProfileForm actorRef={actorRef} />
    </CompleteProfileFrame>
  )
}

export interface CompleteProfileDialogProps {
  open: boolean
  /** The member closed the dialog without finishing. */
  onClose: () => void
  /** The profile was saved (refresh the current user, then close). */
  onCompleted: () => void
  /** Known values to prefill; see `completeProfileInputFrom`. */
  initial?: CompleteProfileInput
}

/**
 * The complete-profile dialog (modal `completeProfile`). Each opening starts a fresh form: the
 * dialog's content, and the actor with it, is unmounted when it closes.
 */
export function CompleteProfileDialog({ open, onClose, onCompleted, initial }: CompleteProfileDialogProps) {
  return (
    <CompleteProfileFrame open={open} onClose={onClose}>
      <LiveCompleteProfileForm initial={initial} onCompleted={onCompleted} />
    </CompleteProfileFrame>
  )
}

function LiveCompleteProfileForm({
  initial,
  onCompleted,
}: {
  initial?: CompleteProfileInput
  onCompleted: () => void
}) {
  const actorRef = useActorRef(completeProfileMachine, { input: initial })
  const onCompletedRef = useRef(onCompleted)
  onCompletedRef.current = onCompleted
  useEffect(() => {
    const subscription = actorRef.on('profileCompleted', () => onCompletedRef.current())
    return () => subscription.unsubscribe()
  }, [actorRef])
  return <CompleteProfileForm actorRef={actorRef} />
}
