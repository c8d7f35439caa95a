/**
 * A conversation's head: the contact's avatar, nickname (a link to their profile), age and place,
 * whether they are online with the member's credits, and the page's action (the side sheet's button).
 * Its height does not depend on what is known: one line each for the nickname, the age and place
 * (kept empty until known) and the presence. A view of values: the conversation panel gives it what
 * its machine knows; the conversation page's loading state (conversation-skeleton.tsx, prerendered
 * into the shell) what the address says, with the nickname a hole the page's first script fills
 * (`nicknameHole`, src/app/early-conversation.ts), so the head the shell paints is the one the app
 * renders over it.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { AppLink, type Navigate } from './app-link'
import { profileHref } from './chat-links'
import { ContactAvatar } from './contact-avatar'

export interface ContactHeaderProps {
  nickname: string
  contactId: string
  headingId: string
  avatar?: string | undefined
  online: boolean
  /** '31 ans · Paris (75)', empty when not known. */
  details: string
  /** The member's credits, null when not known. */
  credits: number | null
  action?: ReactNode
  onNavigate?: Navigate | undefined
  /** The nickname is written in by the page's first script (the prerendered shell). */
  nicknameHole?: boolean
}

export function ContactHeader({
  nickname,
  contactId,
  headingId,
  avatar,
  online,
  details,
  credits,
  action,
  onNavigate,
  nicknameHole = false,
}: ContactHeaderProps) {
  const { t } = useTranslation('chat')
  return (
    <header className={styles.header}>
      <ContactAvatar
        nickname={nickname}
        src={avatar}
        isOnline={online}
        size="lg"
        nicknameHole={nicknameHole}
      />
      <div className={styles.identity}>
        <h2 id={headingId} className={styles.name}>
          <AppLink
            href={profileHref(nickname, contactId)}
            onNavigate={onNavigate}
            className={styles.nameLink}
            // The whole nickname where its line cuts it (a pointer's hover).
            title={nickname || undefined}
            data-early-nickname={nicknameHole ? '' : undefined}
          >
            {/* In the shell, a line's worth until the first script writes the nickname in: an empty
                heading has no height, and the history under the head moved when it came. */}
            {nickname || (nicknameHole ? '\u00a0' : '')}
          </AppLink>
        </h2>
        {/* Its line kept while the conversation is read: the head is as tall then, and the history
            under it does not move when the age and place come (a layout shift of 0.03 on a phone). */}
        <p className={styles.details} aria-hidden={details ? undefined : true}>
          {details || '\u00a0'}
        </p>
        {/* The member's credits on the presence line: beside the identity, they left the nickname
            and the age and place too little room on a phone. */}
        <p className={styles.presence}>
          <span className={online ? styles.online : undefined}>
            {online ? t('contact.online') : t('contact.offline')}
          </span>
          {credits !== null ? (
            <>
              {' · '}
              <span className={styles.credits} data-testid="credits">
                {t('conversation.credits', { count: credits })}
              </span>
            </>
          ) : null}
        </p>
      </div>
      {action}
    </header>
  )
}

/**
 * Each line of the identity on one line, cut with an ellipsis: the age and place, the credits, or the
 * nickname the conversation says taking the place of the address's, would otherwise wrap it once the
 * conversation is read, and move what is under the head (the history, and its bubbles with it).
 */
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const

const styles = {
  header: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    p: '3',
    bg: 'bg.surface',
    borderRadius: '2xl',
  }),
  identity: css({ flex: '1', minW: '0' }),
  name: css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.2', ...oneLine }),
  // Its focus ring inside it: the heading cuts what overflows.
  nameLink: css({
    color: 'fg.default',
    textDecoration: 'none',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
  }),
  details: css({ fontSize: 'sm', color: 'fg.muted', ...oneLine }),
  presence: css({ fontSize: 'xs', color: 'fg.muted', ...oneLine }),
  online: css({ color: 'success.fg', fontWeight: 'semibold' }),
  credits: css({ fontWeight: 'semibold', color: 'primary.fg' }),
}
