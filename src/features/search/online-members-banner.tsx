/**
 * The app's 'Membres en ligne' banner: owns the online-members actor and shows the shared carousel
 * with the router's links. The layout mounts it lazily, for members only (spec section 2; our reading
 * of its "hidden under one condition": hidden without a session). A member who prefers reduced motion
 * gets it paused (the pause button starts it).
 */
import { useActorRef } from '@xstate/react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { onlineMembersMachine } from '../../machines/online-members/online-members.machine'
import { OnlineMembersCarousel } from '../online-members/online-members-carousel'
import { profileHref } from './profile-card'

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

export default function OnlineMembersBanner() {
  const actorRef = useActorRef(onlineMembersMachine, { input: { autoplay: !prefersReducedMotion() } })
  return (
    <div className={wrapper}>
      <OnlineMembersCarousel
        actorRef={actorRef}
        profileHref={profileHref}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      />
    </div>
  )
}

// Never on phones (app-layout.tsx's showsOnlineMembers): hidden there by CSS too, for the page shells
// the build renders for every width at once (src/app/prerender.tsx).
const wrapper = css({
  w: 'full',
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  mdDown: { display: 'none' },
})
