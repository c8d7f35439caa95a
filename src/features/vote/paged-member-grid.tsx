/**
 * The body the ranking and album pages share under their heading: the loading, failed and empty
 * states, then a page of member tiles and the pager. Each page brings its own words and what its
 * tiles say; the list is ordered where the order means something (the ranking).
 */
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import type { ProfileCard } from '../../api/models/profile'
import { Pager } from '../../components/ui/pager'
import { EmptyNotice, FailedNotice, LoadingStatus } from './list-status'
import { MemberTile, type MemberTileProps, tileGrid } from './member-tile'

export interface PagedMemberGridProps {
  profiles: readonly ProfileCard[]
  loading: boolean
  failed: boolean
  empty: boolean
  page: number
  pageCount: number
  /** An `<ol>` rather than a `<ul>`: the position is the rank. */
  ordered?: boolean
  /** The page's own words: the failure, the empty list, the pager's landmark. */
  texts: { loadFailed: string; empty: string; pagerLabel: string }
  /** What one member's tile says besides their photo, name, age and town. */
  tile: (card: ProfileCard, index: number) => Pick<MemberTileProps, 'openLabel' | 'badge' | 'footer'>
  onOpen: (card: ProfileCard) => void
  onRetry: () => void
  onGo: (page: number) => void
}

export function PagedMemberGrid({
  profiles,
  loading,
  failed,
  empty,
  page,
  pageCount,
  ordered = false,
  texts,
  tile,
  onOpen,
  onRetry,
  onGo,
}: PagedMemberGridProps) {
  const { t } = useTranslation('social')
  const List = ordered ? 'ol' : 'ul'
  const showList = profiles.length > 0 && !failed && !empty
  return (
    <>
      {loading ? <LoadingStatus>{t('vote.loading')}</LoadingStatus> : null}
      {failed ? <FailedNotice message={texts.loadFailed} retry={t('vote.retry')} onRetry={onRetry} /> : null}
      {empty ? <EmptyNotice>{texts.empty}</EmptyNotice> : null}
      {showList ? (
        <>
          <List className={cx(tileGrid, loading && styles.stale)} aria-busy={loading || undefined}>
            {profiles.map((card, i) => (
              <li key={card.id}>
                <MemberTile card={card} eager={i < 4} onOpen={onOpen} {...tile(card, i)} />
              </li>
            ))}
          </List>
          <Pager label={texts.pagerLabel} page={page} pageCount={pageCount} onGo={onGo} />
        </>
      ) : null}
    </>
  )
}

/** The frame of both pages around the grid. */
export const votePageStyles = {
  page: css({ maxW: '5xl', mx: 'auto', py: { base: '4', md: '8' } }),
  intro: css({ color: 'fg.muted', mb: '4' }),
  muted: css({ color: 'fg.muted' }),
}

const styles = {
  // The previous page stays on screen, dimmed, while the next one loads.
  stale: css({ opacity: 0.6 }),
}
