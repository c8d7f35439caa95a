/**
 * /app/wall (spec sections 2 and 3): the wall's buckets, and the recent-activity feed beside them
 * (under them on small screens).
 */
import { useActorRef } from '@xstate/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { wallMachine } from '../../machines/wall/wall.machine'
import { PageTitle } from '../layout/page-title'
import { RecentActivity } from './recent-activity'
import { WallView } from './wall-view'

export interface WallPageViewProps {
  wall: ReactNode
  activity: ReactNode
}

/** The page's layout: title, intro, the wall and the feed (its own `<aside>`) in a side column. */
export function WallPageLayout({ wall, activity }: WallPageViewProps) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('social')
  return (
    <div>
      <PageTitle>{t('routes.wall')}</PageTitle>
      <p className={styles.intro}>{ts('wall.intro')}</p>
      <div className={styles.columns}>
        {wall}
        <div className={styles.aside}>{activity}</div>
      </div>
    </div>
  )
}

export default function WallPage() {
  const wall = useActorRef(wallMachine)
  return (
    <WallPageLayout
      wall={<WallView actorRef={wall} />}
      activity={<RecentActivity landmark="complementary" />}
    />
  )
}

const styles = {
  intro: css({ color: 'fg.muted', mb: '6', maxW: '3xl' }),
  columns: css({
    display: 'grid',
    gap: '8',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 20rem' },
    alignItems: 'start',
  }),
  aside: css({ position: { lg: 'sticky' }, top: { lg: '4' } }),
}
