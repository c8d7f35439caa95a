/**
 * The wall's buckets (spec section 3: wall_friends who visited, wall_online, wall_addPhoto,
 * wall_change, wall_birthday), each a row of profile cards; pure view over the wall machine.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/list-states'
import type { WallActorRef, WallBucketName } from '../../machines/wall/wall.machine'
import {
  selectBucket,
  selectFilledBuckets,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
} from '../../machines/wall/wall.selectors'
import { MemberCard, MemberGrid, MemberGridItem } from '../social/member-card'
import { fromProfileCard } from '../social/member-display'

export function WallView({ actorRef }: { actorRef: WallActorRef }) {
  const { t } = useTranslation('social')
  const isLoading = useSelector(actorRef, selectIsLoading)
  const hasFailed = useSelector(actorRef, selectHasFailed)
  const isEmpty = useSelector(actorRef, selectIsEmpty)
  const filled = useSelector(actorRef, selectFilledBuckets)
  return (
    <div className={styles.buckets}>
      {isLoading ? <LoadingState /> : null}
      {hasFailed ? (
        <ErrorState message={t('errors.loadFailed')} onRetry={() => actorRef.send({ type: 'wall.retry' })} />
      ) : null}
      {isEmpty ? (
        <EmptyState
          title={t('wall.empty')}
          hint={t('wall.emptyHint')}
          action={
            <Button asChild variant="solid" size="sm">
              <Link href="/app/search">{t('wall.goSearch')}</Link>
            </Button>
          }
        />
      ) : null}
      {filled.map((name, index) => (
        <WallBucket key={name} actorRef={actorRef} name={name} eager={index === 0} />
      ))}
    </div>
  )
}

function WallBucket({
  actorRef,
  name,
  eager,
}: {
  actorRef: WallActorRef
  name: WallBucketName
  eager: boolean
}) {
  const { t } = useTranslation('social')
  const items = useSelector(actorRef, selectBucket(name))
  const headingId = `wall-${name}`
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(`wall.buckets.${name}`)}
      </h2>
      <MemberGrid>
        {items.map((item, index) => (
          <MemberGridItem key={item.id}>
            <MemberCard member={fromProfileCard(item)} eager={eager && index < 4} contextId={headingId} />
          </MemberGridItem>
        ))}
      </MemberGrid>
    </section>
  )
}

const styles = {
  buckets: css({ display: 'flex', flexDirection: 'column', gap: '8', minW: '0' }),
  heading: css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' }),
}
