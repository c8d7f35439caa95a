/** /app/swipe (spec sections 1 and 7): the swipe deck, its actor owned here. */
import { useActorRef } from '@xstate/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { swipeDeckMachine } from '../../machines/swipe-deck/swipe-deck.machine'
import { PageTitle } from '../layout/page-title'
import { SwipeDeckView } from './swipe-deck-view'

export function SwipePageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('social')
  return (
    <div>
      {/* On phones the top bar shows the page's name: the h1 stays for assistive technologies. */}
      <PageTitle className={css({ textAlign: 'center', mdDown: { srOnly: true } })}>
        {t('routes.swipe')}
      </PageTitle>
      <p
        className={css({
          color: 'fg.muted',
          textAlign: 'center',
          mb: '3',
          maxW: 'xl',
          mx: 'auto',
          fontSize: 'sm',
        })}
      >
        {ts('swipe.intro')}
      </p>
      {children}
    </div>
  )
}

export default function SwipePage() {
  const actorRef = useActorRef(swipeDeckMachine)
  return (
    <SwipePageLayout>
      <SwipeDeckView actorRef={actorRef} />
    </SwipePageLayout>
  )
}
