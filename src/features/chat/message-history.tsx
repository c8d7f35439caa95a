/**
 * A conversation's history, virtualized (@tanstack/react-virtual) so 10,000 messages scroll as
 * smoothly as ten: only the rows on screen exist in the DOM. It opens on the newest message and
 * follows new ones while the member is at the bottom; once they scroll up it stays put and a
 * "new messages" marker counts what arrived, taking them down when clicked. The member's own new
 * message always brings them to the bottom.
 */

import { useVirtualizer } from '@tanstack/react-virtual'
import { useSelector } from '@xstate/react'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import type { ConversationActorRef } from '../../machines/conversation/conversation.machine'
import {
  selectMemberId,
  selectMessages,
  selectRevealedPhotoIds,
} from '../../machines/conversation/conversation.selectors'
import type { ChatMessage } from '../../machines/conversation/conversation.types'
import type { Navigate } from './app-link'
import { ArrowDownIcon } from './chat-icons'
import { MessageBubble } from './message-bubble'
import { historyFrame } from './message-history-frame'

/** Distance from the bottom (px) still counted as "at the newest message". */
const AT_END_PX = 48
/** A first guess of a row's height before it is measured. */
const ESTIMATED_ROW_PX = 64

const keyOf = (message: ChatMessage) => message.clientId ?? message.id

export interface MessageHistoryProps {
  actorRef: ConversationActorRef
  contactNickname: string
  isPremium: boolean
  onNavigate?: Navigate | undefined
  className?: string
}

export function MessageHistory({
  actorRef,
  contactNickname,
  isPremium,
  onNavigate,
  className,
}: MessageHistoryProps) {
  const { t } = useTranslation('chat')
  const messages = useSelector(actorRef, selectMessages)
  const memberId = useSelector(actorRef, selectMemberId)
  const revealed = useSelector(actorRef, selectRevealedPhotoIds)
  const scrollRef = useRef<HTMLElement>(null)
  const [unseen, setUnseen] = useState(0)
  const seen = useRef<{ count: number; lastKey: string | null }>({ count: 0, lastKey: null })

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => keyOf(messages[index] as ChatMessage),
    overscan: 8,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_END_PX,
  })

  // New rows: follow them at the bottom (the virtualizer does), or count them for the marker.
  useLayoutEffect(() => {
    const before = seen.current
    const last = messages[messages.length - 1]
    seen.current = { count: messages.length, lastKey: last ? keyOf(last) : null }
    if (!last) return
    if (before.count === 0) {
      virtualizer.scrollToEnd()
      return
    }
    if (before.lastKey === keyOf(last)) return
    const firstNew = messages.findIndex((m) => keyOf(m) === before.lastKey) + 1
    const added = messages.slice(firstNew > 0 ? firstNew : messages.length - 1)
    if (added.some((m) => m.senderId === memberId && m.state === 'pending')) {
      virtualizer.scrollToEnd()
      setUnseen(0)
      return
    }
    const atEnd = virtualizer.isAtEnd(AT_END_PX)
    if (!atEnd) setUnseen((n) => n + added.filter((m) => m.senderId !== memberId).length)
  }, [messages, memberId, virtualizer])

  const onScroll = useCallback(() => {
    if (virtualizer.isAtEnd(AT_END_PX)) setUnseen(0)
  }, [virtualizer])

  const toNewest = () => {
    virtualizer.scrollToEnd()
    setUnseen(0)
  }

  const onReveal = useCallback(
    (id: string) => actorRef.send({ type: 'photo.reveal', messageId: id }),
    [actorRef],
  )
  const onRetry = useCallback(
    (clientId: string) => actorRef.send({ type: 'message.retry', clientId }),
    [actorRef],
  )
  const onDiscard = useCallback(
    (clientId: string) => actorRef.send({ type: 'message.discard', clientId }),
    [actorRef],
  )

  const items = virtualizer.getVirtualItems()
  return (
    <div className={cx(styles.wrapper, className)}>
      <section
        ref={scrollRef}
        className={styles.scroller}
        aria-label={t('history.label', { nickname: contactNickname })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled with the keyboard
        tabIndex={0}
        onScroll={onScroll}
        data-testid="message-history"
      >
        {messages.length === 0 ? (
          <p className={styles.empty}>{t('history.empty', { nickname: contactNickname })}</p>
        ) : (
          <ul className={styles.inner} style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const message = messages[item.index] as ChatMessage
              return (
                <li
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  aria-setsize={messages.length}
                  aria-posinset={item.index + 1}
                  className={styles.item}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <MessageBubble
                    message={message}
                    own={message.senderId === memberId}
                    contactNickname={contactNickname}
                    revealed={revealed.includes(message.id)}
                    isPremium={isPremium}
                    onReveal={onReveal}
                    onRetry={onRetry}
                    onDiscard={onDiscard}
                    onNavigate={onNavigate}
                  />
                </li>
              )
            })}
          </ul>
        )}
      </section>
      {unseen > 0 ? (
        <button type="button" className={styles.marker} onClick={toNewest}>
          <ArrowDownIcon />
          {t('history.newMessages', { count: unseen })}
        </button>
      ) : null}
    </div>
  )
}

const styles = {
  ...historyFrame,
  empty: css({ p: '6', textAlign: 'center', color: 'fg.muted', my: 'auto' }),
  marker: css({
    position: 'absolute',
    bottom: '3',
    left: '50%',
    transform: 'translateX(-50%)',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '4',
    height: '9',
    borderRadius: 'pill',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontWeight: 'semibold',
    fontSize: 'sm',
    boxShadow: 'overlay',
    cursor: 'pointer',
    '& svg': { w: '4', h: '4' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
}
