/**
 * One message of a conversation: its text (as written, never as HTML), a shared photo, an album
 * request or answer, the time, and for the member's own messages whether it is on its way, sent, or
 * failed (then Retry and Remove). An incoming photo stays blurred until the member chooses to see it
 * (consent first); a free member is sent to the premium offer instead (spec section 6).
 *
 * `data-message-author` and `data-message-text` name the parts the page's first script fills when it
 * draws a conversation's newest messages from this bubble, prerendered as a template into the shell
 * (src/app/early-conversation.ts): the bubble has one source.
 */
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { LockIcon } from '../../components/ui/icons'
import type { ChatMessage } from '../../machines/conversation/conversation.types'
import { AppLink, type Navigate } from './app-link'
import { isoDateTime, messageTime } from './chat-dates'
import { RetryIcon } from './chat-icons'
import { PROMOTION_HREF } from './chat-links'
import { chatFailureText } from './failure-text'

export interface MessageBubbleProps {
  message: ChatMessage
  own: boolean
  contactNickname: string
  revealed: boolean
  isPremium: boolean
  onReveal: (messageId: string) => void
  onRetry: (clientId: string) => void
  onDiscard: (clientId: string) => void
  onNavigate?: Navigate | undefined
}

export const MessageBubble = memo(function MessageBubble({
  message,
  own,
  contactNickname,
  revealed,
  isPremium,
  onReveal,
  onRetry,
  onDiscard,
  onNavigate,
}: MessageBubbleProps) {
  const { t } = useTranslation('chat')
  const time = messageTime(message.date)
  const author = own ? t('history.you') : contactNickname
  return (
    <div className={cx(styles.row, own ? styles.own : styles.theirs)} data-state={message.state}>
      <div
        className={cx(
          styles.bubble,
          own ? styles.bubbleOwn : styles.bubbleTheirs,
          message.state === 'failed' && styles.failed,
        )}
      >
        <span className={styles.srOnly} data-message-author="">{`${author} : `}</span>
        {message.albumAction ? (
          <p className={styles.album}>
            <LockIcon aria-hidden="true" />
            {own
              ? t(`history.albumOwn.${message.albumAction}`, { nickname: contactNickname })
              : t(`history.album.${message.albumAction}`, { nickname: contactNickname })}
          </p>
        ) : null}
        {message.photoUrl ? (
          <MessagePhoto
            message={message}
            own={own}
            contactNickname={contactNickname}
            revealed={revealed}
            isPremium={isPremium}
            onReveal={onReveal}
            onNavigate={onNavigate}
          />
        ) : null}
        {message.text ? (
          <p className={styles.text} data-message-text="">
            {message.text}
          </p>
        ) : null}
        <p className={styles.meta}>
          {time ? <time dateTime={isoDateTime(message.date)}>{time}</time> : null}
          {own ? <MessageStatus state={message.state} /> : null}
        </p>
      </div>
      {own && message.state === 'failed' && message.clientId ? (
        <div className={styles.failure}>
          <p className={styles.failureText}>
            {message.failure ? chatFailureText(t, message.failure) : t('history.notSent')}
          </p>
          <Button size="sm" variant="outline" onClick={() => onRetry(message.clientId as string)}>
            <RetryIcon />
            {t('history.retry')}
          </Button>
          <Button size="sm" variant="plain" onClick={() => onDiscard(message.clientId as string)}>
            {t('history.discard')}
          </Button>
        </div>
      ) : null}
    </div>
  )
})

function MessageStatus({ state }: { state: ChatMessage['state'] }) {
  const { t } = useTranslation('chat')
  return (
    <span className={cx(styles.status, state === 'failed' && styles.statusFailed)}>
      {t(`history.state.${state}`)}
    </span>
  )
}

function MessagePhoto({
  message,
  own,
  contactNickname,
  revealed,
  isPremium,
  onReveal,
  onNavigate,
}: Omit<MessageBubbleProps, 'onRetry' | 'onDiscard'>) {
  const { t } = useTranslation('chat')
  const src = message.photoUrl as string
  if (own || revealed) {
    return (
      <img
        src={src}
        alt={own ? t('history.photoSent') : t('history.photoFrom', { nickname: contactNickname })}
        width={220}
        height={220}
        loading="lazy"
        decoding="async"
        className={styles.photo}
      />
    )
  }
  return (
    <div className={styles.blurBox}>
      <img
        src={src}
        alt=""
        width={220}
        height={220}
        loading="lazy"
        decoding="async"
        className={cx(styles.photo, styles.blurred)}
      />
      <div className={styles.blurOverlay}>
        {isPremium ? (
          <Button size="sm" variant="solid" onClick={() => onReveal(message.id)}>
            {t('history.revealPhoto')}
          </Button>
        ) : (
          <AppLink href={PROMOTION_HREF} onNavigate={onNavigate} className={styles.premiumLink}>
            {t('history.revealPremium')}
          </AppLink>
        )}
        <span className={styles.blurHint}>{t('history.blurHint', { nickname: contactNickname })}</span>
      </div>
    </div>
  )
}

const styles = {
  row: css({ display: 'flex', flexDirection: 'column', px: { base: '3', md: '4' }, py: '1.5', gap: '1' }),
  own: css({ alignItems: 'flex-end' }),
  theirs: css({ alignItems: 'flex-start' }),
  bubble: css({
    maxW: { base: '85%', md: '70%' },
    px: '3.5',
    py: '2',
    borderRadius: '2xl',
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    overflowWrap: 'anywhere',
  }),
  bubbleOwn: css({ bg: 'primary.solid', color: 'primary.contrast', borderBottomRightRadius: 'md' }),
  bubbleTheirs: css({ bg: 'bg.surface', color: 'fg.default', borderBottomLeftRadius: 'md' }),
  failed: css({ outline: '2px dashed', outlineColor: 'danger.fg', outlineOffset: '2px' }),
  text: css({ whiteSpace: 'pre-wrap' }),
  album: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    fontWeight: 'semibold',
    fontSize: 'sm',
    '& svg': { w: '4', h: '4', flexShrink: '0' },
  }),
  meta: css({ display: 'flex', gap: '2', justifyContent: 'flex-end', fontSize: 'xs' }),
  status: css({}),
  statusFailed: css({ fontWeight: 'bold' }),
  failure: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '2',
    maxW: '85%',
  }),
  failureText: css({ color: 'danger.fg', fontSize: 'xs', fontWeight: 'semibold' }),
  photo: css({
    display: 'block',
    w: '220px',
    maxW: 'full',
    h: 'auto',
    aspectRatio: '1',
    objectFit: 'cover',
    borderRadius: 'xl',
  }),
  blurBox: css({ position: 'relative', borderRadius: 'xl', overflow: 'hidden' }),
  blurred: css({ filter: 'blur(18px)', transform: 'scale(1.1)' }),
  blurOverlay: css({
    position: 'absolute',
    inset: '0',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    p: '3',
    textAlign: 'center',
    bg: 'bg.overlay',
    color: 'white',
  }),
  blurHint: css({ fontSize: 'xs' }),
  premiumLink: css({
    display: 'inline-flex',
    alignItems: 'center',
    px: '3.5',
    height: '8',
    borderRadius: 'pill',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontWeight: 'semibold',
    fontSize: 'sm',
    textDecoration: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '2px' },
  }),
  srOnly: css({ srOnly: true }),
}
