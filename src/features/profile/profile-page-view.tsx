/**
 * The profile page's body over the profile machine: loading, not found, failed, or the profile with
 * the viewer's actions (spec sections 2 and 6). A pure view: the page container owns the actor, the
 * dialogs, the links to other features and the ads.
 */
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import type { Photo } from '../../api/models/photo'
import type { FullProfile } from '../../api/models/profile'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { buildUserSlug } from '../../lib/slug'
import type { ProfileActorRef } from '../../machines/profile/profile.machine'
import {
  selectHasFailed,
  selectIsLoading,
  selectIsNotFound,
  selectIsOwnProfile,
  selectProfile,
} from '../../machines/profile/profile.selectors'
import { PageTitle } from '../layout/page-title'
import { FlagIcon, MessageIcon } from './profile-icons'
import { ProfileSkeleton } from './profile-skeleton'
import { PrivateAlbumSection, ProfileView, type ProfileViewer } from './profile-view'

export interface ProfilePageViewProps {
  actorRef: ProfileActorRef
  /** A stored login exists (a member, or one being checked): actions need one. */
  hasSession: boolean
  /** Opens a photo in the gallery dialog. */
  onOpenPhoto: (profile: FullProfile, photo: Photo) => void
  /** Opens the report dialog for this member. */
  onReport: (profile: FullProfile) => void
  /** Opens the login dialog (visitors). */
  onLogin: () => void
  /** The favorite toggle for this member (the favorites feature's button). */
  renderFavorite?: (profile: FullProfile) => ReactNode
  /** Replaces the locked private album's notice (the album-sharing feature's prompt). */
  renderLockedAlbum?: (profile: FullProfile) => ReactNode
  /** A member's view of someone else only: the profileContact ad, under the contact actions. */
  contactAd?: ReactNode
  /** A member's view of someone else only: the profile ad, under the profile. */
  profileAd?: ReactNode
  /** The main photo, known before the profile (from the page's first script): drawn while it loads. */
  earlyPhoto?: Photo | null
}

export function ProfilePageView(props: ProfilePageViewProps) {
  const { t } = useTranslation()
  return (
    <section className={styles.page}>
      <PageTitle>{t('routes.profile')}</PageTitle>
      <ProfileBody {...props} />
    </section>
  )
}

function ProfileBody({
  actorRef,
  hasSession,
  onOpenPhoto,
  onReport,
  onLogin,
  renderFavorite,
  renderLockedAlbum,
  contactAd,
  profileAd,
  earlyPhoto,
}: ProfilePageViewProps) {
  const { t } = useTranslation('profile')
  const profile = useSelector(actorRef, selectProfile)
  const loading = useSelector(actorRef, selectIsLoading)
  const notFound = useSelector(actorRef, selectIsNotFound)
  const failed = useSelector(actorRef, selectHasFailed)
  const own = useSelector(actorRef, selectIsOwnProfile)

  if (loading) return <ProfileSkeleton photo={earlyPhoto ?? null} />
  if (notFound) {
    return (
      <Card className={styles.notice}>
        <h2 className={styles.noticeTitle}>{t('notFound.title')}</h2>
        <p className={styles.muted}>{t('notFound.text')}</p>
        <Button asChild variant="outline">
          <Link href="/app/search">{t('notFound.search')}</Link>
        </Button>
      </Card>
    )
  }
  if (failed || !profile) {
    return (
      <Card className={styles.notice}>
        <p role="alert" className={styles.error}>
          {t('loadFailed')}
        </p>
        <Button variant="outline" onClick={() => actorRef.send({ type: 'profile.retry' })}>
          {t('retry')}
        </Button>
      </Card>
    )
  }

  const viewer: ProfileViewer = !hasSession ? 'visitor' : own ? 'self' : 'member'
  const slug = buildUserSlug(profile.nickname, profile.id)
  const locked = profile.privateAlbum.some((photo) => photo.visibility === 'locked')
  const openPhoto = (photo: Photo) => onOpenPhoto(profile, photo)
  const profileView = (
    <ProfileView
      profile={profile}
      viewer={viewer}
      onOpenPhoto={openPhoto}
      actions={
        viewer === 'visitor' ? (
          <VisitorInvitation profile={profile} slug={slug} onLogin={onLogin} />
        ) : viewer === 'self' ? (
          <Card className={styles.actions}>
            <p className={styles.muted}>{t('actions.ownProfile')}</p>
            <Button asChild variant="outline">
              <Link href="/app/account/edit-profile">{t('actions.editProfile')}</Link>
            </Button>
          </Card>
        ) : (
          <>
            <Card className={styles.actions} role="group" aria-label={t('actions.label')}>
              <Button asChild variant="solid">
                <Link href={`/app/chat/${slug}`}>
                  <MessageIcon />
                  {t('actions.message')}
                </Link>
              </Button>
              {renderFavorite?.(profile)}
              <Button variant="outline" onClick={() => onReport(profile)}>
                <FlagIcon />
                {t('actions.report')}
              </Button>
            </Card>
            {contactAd}
          </>
        )
      }
      privateAlbum={
        <PrivateAlbumSection
          profile={profile}
          viewer={viewer}
          onOpenPhoto={openPhoto}
          lockedContent={locked && viewer === 'member' ? renderLockedAlbum?.(profile) : undefined}
          askAccess={
            <p>
              <Link href={`/app/chat/${slug}`} className={styles.link}>
                {t('photos.askAccessLink')}
              </Link>
            </p>
          }
        />
      }
    />
  )
  return (
    <>
      {profileView}
      {viewer === 'member' && profileAd ? <div className={styles.ad}>{profileAd}</div> : null}
    </>
  )
}

function VisitorInvitation({
  profile,
  slug,
  onLogin,
}: {
  profile: FullProfile
  slug: string
  onLogin: () => void
}) {
  const { t } = useTranslation('profile')
  const redirect = encodeURIComponent(`/app/users/${slug}`)
  return (
    <Card className={styles.invitation}>
      <h3 className={styles.noticeTitle}>{t('visitor.title')}</h3>
      <p>{t('visitor.text', { name: profile.nickname })}</p>
      <div className={styles.buttons}>
        <Button asChild variant="solid">
          <Link href={`/app/register?redirect=${redirect}`}>{t('visitor.register')}</Link>
        </Button>
        <Button variant="outline" onClick={onLogin}>
          {t('visitor.login')}
        </Button>
      </div>
    </Card>
  )
}

const styles = {
  page: css({ maxW: '4xl', mx: 'auto', py: { base: '4', md: '8' } }),
  muted: css({ color: 'fg.muted' }),
  error: css({ color: 'danger.fg', fontWeight: 'medium' }),
  notice: css({ p: '5', gap: '3', alignItems: 'flex-start' }),
  noticeTitle: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  actions: css({
    p: '4',
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
  }),
  invitation: css({ p: '5', gap: '3', bg: 'primary.subtle' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
  link: css({ color: 'primary.fg', fontWeight: 'semibold', textDecoration: 'underline' }),
  // No room while the ad loads or when there is none.
  ad: css({ mt: '4', _empty: { display: 'none' } }),
}
