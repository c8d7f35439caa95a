/**
 * /app while the member is looked up (the route guard's wait, prerendered into the page's shell:
 * src/app/prerender.tsx): the home page itself (home-view.tsx), its words already there, with the
 * recent activity's frame waiting for its data. In the shell the member's nickname and the wall's
 * news line are holes, which the page's first script fills from the member lookup before the app
 * runs (src/app/early-home.ts, issue 38); when the app renders this over the shell, it gives the view
 * what the script read (src/api/early-member-handover.ts), so the words stay where they were.
 */
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { earlyMember } from '../../api/early-member-handover'
import { SkeletonStatus } from '../layout/skeleton-status'
import { HomeView } from './home-view'
import { recentActivityFrame } from './recent-activity-frame'

export function HomeSkeleton() {
  const { t: ts } = useTranslation('social')
  const member = earlyMember()
  return (
    <div aria-busy="true" data-page-skeleton="">
      <SkeletonStatus />
      <HomeView
        nickname={member?.nickname ?? ''}
        wallNews={member ? member.wallNews : null}
        activity={
          <div aria-hidden="true" className={cx(recentActivityFrame.section, styles.lines)}>
            <p className={recentActivityFrame.heading}>{ts('activity.title')}</p>
            <div className={styles.line} />
            <div className={styles.line} />
            <div className={styles.line} />
          </div>
        }
      />
    </div>
  )
}

// The recent activity's frame (recent-activity-frame.ts) with lines for its items.
const styles = {
  lines: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  line: css({ h: '10', borderRadius: 'xl', bg: 'bg.muted' }),
}
