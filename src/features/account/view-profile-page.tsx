/**
 * Voir mon profil (/app/account/view-profile): the member's own profile as other members see it
 * (the profile feature's `ProfileView`), from the session's lookup, with the ways to change it.
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { selectCurrentUser } from '../../machines/session/session.selectors'
import { LoadingPage } from '../layout/loading-page'
import { PageTitle } from '../layout/page-title'
import { ProfileView } from '../profile/profile-view'
import { SessionContext } from '../session/session-context'

export default function ViewProfilePage() {
  const { t } = useTranslation()
  const { t: ta } = useTranslation('account')
  const user = SessionContext.useSelector(selectCurrentUser)
  return (
    <>
      <PageTitle>{t('routes.viewProfile')}</PageTitle>
      <p className={css({ color: 'fg.muted', mb: '5' })}>{ta('viewProfile.intro')}</p>
      {user ? (
        <ProfileView
          profile={user.profile}
          viewer="self"
          actions={
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              <Button asChild size="sm">
                <Link href="/app/account/edit-profile">{ta('viewProfile.edit')}</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link href="/app/account/photos">{ta('viewProfile.photos')}</Link>
              </Button>
            </div>
          }
        />
      ) : (
        <LoadingPage />
      )}
    </>
  )
}
