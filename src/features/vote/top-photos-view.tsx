/**
 * The top-photos page's body over the rankings machine (spec sections 1 and 7): the ranking of one
 * gender at a time, 12 a page, each member opening their gallery. A pure view: the page container
 * owns the actor and the gallery dialog.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { ProfileCard } from '../../api/models/profile'
import { StarIcon } from '../../components/ui/icons'
import type { RankingsActorRef } from '../../machines/rankings/rankings.machine'
import {
  selectFirstRank,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectPage,
  selectPageCount,
  selectProfiles,
  selectSex,
} from '../../machines/rankings/rankings.selectors'
import { PageTitle } from '../layout/page-title'
import { useProfileLabels } from '../profile/profile-labels'
import { PagedMemberGrid, votePageStyles } from './paged-member-grid'
import { SexFilter } from './sex-filter'

export const RANKED_SEXES = ['2', '1', '3'] as const

export interface TopPhotosViewProps {
  actorRef: RankingsActorRef
  onOpenGallery: (card: ProfileCard) => void
  /** Another gender asked for: the page puts it in the URL; told to the machine by default. */
  onSexChange?: (sex: string) => void
  /** Another page asked for: the page puts it in the URL; told to the machine by default. */
  onGo?: (page: number) => void
}

export function TopPhotosView({
  actorRef,
  onOpenGallery,
  onSexChange = (sex) => actorRef.send({ type: 'sex.change', sex }),
  onGo = (page) => actorRef.send({ type: 'page.goto', page }),
}: TopPhotosViewProps) {
  const { t } = useTranslation(['social', 'common'])
  const sex = useSelector(actorRef, selectSex)
  const loading = useSelector(actorRef, selectIsLoading)
  const failed = useSelector(actorRef, selectHasFailed)
  const empty = useSelector(actorRef, selectIsEmpty)
  const profiles = useSelector(actorRef, selectProfiles)
  const page = useSelector(actorRef, selectPage)
  const pageCount = useSelector(actorRef, selectPageCount)
  const firstRank = useSelector(actorRef, selectFirstRank)
  return (
    <section className={styles.page}>
      <PageTitle>{t('common:routes.topPhotos')}</PageTitle>
      <p className={styles.intro}>{t('vote.ranking.intro')}</p>
      <SexFilter
        label={t('vote.ranking.tabsLabel')}
        options={RANKED_SEXES.map((value) => ({ value, label: t(`vote.ranking.sexes.${value}`) }))}
        value={sex}
        onChange={onSexChange}
      />
      <PagedMemberGrid
        ordered
        profiles={profiles}
        loading={loading}
        failed={failed}
        empty={empty}
        page={page}
        pageCount={pageCount}
        texts={{
          loadFailed: t('vote.ranking.loadFailed'),
          empty: t('vote.ranking.empty'),
          pagerLabel: t('vote.ranking.pagerLabel'),
        }}
        tile={(card, i) => ({
          openLabel: t('vote.ranking.openGallery', { nickname: card.nickname }),
          badge: t('vote.ranking.rank', { rank: firstRank + i }),
          footer: <NoteLine card={card} />,
        })}
        onOpen={onOpenGallery}
        onRetry={() => actorRef.send({ type: 'rankings.retry' })}
        onGo={onGo}
      />
    </section>
  )
}

function NoteLine({ card }: { card: ProfileCard }) {
  const { t } = useTranslation('profile')
  const labels = useProfileLabels()
  const stars = labels.stars(card.averageNote)
  return (
    <p className={styles.note}>
      <StarIcon className={styles.star} />
      {stars ? t('note.average', { note: stars }) : t('note.none')}
      {card.totalVotes > 0 ? (
        <span className={styles.muted}> · {t('note.votes', { count: card.totalVotes })}</span>
      ) : null}
    </p>
  )
}

const styles = {
  ...votePageStyles,
  note: css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'xs', flexWrap: 'wrap' }),
  star: css({ w: '3.5', h: '3.5', color: 'warning.star', fill: 'currentColor', flexShrink: '0' }),
}
