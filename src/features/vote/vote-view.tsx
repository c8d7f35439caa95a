/**
 * The vote page's body over the photo-vote machine (spec sections 1, 5 and 9): one member's photo to
 * rate from 1 to 5 stars with the design system's RatingGroup (sent doubled), a skip, and the
 * member's vote history. A pure view: the page container owns the actor.
 */
import { useSelector } from '@xstate/react'
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import type { ProfileCard } from '../../api/models/profile'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { StarIcon } from '../../components/ui/icons'
import { initials } from '../../components/ui/initials'
import { RatingGroup } from '../../components/ui/rating-group'
import { buildUserSlug } from '../../lib/slug'
import type { PhotoVoteActorRef } from '../../machines/photo-vote/photo-vote.machine'
import {
  selectCurrent,
  selectCurrentPhoto,
  selectHasFailed,
  selectHistory,
  selectIsEmpty,
  selectIsLoading,
  selectIsSubmitting,
  selectLastVote,
  selectPendingStars,
  selectSex,
  selectVoteFailure,
} from '../../machines/photo-vote/photo-vote.selectors'
import { PageTitle } from '../layout/page-title'
import { BlurredPhotoLink, isBlurred, PhotoImage } from '../profile/photo-frame'
import { EmptyNotice, FailedNotice, LoadingStatus } from './list-status'
import { SexFilter } from './sex-filter'

/** '' is everyone; then men, women, couples. */
export const VOTE_SEXES = ['', '1', '2', '3'] as const

export function VoteView({ actorRef }: { actorRef: PhotoVoteActorRef }) {
  const { t } = useTranslation(['social', 'common'])
  const sex = useSelector(actorRef, selectSex)
  const loading = useSelector(actorRef, selectIsLoading)
  const failed = useSelector(actorRef, selectHasFailed)
  const empty = useSelector(actorRef, selectIsEmpty)
  const submitting = useSelector(actorRef, selectIsSubmitting)
  return (
    <section className={styles.page}>
      <PageTitle>{t('common:routes.vote')}</PageTitle>
      <p className={styles.intro}>{t('vote.intro')}</p>
      <SexFilter
        label={t('vote.sexLabel')}
        options={VOTE_SEXES.map((value) => ({ value, label: t(`vote.sexes.${value || 'all'}`) }))}
        value={sex}
        disabled={submitting}
        onChange={(next) => actorRef.send({ type: 'sex.change', sex: next })}
      />
      <div className={styles.layout}>
        <div>
          {loading ? <LoadingStatus>{t('vote.loading')}</LoadingStatus> : null}
          {failed ? (
            <FailedNotice
              message={t('vote.loadFailed')}
              retry={t('vote.retry')}
              onRetry={() => actorRef.send({ type: 'votes.reload' })}
            />
          ) : null}
          {empty ? (
            <EmptyNotice
              action={
                <Button variant="outline" onClick={() => actorRef.send({ type: 'votes.reload' })}>
                  {t('vote.reload')}
                </Button>
              }
            >
              {t('vote.empty')} {t('vote.emptyHint')}
            </EmptyNotice>
          ) : null}
          <Candidate actorRef={actorRef} />
          <VoteStatus actorRef={actorRef} />
        </div>
        <History actorRef={actorRef} />
      </div>
    </section>
  )
}

function Candidate({ actorRef }: { actorRef: PhotoVoteActorRef }) {
  const { t } = useTranslation(['social', 'profile'])
  const card = useSelector(actorRef, selectCurrent)
  const photo = useSelector(actorRef, selectCurrentPhoto)
  const pendingStars = useSelector(actorRef, selectPendingStars)
  const submitting = useSelector(actorRef, selectIsSubmitting)
  const loading = useSelector(actorRef, selectIsLoading)
  const stars = useStarKeys(actorRef, card?.id)
  if (!card || loading) return null
  const details = [
    card.age !== null ? t('profile:age', { count: card.age }) : null,
    card.location || null,
  ].filter(Boolean)
  return (
    <Card className={styles.candidate}>
      <div className={styles.candidatePhoto}>
        {photo && isBlurred(photo) ? (
          <BlurredPhotoLink photo={photo} />
        ) : (
          <PhotoImage
            photo={photo}
            alt={t('vote.photoAlt', { nickname: card.nickname })}
            size="normal"
            eager
            fallback={initials(card.nickname)}
          />
        )}
      </div>
      <div className={styles.candidateBody}>
        <h2 className={styles.name}>
          <Link
            href={`/app/users/${buildUserSlug(card.nickname, card.id)}`}
            className={styles.nameLink}
            aria-label={t('vote.viewProfile', { nickname: card.nickname })}
          >
            {card.nickname}
          </Link>
        </h2>
        {details.length > 0 ? <p className={styles.muted}>{details.join(' · ')}</p> : null}
        {/* Keyed by member: each new photo starts with no star lit. */}
        <div ref={stars.ref} onKeyDownCapture={stars.onKeyDown}>
          <RatingGroup
            key={card.id}
            label={t('vote.rateLabel', { nickname: card.nickname })}
            size="lg"
            value={pendingStars ?? 0}
            readOnly={submitting}
            onValueChange={(details) => stars.onValueChange(details.value)}
          />
        </div>
        <Button variant="plain" disabled={submitting} onClick={() => actorRef.send({ type: 'vote.skip' })}>
          {t('vote.skip')}
        </Button>
      </div>
    </Card>
  )
}

/**
 * The stars as a keyboard uses them. A radio group selects as its arrows move, so voting on every
 * change would vote 2 stars on the way to 4: the arrow keys (and Home, End) only choose, Enter or
 * Space votes the star that has the focus, a click votes at once. The stars are remade for each
 * member; when the focus was in them, it goes to the next member's stars instead of the document.
 */
function useStarKeys(actorRef: PhotoVoteActorRef, memberId: string | undefined) {
  const ref = useRef<HTMLDivElement>(null)
  const choosing = useRef(false)
  const hadFocus = useRef(false)
  useLayoutEffect(() => {
    if (!memberId || !hadFocus.current) return
    hadFocus.current = false
    const active = document.activeElement
    if (active && active !== document.body) return
    ref.current?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus()
  }, [memberId])
  return {
    ref,
    onKeyDown(event: KeyboardEvent) {
      hadFocus.current = true
      if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) {
        choosing.current = true
        return
      }
      if (event.key !== 'Enter' && event.key !== ' ') return
      const focused = Number((event.target as HTMLElement).getAttribute('aria-posinset'))
      if (!focused) return
      event.preventDefault()
      actorRef.send({ type: 'vote.rate', stars: focused })
    },
    onValueChange(stars: number) {
      const type = choosing.current ? 'vote.choose' : 'vote.rate'
      choosing.current = false
      actorRef.send({ type, stars })
    },
  }
}

/** What just happened, read out: sending, saved, refused. */
function VoteStatus({ actorRef }: { actorRef: PhotoVoteActorRef }) {
  const { t } = useTranslation('social')
  const submitting = useSelector(actorRef, selectIsSubmitting)
  const lastVote = useSelector(actorRef, selectLastVote)
  const failure = useSelector(actorRef, selectVoteFailure)
  return (
    <>
      <div aria-live="polite" className={styles.status}>
        {submitting ? <p className={styles.muted}>{t('vote.sending')}</p> : null}
        {lastVote && !submitting ? (
          <p className={styles.success}>
            {t('vote.voted', { count: lastVote.stars, nickname: lastVote.nickname })}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure.code === 'server' ? failure.message : t('vote.voteFailed')}
        </p>
      ) : null}
    </>
  )
}

function History({ actorRef }: { actorRef: PhotoVoteActorRef }) {
  const { t } = useTranslation('social')
  const history = useSelector(actorRef, selectHistory)
  const loading = useSelector(actorRef, selectIsLoading)
  return (
    <Card className={styles.history} role="region" aria-labelledby="vote-history-title">
      <h2 id="vote-history-title" className={styles.historyTitle}>
        {t('vote.history.title')}
      </h2>
      {history.length === 0 ? (
        loading ? null : (
          <p className={styles.muted}>{t('vote.history.empty')}</p>
        )
      ) : (
        <ul className={styles.historyList}>
          {history.map((card) => (
            <HistoryItem key={card.id} card={card} />
          ))}
        </ul>
      )}
    </Card>
  )
}

function HistoryItem({ card }: { card: ProfileCard }) {
  const { t } = useTranslation('social')
  const photo = card.avatar
  const stars = card.userNote !== null ? Math.round(card.userNote / 2) : null
  return (
    <li className={styles.historyItem}>
      <span className={styles.thumb}>
        <PhotoImage photo={photo} alt="" size="small" fallback={initials(card.nickname)} />
      </span>
      <span className={styles.historyText}>
        <Link href={`/app/users/${buildUserSlug(card.nickname, card.id)}`} className={styles.nameLink}>
          {card.nickname}
        </Link>
        {stars !== null ? (
          <span className={cx(styles.muted, styles.historyNote)}>
            <StarIcon className={styles.star} />
            {t('vote.history.note', { stars })}
          </span>
        ) : null}
      </span>
    </li>
  )
}

const styles = {
  page: css({ maxW: '5xl', mx: 'auto', py: { base: '4', md: '8' } }),
  intro: css({ color: 'fg.muted', mb: '4' }),
  layout: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
    gap: '6',
    alignItems: 'start',
  }),
  candidate: css({ overflow: 'hidden' }),
  // The stars, the page's main action, stay on the first screen (on a phone, above the tab bar): the
  // photo takes what the screen has left once the header, the title, the intro, the filter, the
  // name and the stars (28rem; 27rem on a wide screen, its filter on one line) and the tab bar
  // (--shell-bottom) are placed, never under 8rem.
  candidatePhoto: css({
    maxH: {
      base: 'max(8rem, calc(100dvh - var(--shell-bottom, 0px) - 28rem))',
      md: 'max(8rem, min(70vh, calc(100dvh - 27rem)))',
    },
    overflow: 'hidden',
  }),
  candidateBody: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', p: '4' }),
  name: css({ fontSize: 'xl', fontWeight: 'bold' }),
  nameLink: css({
    color: 'fg.default',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  success: css({ color: 'success.fg', fontSize: 'sm', fontWeight: 'medium' }),
  error: css({ color: 'danger.fg', fontSize: 'sm', fontWeight: 'medium' }),
  status: css({ minH: '6', mt: '3', textAlign: 'center' }),
  history: css({ p: '5', gap: '3' }),
  historyTitle: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  historyList: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  historyItem: css({ display: 'flex', alignItems: 'center', gap: '3' }),
  thumb: css({ w: '10', flexShrink: '0', borderRadius: 'full', overflow: 'hidden' }),
  historyText: css({ display: 'flex', flexDirection: 'column', minW: '0' }),
  historyNote: css({ display: 'inline-flex', alignItems: 'center', gap: '1' }),
  star: css({ w: '3.5', h: '3.5', color: 'warning.star', fill: 'currentColor' }),
}
