/**
 * `<AdSlot placement="account" />`: the ad of one placement (spec section 3) for the signed-in
 * member, or nothing. Owns its ads actor; the API caches the ads for an hour, so every slot on screen
 * shares one read. The viewer (gender, premium, phone or desktop) comes from the session and the
 * viewport. Import it lazily from a page: it must never weigh on the first route. A page whose slot
 * shows under content still on its way calls `prefetchAds()` (through the same lazy import) as it
 * mounts, so the ad is there with that content instead of pushing it down afterwards.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { AdPlacement } from '../../api/models/ads'
import { MOBILE_MEDIA_QUERY } from '../../components/ui/media'
import type { AdViewer } from '../../machines/ads/ads.filter'
import { adsMachine } from '../../machines/ads/ads.machine'
import { selectAdFor } from '../../machines/ads/ads.selectors'
import { selectCurrentUser } from '../../machines/session/session.selectors'
import { SessionContext } from '../session/session-context'
import { AdSlotView } from './ad-slot-view'

export { prefetchAds } from '../../machines/ads/ads.actors'

function subscribeToViewport(onChange: () => void) {
  const query = globalThis.matchMedia?.(MOBILE_MEDIA_QUERY)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
const isSmallScreen = () => globalThis.matchMedia?.(MOBILE_MEDIA_QUERY).matches ?? false

export interface AdSlotProps {
  placement: AdPlacement
  className?: string
}

export default function AdSlot({ placement, className }: AdSlotProps) {
  const inSession = SessionContext.useOptionalSelector((snapshot) => snapshot !== undefined)
  const user = SessionContext.useOptionalSelector((snapshot) =>
    snapshot ? selectCurrentUser(snapshot) : null,
  )
  const mobile = useSyncExternalStore(subscribeToViewport, isSmallScreen, () => false)
  const gender = user?.gender ?? ''
  const isPremium = user?.isPremium ?? false
  const viewer = useMemo<AdViewer>(
    () => ({ gender, isPremium, platform: mobile ? 'mobile' : 'desktop' }),
    [gender, isPremium, mobile],
  )
  const actorRef = useActorRef(adsMachine, { input: { viewer } })
  useEffect(() => {
    actorRef.send({ type: 'viewer.change', viewer })
  }, [actorRef, viewer])
  const selector = useMemo(() => selectAdFor(placement), [placement])
  const slot = useSelector(actorRef, selector)
  // Outside a session (a page's story without one) there is no member to show an ad to: nothing.
  if (!inSession) return null
  return <AdSlotView slot={slot} className={className} />
}
