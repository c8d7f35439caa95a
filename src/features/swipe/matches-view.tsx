/** The member's matches (pure view over the matches machine): cards with a link to write to each one. */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { MessageIcon } from '../../components/ui/icons'
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/list-states'
import type { MatchesActorRef } from '../../machines/matches/matches.machine'
import {
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectIsRefreshing,
  selectMatches,
} from '../../machines/matches/matches.selectors'
import { MemberCard, MemberGrid, MemberGridItem } from '../social/member-card'
import { chatHref, fromProfileCard } from '../social/member-display'

export function MatchesView({ actorRef }: { actorRef: MatchesActorRef }) {
  const { t } = useTranslation('social')
  const isLoading = useSelector(actorRef, selectIsLoading)
  const hasFailed = useSelector(actorRef, selectHasFailed)
  const isEmpty = useSelector(actorRef, selectIsEmpty)
  const isRefreshing = useSelector(actorRef, selectIsRefreshing)
  const matches = useSelector(actorRef, selectMatches)
  return (
    <div className={styles.root}>
      {isLoading ? <LoadingState /> : null}
      {hasFailed ? (
        <ErrorState
          message={t('errors.loadFailed')}
          onRetry={() => actorRef.send({ type: 'matches.retry' })}
        />
      ) : null}
      {isEmpty ? (
        <EmptyState
          title={t('matches.empty')}
          hint={t('matches.emptyHint')}
          action={
            <Button asChild variant="solid" size="sm">
              <Link href="/app/swipe">{t('matches.goSwipe')}</Link>
            </Button>
          }
        />
      ) : null}
      {matches.length > 0 ? (
        <>
          <p className={styles.count}>{t('matches.count', { count: matches.length })}</p>
          <MemberGrid busy={isRefreshing}>
            {matches.map((match, index) => (
              <MemberGridItem key={match.id}>
                <MemberCard
                  headingLevel="h2"
                  member={fromProfileCard(match)}
                  eager={index < 4}
                  actions={
                    <Button asChild variant="solid" size="sm">
                      <Link
                        href={chatHref(match)}
                        aria-label={t('matches.chat', { nickname: match.nickname })}
                      >
                        <MessageIcon />
                        {t('matches.chatShort')}
                      </Link>
                    </Button>
                  }
                />
              </MemberGridItem>
            ))}
          </MemberGrid>
        </>
      ) : null}
    </div>
  )
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  count: css({ color: 'fg.muted', fontWeight: 'medium' }),
}
