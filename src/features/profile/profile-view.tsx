/**
 * A member's profile as others see it (spec section 3): header (photo, nickname, age, gender, town,
 * online, average note), description, photos, private album, then every detail with its enumeration
 * labelled in the member's language. A pure view over a `FullProfile`: the profile page and the
 * member's own preview (/app/account/view-profile) both render it, each with its own slots.
 */
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import type { Photo } from '../../api/models/photo'
import type { FullProfile } from '../../api/models/profile'
import { Card } from '../../components/ui/card'
import { Chip } from '../../components/ui/chip'
import { StarIcon } from '../../components/ui/icons'
import { initials } from '../../components/ui/initials'
import { formatDate } from '../../lib/dates'
import { BlurredPhotoLink, isBlurred, PhotoImage, photoStyles } from './photo-frame'
import { profileHeaderStyles } from './profile-header-styles'
import { LockIcon } from './profile-icons'
import { useProfileLabels } from './profile-labels'

/** Who is looking: a visitor, another member, or the member themself. */
export type ProfileViewer = 'visitor' | 'member' | 'self'

export interface ProfileViewProps {
  profile: FullProfile
  viewer: ProfileViewer
  /** Under the header: message, favorite and report for a member; the invitation for a visitor. */
  actions?: ReactNode
  /** Replaces the private album's section (the album-sharing feature's locked prompt). */
  privateAlbum?: ReactNode
  /** Opens a photo in the gallery dialog; without it the photos are pictures only. */
  onOpenPhoto?: (photo: Photo) => void
}

export function ProfileView({ profile, viewer, actions, privateAlbum, onOpenPhoto }: ProfileViewProps) {
  const { t } = useTranslation('profile')
  const labels = useProfileLabels()
  const headingId = useId()
  const name = profile.nickname
  const stars = labels.stars(profile.averageNote)
  const subtitle = [
    profile.age !== null ? t('age', { count: profile.age }) : null,
    labels.one('gender', profile.gender),
    profile.location || profile.city || null,
  ].filter(Boolean)
  const avatar = profile.avatar
  return (
    <article aria-labelledby={headingId} className={styles.page}>
      <Card className={styles.header}>
        <div className={styles.avatar}>
          {avatar && isBlurred(avatar) ? (
            <BlurredPhotoLink photo={avatar} />
          ) : (
            // The same photo is the first of the album below, where it opens the gallery.
            <PhotoImage photo={avatar} alt={name} size="medium" priority fallback={initials(name)} />
          )}
        </div>
        <div className={styles.identity}>
          <h2 id={headingId} className={styles.name}>
            {name}
          </h2>
          {subtitle.length > 0 ? <p className={styles.subtitle}>{subtitle.join(' · ')}</p> : null}
          <div className={styles.badges}>
            <Chip tone={profile.isOnline ? 'success' : 'neutral'} indicator>
              {profile.isOnline ? t('online') : t('offline')}
            </Chip>
            <p className={styles.note}>
              <StarIcon className={styles.star} />
              {stars ? t('note.average', { note: stars }) : t('note.none')}
              {profile.totalVotes > 0 ? (
                <span className={styles.muted}> · {t('note.votes', { count: profile.totalVotes })}</span>
              ) : null}
            </p>
          </div>
        </div>
      </Card>

      {actions}

      <Section title={t('about.title')}>
        <p className={cx(styles.description, !profile.description && styles.muted)}>
          {profile.description || t('about.empty')}
        </p>
      </Section>

      <Section title={t('photos.public')}>
        <PhotoGrid photos={profile.publicAlbum} name={name} onOpenPhoto={onOpenPhoto} />
      </Section>

      {privateAlbum ?? <PrivateAlbumSection profile={profile} viewer={viewer} onOpenPhoto={onOpenPhoto} />}

      <ProfileDetails profile={profile} />
    </article>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Card className={styles.section} aria-labelledby={id} role="region">
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </Card>
  )
}

export interface PhotoGridProps {
  photos: Photo[]
  name: string
  onOpenPhoto?: ((photo: Photo) => void) | undefined
  /** The number of the first photo in "photo 3 of Sophie" (the private album follows the public one). */
  firstIndex?: number
}

/** Thumbnails: each opens the gallery, or the promotion page when blurred. */
export function PhotoGrid({ photos, name, onOpenPhoto, firstIndex = 1 }: PhotoGridProps) {
  const { t } = useTranslation('profile')
  if (photos.length === 0) return <p className={styles.muted}>{t('photos.none')}</p>
  return (
    <ul className={styles.grid}>
      {photos.map((photo, i) => {
        const index = firstIndex + i
        return (
          <li key={photo.id}>
            {isBlurred(photo) ? (
              <BlurredPhotoLink photo={photo} />
            ) : onOpenPhoto && photo.visibility !== 'locked' ? (
              <button
                type="button"
                className={photoStyles.action}
                onClick={() => onOpenPhoto(photo)}
                aria-label={t('photos.open', { index, name })}
              >
                <PhotoImage photo={photo} alt="" size="small" />
              </button>
            ) : (
              <PhotoImage
                photo={photo}
                alt={t('photos.alt', { index, name })}
                size="small"
                className={styles.tile}
              />
            )}
          </li>
        )
      })}
    </ul>
  )
}

export interface PrivateAlbumSectionProps {
  profile: FullProfile
  viewer: ProfileViewer
  onOpenPhoto?: ((photo: Photo) => void) | undefined
  /** Under the locked notice: how to ask for access (a link to the chat). */
  askAccess?: ReactNode
  /** Replaces the whole locked notice (the album-sharing feature's prompt, with its own heading). */
  lockedContent?: ReactNode
}

/**
 * The private album (spec sections 4 and 6): its photos when the owner shared it (or for the owner),
 * else a locked notice inviting the member to write to the owner.
 */
export function PrivateAlbumSection({
  profile,
  viewer,
  onOpenPhoto,
  askAccess,
  lockedContent,
}: PrivateAlbumSectionProps) {
  const { t } = useTranslation('profile')
  const photos = profile.privateAlbum
  if (photos.length === 0) return null
  const locked = photos.some((photo) => photo.visibility === 'locked')
  if (locked && lockedContent) return <Card className={styles.section}>{lockedContent}</Card>
  return (
    <Section title={t('photos.private')}>
      {locked ? (
        <div className={styles.locked}>
          <LockIcon className={styles.lockIcon} />
          <div className={styles.lockedText}>
            <p>{t('photos.privateLocked', { name: profile.nickname, count: photos.length })}</p>
            {viewer === 'member'
              ? (askAccess ?? <p className={styles.muted}>{t('photos.askAccess')}</p>)
              : null}
          </div>
        </div>
      ) : (
        <>
          <p className={styles.muted}>
            {viewer === 'self'
              ? t('photos.ownPrivate')
              : t('photos.privateShared', { name: profile.nickname })}
          </p>
          <PhotoGrid
            photos={photos}
            name={profile.nickname}
            onOpenPhoto={onOpenPhoto}
            firstIndex={profile.publicAlbum.length + 1}
          />
        </>
      )}
    </Section>
  )
}

interface Detail {
  label: string
  value: ReactNode
}

/** The details, grouped; the spec's profile sections first, each one said even when not given. */
function ProfileDetails({ profile }: { profile: FullProfile }) {
  const { t } = useTranslation('profile')
  const labels = useProfileLabels()
  const notGiven = t('notGiven')
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : null)
  const interests = profile.interests.map((interest) => labels.one('interests', interest.id) ?? interest.name)
  const essentials: Detail[] = [
    { label: t('fields.gender'), value: labels.one('gender', profile.gender) ?? t('enums.gender.unknown') },
    { label: t('fields.orientation'), value: labels.one('orientation', profile.orientation) },
    { label: t('fields.location'), value: profile.location || profile.city || null },
    { label: t('fields.country'), value: profile.country || null },
    // Spec section 3's profile sections: status, astrology sign, height, weight, seeking, age range, frequency.
    { label: t('fields.status'), value: labels.one('marital', profile.situation) },
    { label: t('fields.astro'), value: labels.one('zodiac', profile.zodiac) },
    { label: t('fields.height'), value: profile.height ? t('units.cm', { value: profile.height }) : null },
    { label: t('fields.weight'), value: profile.weight ? t('units.kg', { value: profile.weight }) : null },
    { label: t('fields.seeking'), value: labels.one('seeking', profile.searchRelationship) },
    { label: t('fields.searchFor'), value: labels.one('searchFor', profile.searchFor) },
    { label: t('fields.desiredAge'), value: list(labels.many('ageBands', profile.desiredAgeIds)) },
    { label: t('fields.sexFrequency'), value: labels.one('sexFrequency', profile.sexFrequencyId) },
  ].map((detail) => ({ ...detail, value: detail.value ?? notGiven }))
  const looks: Detail[] = [
    { label: t('fields.eyes'), value: labels.one('eyes', profile.eyes) },
    { label: t('fields.hair'), value: labels.one('hair', profile.hair) },
    { label: t('fields.bodyShape'), value: labels.one('build', profile.bodyShape) },
    { label: t('fields.bodyOptions'), value: list(labels.many('bodyOptions', profile.bodyOptions)) },
    { label: t('fields.dressStyle'), value: labels.one('dressStyle', profile.dressStyle) },
  ]
  const life: Detail[] = [
    { label: t('fields.personality'), value: labels.one('personality', profile.personality) },
    { label: t('fields.smoking'), value: labels.one('smoking', profile.smoking) },
    { label: t('fields.studies'), value: labels.one('education', profile.studies) },
    { label: t('fields.job'), value: labels.one('job', profile.job) },
    {
      label: t('fields.children'),
      value: profile.children === null ? null : t('children', { count: profile.children }),
    },
  ]
  const tastes: Detail[] = [
    { label: t('fields.interests'), value: list(interests) },
    {
      label: t('fields.sexualInterests'),
      value: list(labels.many('sexualInterests', profile.sexualInterests)),
    },
  ]
  const meeting: Detail[] = [
    { label: t('fields.meetingAges'), value: list(labels.many('ageBands', profile.meeting.ageIds)) },
    { label: t('fields.meetingTime'), value: labels.one('availability', profile.meeting.atTime) },
    {
      label: t('fields.meetingDays'),
      value: list(
        profile.meeting.days.map((day) => formatDate(day)).filter((day): day is string => day !== null),
      ),
    },
    { label: t('fields.meetingFor'), value: list(labels.many('meetingActivities', profile.meeting.forIds)) },
    { label: t('fields.meetingWhom'), value: list(labels.many('meetingTypes', profile.meeting.whomIds)) },
  ]
  return (
    <>
      <DetailSection title={t('sections.essentials')} details={essentials} />
      <DetailSection title={t('sections.looks')} details={looks} />
      <DetailSection title={t('sections.life')} details={life} />
      <DetailSection title={t('sections.tastes')} details={tastes} />
      <DetailSection title={t('sections.meeting')} details={meeting} />
    </>
  )
}

/** A list of details; the ones not given are left out, and a section with none is not shown. */
function DetailSection({ title, details }: { title: string; details: Detail[] }) {
  const shown = details.filter((detail) => detail.value !== null && detail.value !== '')
  if (shown.length === 0) return null
  return (
    <Section title={title}>
      <dl className={styles.details}>
        {shown.map((detail) => (
          <div key={detail.label} className={styles.detail}>
            <dt className={styles.term}>{detail.label}</dt>
            <dd className={styles.value}>{detail.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

const styles = {
  ...profileHeaderStyles,
  name: css({ fontSize: '2xl', fontWeight: 'bold', wordBreak: 'break-word' }),
  subtitle: css({ color: 'fg.muted' }),
  badges: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
    justifyContent: { base: 'center', sm: 'flex-start' },
  }),
  note: css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm' }),
  star: css({ w: '4', h: '4', color: 'warning.star', fill: 'currentColor' }),
  muted: css({ color: 'fg.muted' }),
  section: css({ p: '5', gap: '3' }),
  sectionTitle: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  description: css({ whiteSpace: 'pre-line', wordBreak: 'break-word' }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(3, minmax(0, 1fr))',
      sm: 'repeat(4, minmax(0, 1fr))',
      md: 'repeat(5, minmax(0, 1fr))',
    },
    gap: '2',
  }),
  tile: css({ borderRadius: 'xl' }),
  locked: css({ display: 'flex', gap: '3', alignItems: 'flex-start' }),
  lockIcon: css({ w: '6', h: '6', flexShrink: '0', color: 'fg.muted', mt: '0.5' }),
  lockedText: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  details: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '3',
  }),
  detail: css({ display: 'flex', flexDirection: 'column', gap: '0.5' }),
  term: css({ fontSize: 'sm', color: 'fg.muted' }),
  value: css({ fontWeight: 'medium', wordBreak: 'break-word' }),
}
