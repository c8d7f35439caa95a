/**
 * The recent-activity feed (spec sections 3 and 8): who visited the member, came online, updated a
 * profile, added photos or has a birthday, each linking to the member's profile. `RecentActivity`
 * owns its actor (the home page, the wall, the account page's side column);
 * `RecentActivityView` is the pure view over an existing one (stories).
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import { ErrorState, LoadingState } from '../../components/ui/list-states'
import { type ActivitiesActorRef, activitiesMachine } from '../../machines/activities/activities.machine'
import {
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectItems,
} from '../../machines/activities/activities.selectors'
import { photoSource, profileHref } from '../social/member-display'
import { MemberPhoto } from '../social/member-photo'
import { activityText, activityTime } from './activity-text'
import { recentActivityFrame } from './recent-activity-frame'

export interface RecentActivityViewProps {
  actorRef: ActivitiesActorRef
  /** Items shown at most (the side column shows fewer than the wall). */
  limit?: number
  headingLevel?: 'h2' | 'h3'
  /**
   * `complementary` where the feed is the page's side column (home, wall): an `<aside>` named by the
   * feed's heading, rather than an unnamed aside around a named region.
   */
  landmark?: 'region' | 'complementary'
  className?: string
}

export function RecentActivityView({
  actorRef,
  limit = 20,
  headingLevel: Heading = 'h2',
  landmark = 'region',
  className,
}: RecentActivityViewProps) {
  const Landmark = landmark === 'complementary' ? 'aside' : 'section'
  const { t } = useTranslation('social')
  const headingId = useId()
  const isLoading = useSelector(actorRef, selectIsLoading)
  const hasFailed = useSelector(actorRef, selectHasFailed)
  const isEmpty = useSelector(actorRef, selectIsEmpty)
  const items = useSelector(actorRef, selectItems)
  return (
    <Landmark aria-labelledby={headingId} className={cx(styles.section, className)}>
      <Heading id={headingId} className={styles.heading}>
        {t('activity.title')}
      </Heading>
      {isLoading ? <LoadingState /> : null}
      {hasFailed ? (
        <ErrorState
          message={t('errors.loadFailed')}
          onRetry={() => actorRef.send({ type: 'activities.retry' })}
        />
      ) : null}
      {isEmpty ? <p className={styles.empty}>{t('activity.empty')}</p> : null}
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.slice(0, limit).map((item, index) => {
            if (!item.activity) return null
            const time = activityTime(item)
            return (
              <li key={`${item.id}-${item.activity}-${item.activityDate ?? index}`} className={styles.item}>
                <MemberPhoto
                  nickname={item.nickname}
                  photo={photoSource(item.avatar, 'small')}
                  className={styles.avatar}
                  decorative
                />
                <div className={styles.text}>
                  <Link href={profileHref(item)} className={styles.link}>
                    {activityText(t, item.activity, item.nickname)}
                  </Link>
                  {time ? (
                    <time dateTime={time.iso} className={styles.time}>
                      {time.label}
                    </time>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      ) : null}
    </Landmark>
  )
}

export interface RecentActivityProps extends Omit<RecentActivityViewProps, 'actorRef'> {
  /** The machine to run (stories pass a `.provide()`d one). */
  logic?: typeof activitiesMachine
}

/** The feed with its own actor: reads getActivities once (cached 5 min) when it mounts. */
export function RecentActivity({ logic = activitiesMachine, ...view }: RecentActivityProps) {
  const actorRef = useActorRef(logic)
  return <RecentActivityView actorRef={actorRef} {...view} />
}

const styles = {
  ...recentActivityFrame,
  empty: css({ color: 'fg.muted', py: '4' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: '0', m: '0' }),
  item: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    p: '2',
    borderRadius: 'xl',
    _hover: { bg: 'bg.subtle' },
  }),
  avatar: css({ w: '10', h: '10', flexShrink: '0', borderRadius: 'full', fontSize: 'sm' }),
  text: css({ display: 'flex', flexDirection: 'column', minW: '0' }),
  link: css({
    color: 'fg.default',
    fontSize: 'sm',
    fontWeight: 'medium',
    textDecoration: 'none',
    _after: { content: '""', position: 'absolute', inset: '0' },
    _hover: { textDecoration: 'underline' },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'focusRing',
      outlineOffset: '2px',
      borderRadius: 'sm',
    },
  }),
  time: css({ fontSize: 'xs', color: 'fg.muted' }),
}
