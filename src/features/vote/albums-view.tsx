/**
 * The albums page's body over the albums machine: members' photo albums, newest members first, 12 a
 * page; each opens in the gallery dialog. A pure view: the page container owns the actor and dialog.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { cx } from 'styled-system/css'
import type { ProfileCard } from '../../api/models/profile'
import type { AlbumsActorRef } from '../../machines/albums/albums.machine'
import {
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectPage,
  selectPageCount,
  selectProfiles,
  selectTotal,
} from '../../machines/albums/albums.selectors'
import { PageTitle } from '../layout/page-title'
import { EmptyNotice, FailedNotice, LoadingStatus } from './list-status'
import { MemberTile, tileGrid } from './member-tile'
import { Pager } from './pager'
import { styles } from './top-photos-view'

export interface AlbumsViewProps {
  actorRef: AlbumsActorRef
  onOpenGallery: (card: ProfileCard) => void
}

export function AlbumsView({ actorRef, onOpenGallery }: AlbumsViewProps) {
  const { t } = useTranslation(['social', 'common'])
  const loading = useSelector(actorRef, selectIsLoading)
  const failed = useSelector(actorRef, selectHasFailed)
  const empty = useSelector(actorRef, selectIsEmpty)
  const profiles = useSelector(actorRef, selectProfiles)
  const page = useSelector(actorRef, selectPage)
  const pageCount = useSelector(actorRef, selectPageCount)
  const total = useSelector(actorRef, selectTotal)
  const showList = profiles.length > 0 && !failed && !empty
  return (
    <section className={styles.page}>
      <PageTitle>{t('common:routes.albums')}</PageTitle>
      <p className={styles.intro}>
        {t('vote.albums.intro')}
        {total > 0 ? ` ${t('vote.albums.total', { count: total })}` : null}
      </p>
      {loading ? <LoadingStatus>{t('vote.loading')}</LoadingStatus> : null}
      {failed ? (
        <FailedNotice
          message={t('vote.albums.loadFailed')}
          retry={t('vote.retry')}
          onRetry={() => actorRef.send({ type: 'albums.retry' })}
        />
      ) : null}
      {empty ? <EmptyNotice>{t('vote.albums.empty')}</EmptyNotice> : null}
      {showList ? (
        <>
          <ul className={cx(tileGrid, loading && styles.stale)} aria-busy={loading || undefined}>
            {profiles.map((card, i) => (
              <li key={card.id}>
                <MemberTile
                  card={card}
                  eager={i < 4}
                  openLabel={t('vote.albums.open', { nickname: card.nickname })}
                  onOpen={onOpenGallery}
                  footer={
                    <p className={styles.muted}>{t('vote.albums.photos', { count: card.photos.length })}</p>
                  }
                />
              </li>
            ))}
          </ul>
          <Pager
            label={t('vote.albums.pagerLabel')}
            page={page}
            pageCount={pageCount}
            onGo={(next) => actorRef.send({ type: 'page.goto', page: next })}
          />
        </>
      ) : null}
    </section>
  )
}
