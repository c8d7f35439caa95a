/**
 * The swipe deck (pure view over the swipe-deck machine): the stack of cards, the pass and like
 * buttons, the arrow keys anywhere on the page (right likes, left passes), a live region saying what
 * happened, and the match dialog.
 */
import { useSelector } from '@xstate/react'
import { Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import type { SwipeChoice } from '../../api/match'
import { Button } from '../../components/ui/button'
import { CloseIcon, HeartIcon } from '../../components/ui/icons'
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/list-states'
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

export function SwipeDeckView({ actorRef }: { actorRef: SwipeDeckActorRef }) {
  const { t } = useTranslation('social')
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
    <div className={styles.layout}>
      <p className={styles.hint} id="swipe-keyboard-hint">
        {t('swipe.keyboardHint')}
      </p>
      {error && current ? (
        <p role="alert" className={styles.error}>
          {t('swipe.errors.swipeFailed', { nickname: current.nickname })}
        </p>
      ) : null}

      {isLoading ? <LoadingState /> : null}
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
            className={styles.stack}
          >
            <p id="swipe-drag-hint" className={css({ srOnly: true })}>
              {t('swipe.dragHint')}
            </p>
            {upcoming
              .map((profile, index) => (
                <SwipeCardBehind key={profile.id} profile={profile} depth={index === 0 ? 1 : 2} />
              ))
              .reverse()}
            <SwipeCard key={current.id} profile={current} onChoose={choose} disabled={!canSwipe} />
            {lastChoice ? (
              <LeavingCard
                key={keyOfChoice(lastChoice)}
                profile={lastChoice.profile}
                choice={lastChoice.choice}
                fromDx={releasedAt.current}
              />
            ) : null}
          </section>
          <div className={styles.buttons}>
            <Button
              variant="outline"
              size="lg"
              className={styles.pass}
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
              className={styles.like}
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
  layout: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: { base: '3', md: '4' },
    maxW: 'md',
    mx: 'auto',
  }),
  // Phones are swiped by touch: no keyboard hint on screen (the deck's description still reads it).
  hint: css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center', mdDown: { display: 'none' } }),
  error: css({ p: '3', borderRadius: 'xl', bg: 'danger.subtle', color: 'danger.fg', fontSize: 'sm' }),
  // As tall as the screen allows with the buttons still on it, under the shell (top bar, header,
  // tab bar: --screen-h, see app-layout.tsx) and what the page puts above the card: on phones the
  // padding and the intro (about 11rem with the buttons), wider the title and the hint too (17.5rem).
  // The width follows the 3:4 photo, up to the screen's.
  stack: css({
    position: 'relative',
    h: {
      base: 'clamp(16rem, var(--screen-h) - 11rem, 34rem)',
      md: 'clamp(16rem, var(--screen-h) - 17.5rem, 34rem)',
    },
    aspectRatio: '3 / 4',
    maxW: 'full',
    mx: 'auto',
    overflow: 'visible',
  }),
  buttons: css({ display: 'flex', justifyContent: 'center', gap: '4', mt: '2' }),
  pass: css({ color: 'danger.fg', borderColor: 'danger.fg', minW: '9rem' }),
  like: css({ minW: '9rem' }),
  emptyActions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' }),
}
