/**
 * The swipe deck (pure view over the swipe-deck machine): the stack of cards, the pass and like
 * buttons, the arrow keys anywhere on the page (right likes, left passes), a live region saying what
 * happened, and the match dialog.
 */
import { useSelector } from '@xstate/react'
import { Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import type { SwipeChoice } from '../../api/match'
import type { Photo } from '../../api/models/photo'
import { Button } from '../../components/ui/button'
import { CloseIcon, HeartIcon } from '../../components/ui/icons'
import { EmptyState, ErrorState } from '../../components/ui/list-states'
import { retryableLazy } from '../../lib/retryable-lazy'
import { choiceForKey, type SwipeDeckActorRef } from '../../machines/swipe-deck/swipe-deck.machine'
import {
  selectCanSwipe,
  selectCurrentProfile,
  selectError,
  selectHasLoadFailed,
  selectIsEmpty,
  selectIsLoading,
  selectLastChoice,
  selectShownMatch,
  selectUpcomingProfiles,
} from '../../machines/swipe-deck/swipe-deck.selectors'
import type { PendingSwipe } from '../../machines/swipe-deck/swipe-deck.types'
import { OnDemandBoundary } from '../layout/on-demand-boundary'
import { isSwipeKeyTarget } from './drag'
import { SwipeCard, SwipeCardBehind } from './swipe-card'
import { deckLayout } from './swipe-deck-layout'
import { SwipeDeckPlaceholder } from './swipe-deck-placeholder'
import { LeavingCard } from './swipe-leaving-card'

const MatchDialog = retryableLazy(() => import('./match-dialog'))

// A key per choice made, so each one flies off once, even when the same member comes back.
const choiceKeys = new WeakMap<PendingSwipe, number>()
let nextChoiceKey = 0
const keyOfChoice = (choice: PendingSwipe) => {
  let key = choiceKeys.get(choice)
  if (key === undefined) {
    nextChoiceKey += 1
    key = nextChoiceKey
    choiceKeys.set(choice, key)
  }
  return key
}

export interface SwipeDeckViewProps {
  actorRef: SwipeDeckActorRef
  /**
   * The top card's photo the page's first script drew before the app ran (issue 38): the first
   * load's placeholder draws it, and the first card lands on it without its entrance.
   */
  earlyPhoto?: Photo | null
}

export function SwipeDeckView({ actorRef, earlyPhoto = null }: SwipeDeckViewProps) {
  const { t } = useTranslation('social')
  const { t: tu } = useTranslation('ui')
  const current = useSelector(actorRef, selectCurrentProfile)
  const upcoming = useSelector(actorRef, selectUpcomingProfiles)
  const isLoading = useSelector(actorRef, selectIsLoading)
  const hasLoadFailed = useSelector(actorRef, selectHasLoadFailed)
  const isEmpty = useSelector(actorRef, selectIsEmpty)
  const canSwipe = useSelector(actorRef, selectCanSwipe)
  const match = useSelector(actorRef, selectShownMatch)
  const lastChoice = useSelector(actorRef, selectLastChoice)
  const error = useSelector(actorRef, selectError)
  // Where the last drag let go of its card, so the card flies on from there.
  const releasedAt = useRef(0)
  // The first load only: before any choice, the deck's loading state shows the photo the first
  // script drew, and the first card, when it is that member's, appears in place (no entrance).
  const firstLoad = lastChoice === null
  const landsOnEarlyPhoto = firstLoad && earlyPhoto !== null && current?.avatar?.normal === earlyPhoto.normal

  const choose = (choice: SwipeChoice, dx = 0) => {
    releasedAt.current = dx
    actorRef.send({ type: choice === 'like' ? 'swipe.like' : 'swipe.dislike' })
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      if (!choiceForKey(event.key) || !isSwipeKeyTarget(event.target)) return
      event.preventDefault()
      releasedAt.current = 0
      actorRef.send({ type: 'key.press', key: event.key })
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [actorRef])

  const announcement = match
    ? t('swipe.match.announce', { nickname: match.nickname })
    : lastChoice
      ? t(lastChoice.choice === 'like' ? 'swipe.liked' : 'swipe.disliked', {
          nickname: lastChoice.profile.nickname,
        })
      : ''

  return (
    <div className={deckLayout.layout}>
      <p className={deckLayout.hint} id="swipe-keyboard-hint">
        {t('swipe.keyboardHint')}
      </p>
      {error && current ? (
        <p role="alert" className={styles.error}>
          {t('swipe.errors.swipeFailed', { nickname: current.nickname })}
        </p>
      ) : null}

      {isLoading ? (
        <>
          <p role="status" className={css({ srOnly: true })}>
            {tu('loading')}
          </p>
          <SwipeDeckPlaceholder photo={firstLoad ? earlyPhoto : null} />
        </>
      ) : null}
      {hasLoadFailed ? (
        <ErrorState
          message={t('swipe.errors.loadFailed')}
          onRetry={() => actorRef.send({ type: 'deck.retry' })}
        />
      ) : null}
      {isEmpty ? (
        <EmptyState
          title={t('swipe.empty')}
          hint={t('swipe.emptyHint')}
          action={
            <div className={styles.emptyActions}>
              <Button asChild variant="solid" size="sm">
                <Link href="/app/search">{t('swipe.goSearch')}</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link href="/app/matches">{t('swipe.goMatches')}</Link>
              </Button>
            </div>
          }
        />
      ) : null}

      {current ? (
        <>
          <section
            aria-label={t('swipe.deckLabel')}
            aria-describedby="swipe-keyboard-hint swipe-drag-hint"
            className={deckLayout.stack}
          >
            <p id="swipe-drag-hint" className={css({ srOnly: true })}>
              {t('swipe.dragHint')}
            </p>
            {upcoming
              .map((profile, index) => (
                <SwipeCardBehind key={profile.id} profile={profile} depth={index === 0 ? 1 : 2} />
              ))
              .reverse()}
            <SwipeCard
              key={current.id}
              profile={current}
              onChoose={choose}
              disabled={!canSwipe}
              enter={!landsOnEarlyPhoto}
            />
            {lastChoice ? (
              <LeavingCard
                key={keyOfChoice(lastChoice)}
                profile={lastChoice.profile}
                choice={lastChoice.choice}
                fromDx={releasedAt.current}
              />
            ) : null}
          </section>
          <div className={deckLayout.buttons}>
            <Button
              variant="outline"
              size="lg"
              className={cx(deckLayout.button, styles.pass)}
              aria-label={t('swipe.dislikeNamed', { nickname: current.nickname })}
              onClick={() => {
                if (canSwipe) choose('dislike')
              }}
            >
              <CloseIcon strokeWidth={2.5} />
              {t('swipe.dislike')}
            </Button>
            <Button
              variant="solid"
              size="lg"
              className={deckLayout.button}
              aria-label={t('swipe.likeNamed', { nickname: current.nickname })}
              onClick={() => {
                if (canSwipe) choose('like')
              }}
            >
              <HeartIcon filled />
              {t('swipe.like')}
            </Button>
          </div>
        </>
      ) : null}

      <p role="status" className={css({ srOnly: true })} data-testid="swipe-announcement">
        {announcement}
      </p>

      {match ? (
        <OnDemandBoundary open onDismiss={() => actorRef.send({ type: 'match.dismiss' })}>
          <Suspense fallback={null}>
            <MatchDialog match={match} onClose={() => actorRef.send({ type: 'match.dismiss' })} />
          </Suspense>
        </OnDemandBoundary>
      ) : null}
    </div>
  )
}

const styles = {
  error: css({ p: '3', borderRadius: 'xl', bg: 'danger.subtle', color: 'danger.fg', fontSize: 'sm' }),
  pass: css({ color: 'danger.fg', borderColor: 'danger.fg' }),
  emptyActions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' }),
}
