/** /app/swipe (spec sections 1 and 7): the swipe deck, its actor owned here. */
import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { largestPhotoOf } from '../../api/largest-photo-handover'
import { swipeDeckMachine } from '../../machines/swipe-deck/swipe-deck.machine'
import { SwipeDeckView } from './swipe-deck-view'
import { SwipePageLayout } from './swipe-page-layout'

export default function SwipePage() {
  const actorRef = useActorRef(swipeDeckMachine)
  const [location] = useLocation()
  // The top card's photo the page's first script drew before the app ran (issue 38): read once, for
  // the deck's first load only.
  const [earlyPhoto] = useState(() => largestPhotoOf(location))
  return (
    <SwipePageLayout>
      <SwipeDeckView actorRef={actorRef} earlyPhoto={earlyPhoto} />
    </SwipePageLayout>
  )
}
