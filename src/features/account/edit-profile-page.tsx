/**
 * Modifier mon profil (/app/account/edit-profile): the profile editor over a profile-edit machine
 * started from the session's member. After each save the session looks the member up again; the
 * form keeps what is on screen (the machine is not restarted by that refresh).
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { FullProfile } from '../../api/models/profile'
import { profileEditMachine } from '../../machines/profile-edit/profile-edit.machine'
import { selectCurrentUser } from '../../machines/session/session.selectors'
import { LoadingPage } from '../layout/loading-page'
import { PageTitle } from '../layout/page-title'
import { SessionContext } from '../session/session-context'
import { ProfileEditForm } from './profile-edit-form'
import { profileEditInputFrom } from './profile-edit-input'

export default function EditProfilePage() {
  const { t } = useTranslation()
  const { t: ta } = useTranslation('account')
  const user = SessionContext.useSelector(selectCurrentUser)
  return (
    <div className={css({ maxW: '4xl', mx: 'auto' })}>
      <PageTitle>{t('routes.editProfile')}</PageTitle>
      <p className={css({ color: 'fg.muted', mb: '5' })}>{ta('editProfile.intro')}</p>
      {user ? <LiveProfileEdit profile={user.profile} /> : <LoadingPage />}
    </div>
  )
}

export interface LiveProfileEditProps {
  profile: FullProfile
  /** The machine to run (stories pass a `.provide()`d one). */
  logic?: typeof profileEditMachine
}

/** The editor with its own actor, started once from the profile it was first given. */
export function LiveProfileEdit({ profile, logic = profileEditMachine }: LiveProfileEditProps) {
  const [input] = useState(() => profileEditInputFrom(profile))
  const actorRef = useActorRef(logic, { input })
  const session = SessionContext.useActorRef()
  useEffect(() => {
    const subscription = actorRef.on('profileSaved', () => session.send({ type: 'session.refresh' }))
    return () => subscription.unsubscribe()
  }, [actorRef, session])
  return <ProfileEditForm actorRef={actorRef} />
}
