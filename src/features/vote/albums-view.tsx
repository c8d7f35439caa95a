/**
 * The albums page's body over the albums machine: members' photo albums, newest members first, 12 a
 * page; each opens in the gallery dialog. A pure view: the page container owns the actor and dialog.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
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
import { PagedMemberGrid, votePageStyles as styles } from './paged-member-grid'

export interface AlbumsViewProps {
  actorRef: AlbumsActorRef
  onOpenGallery: (card: ProfileCard) => void
  /** Another page asked for: the page puts it in the URL; told to the machine by default. */
  onGo?: (page: number) => void
}

export function AlbumsView({
  actorRef,
  onOpenGallery,
  onGo = (page) => actorRef.send({ type: 'page.goto', page }),
}: AlbumsViewProps) {
  const { t } = useTranslation(['social', 'common'])
  const loading = useSelector(actorRef, selectIsLoading)
  const failed = useSelector(actorRef, selectHasFailed)
  const empty = useSelector(actorRef, selectIsEmpty)
  const profiles = useSelector(actorRef, selectProfiles)
  const page = useSelector(actorRef, selectPage)
  const pageCount = useSelector(actorRef, selectPageCount)
  const total = useSelector(actorRef, selectTotal)
  return (
    <section className={styles.page}>
      <PageTitle>{t('common:routes.albums')}</PageTitle>
      <p className={styles.intro}>
        {t('vote.albums.intro')}
        {total > 0 ? ` ${t('vote.albums.total', { count: total })}` : null}
      </p>
      <PagedMemberGrid
        profiles={profiles}
        loading={loading}
        failed={failed}
        empty={empty}
        page={page}
        pageCount={pageCount}
        texts={{
          loadFailed: t('vote.albums.loadFailed'),
          empty: t('vote.albums.empty'),
          pagerLabel: t('vote.albums.pagerLabel'),
        }}
        tile={(card) => ({
          openLabel: t('vote.albums.open', { nickname: card.nickname }),
          footer: <p className={styles.muted}>{t('vote.albums.photos', { count: card.photos.length })}</p>,
        })}
        onOpen={onOpenGallery}
        onRetry={() => actorRef.send({ type: 'albums.retry' })}
        onGo={onGo}
      />
    </section>
  )
}
