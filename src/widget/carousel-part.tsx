/**
 * The carousel part, in the partner's placeholder: helper B's online-members carousel over its own
 * machine. Each member is a button that opens the chat with them; pointing at it or focusing it is an
 * intent, so the chat's code starts loading before the click.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { type FocusEvent, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import {
  type CarouselLinkProps,
  OnlineMembersCarousel,
} from '../features/online-members/online-members-carousel'
import { buildUserSlug } from '../lib/slug'
import { onlineMembersMachine } from '../machines/online-members/online-members.machine'
import { selectMembers } from '../machines/online-members/online-members.selectors'
import type { OnlineMember } from '../machines/online-members/online-members.types'
import { useShell } from './shell-context'

const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

export function CarouselPart() {
  const { t } = useTranslation('widget')
  const { actor: shell, siteUrl } = useShell()
  const carousel = useActorRef(onlineMembersMachine, { input: { autoplay: !prefersReducedMotion() } })
  const members = useSelector(carousel, selectMembers)
  const profileHref = (member: OnlineMember) =>
    `${siteUrl}/app/users/${buildUserSlug(member.nickname, member.id)}`
  // The carousel hands its link renderer the member's address: find the member from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: profileHref only depends on siteUrl
  const byHref = useMemo(() => new Map(members.map((m) => [profileHref(m), m])), [members, siteUrl])

  const renderMember = ({ href, className, tabIndex, onFocus, children }: CarouselLinkProps) => {
    const member = byHref.get(href)
    const intent = () => shell.send({ type: 'chat.intent' })
    return (
      <button
        type="button"
        className={cx(className, styles.member)}
        tabIndex={tabIndex}
        onFocus={(event) => {
          intent()
          onFocus?.(event as unknown as FocusEvent<HTMLAnchorElement>)
        }}
        onPointerEnter={intent}
        onClick={() => {
          if (member) shell.send({ type: 'panel.open', memberId: member.id, nickname: member.nickname })
        }}
      >
        <span className={styles.srOnly}>{t('carousel.chatWith')}</span>
        {children}
      </button>
    )
  }

  return (
    <div className={styles.frame}>
      <OnlineMembersCarousel actorRef={carousel} profileHref={profileHref} renderLink={renderMember} />
    </div>
  )
}

const styles = {
  // Its own surface: the widget reads the same on any page background, light or dark.
  frame: css({ h: 'full', px: '3', bg: 'bg.surface', borderRadius: '2xl' }),
  member: css({ width: 'full', textAlign: 'start', cursor: 'pointer' }),
  srOnly: css({ srOnly: true }),
}
