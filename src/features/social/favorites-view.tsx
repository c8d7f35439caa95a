/**
 * The member's favorites (pure view over the favorites-list machine). Each card has the favorite
 * toggle (applied at once, rolled back on refusal) and a link to write; a removal confirmed by the
 * server dims the card and says so, and the same button adds the member back.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { MessageIcon } from '../../components/ui/icons'
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/list-states'
import type { favoriteToggleMachine } from '../../machines/favorite-toggle/favorite-toggle.machine'
import type { FavoritesListActorRef } from '../../machines/favorites-list/favorites-list.machine'
import {
  selectFavorites,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectKeptCount,
  selectLastChange,
  selectRemovedIds,
} from '../../machines/favorites-list/favorites-list.selectors'
import { FavoriteButton } from '../favorites/favorite-button'
import { MemberCard, MemberGrid, MemberGridItem } from './member-card'
import { chatHref, fromContact } from './member-display'

export interface FavoritesViewProps {
  actorRef: FavoritesListActorRef
  /** The toggle machine each card runs (stories pass a `.provide()`d one). */
  toggleLogic?: typeof favoriteToggleMachine
}

export function FavoritesView({ actorRef, toggleLogic }: FavoritesViewProps) {
  const { t } = useTranslation('social')
  const isLoading = useSelector(actorRef, selectIsLoading)
  const hasFailed = useSelector(actorRef, selectHasFailed)
  const isEmpty = useSelector(actorRef, selectIsEmpty)
  const favorites = useSelector(actorRef, selectFavorites)
  const removedIds = useSelector(actorRef, selectRemovedIds)
  const keptCount = useSelector(actorRef, selectKeptCount)
  const lastChange = useSelector(actorRef, selectLastChange)
  const onChange = (memberId: string) => (isFavorite: boolean) =>
    actorRef.send({ type: 'favorite.changed', memberId, isFavorite })
  return (
    <div className={styles.root}>
      {isLoading ? <LoadingState /> : null}
      {hasFailed ? (
        <ErrorState
          message={t('errors.loadFailed')}
          onRetry={() => actorRef.send({ type: 'favorites.retry' })}
        />
      ) : null}
      {isEmpty ? (
        <EmptyState
          title={t('favorites.empty')}
          hint={t('favorites.emptyHint')}
          action={
            <Button asChild variant="solid" size="sm">
              <Link href="/app/search">{t('favorites.goSearch')}</Link>
            </Button>
          }
        />
      ) : null}
      {favorites.length > 0 ? (
        <>
          <p className={styles.count}>{t('favorites.count', { count: keptCount })}</p>
          <MemberGrid>
            {favorites.map((favorite, index) => {
              const removed = removedIds.includes(favorite.id)
              return (
                <MemberGridItem key={favorite.id}>
                  <MemberCard
                    headingLevel="h2"
                    member={fromContact(favorite)}
                    eager={index < 4}
                    muted={removed}
                    caption={removed ? t('favorites.removed') : undefined}
                    actions={
                      <>
                        <FavoriteButton
                          memberId={favorite.id}
                          isFavorite={!removed}
                          nickname={favorite.nickname}
                          onChange={onChange(favorite.id)}
                          {...(toggleLogic ? { logic: toggleLogic } : {})}
                        />
                        <Button asChild variant="outline" size="sm">
                          <Link
                            href={chatHref(favorite)}
                            aria-label={t('favorites.chat', { nickname: favorite.nickname })}
                          >
                            <MessageIcon />
                            {t('favorites.chatShort')}
                          </Link>
                        </Button>
                      </>
                    }
                  />
                </MemberGridItem>
              )
            })}
          </MemberGrid>
        </>
      ) : null}
      <p role="status" className={css({ srOnly: true })}>
        {lastChange
          ? t(lastChange.isFavorite ? 'favorites.addedAnnounce' : 'favorites.removedAnnounce', {
              nickname: lastChange.favorite.nickname,
            })
          : ''}
      </p>
    </div>
  )
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  count: css({ color: 'fg.muted', fontWeight: 'medium' }),
}
