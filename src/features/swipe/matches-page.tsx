/**
 * /app/matches (spec section 7, get_matches): the member's matches. A match arriving in real time
 * (the other member liked back) reads the list again.
 */
import { useActorRef } from '@xstate/react'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { type MatchesActorRef, matchesMachine } from '../../machines/matches/matches.machine'
import { PageTitle } from '../layout/page-title'
import { useRealtime } from '../realtime/realtime-context'
import { MatchesView } from './matches-view'

export function MatchesPageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('social')
  return (
    <div>
      <PageTitle>{t('routes.matches')}</PageTitle>
      <p className={css({ color: 'fg.muted', mb: '6' })}>{ts('matches.intro')}</p>
      {children}
    </div>
  )
}

/** Reads the list again when the socket brings a match. */
function useRefreshOnRealtimeMatch(actorRef: MatchesActorRef) {
  const realtime = useRealtime()
  useEffect(() => {
    if (!realtime) return
    const subscription = realtime.socket.on('realtime.received', ({ message }) => {
      if (message.action === 'match') actorRef.send({ type: 'matches.refresh' })
    })
    return () => subscription.unsubscribe()
  }, [realtime, actorRef])
}

export default function MatchesPage() {
  const actorRef = useActorRef(matchesMachine)
  useRefreshOnRealtimeMatch(actorRef)
  return (
    <MatchesPageLayout>
      <MatchesView actorRef={actorRef} />
    </MatchesPageLayout>
  )
}
