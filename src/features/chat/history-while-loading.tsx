/**
 * The history's place while the conversation is read: its frame (message-history-frame.ts), with
 * the newest messages the page's first script drew into the prerendered shell before the app ran
 * (src/app/early-conversation.ts, issue 38, left in src/api/early-history-handover.ts), in the rows
 * and places the virtualized history then gives them, so the page's largest paint, a bubble, is not
 * taken away and drawn again. Rendered by the conversation page's loading state
 * (conversation-skeleton.tsx) and by the panel until its machine has the conversation.
 *
 * The conversation's notice comes with them, under the history, as the panel shows it.
 *
 * In the shell (`templates`), it carries the bubbles the script draws from: a `MessageBubble` of the
 * member's and one of the contact's, in `<template>`s, so the bubble has one source.
 */
import { useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { earlyHistoryOf } from '../../api/early-history-handover'
import type { ChatMessage } from '../../machines/conversation/conversation.types'
import { conversationFrame } from './conversation-frame'
import { MessageBubble } from './message-bubble'
import { historyFrame } from './message-history-frame'

export interface HistoryWhileLoadingProps {
  contactId: string | null
  contactNickname: string
  className?: string
  /** The bubbles' templates the first script draws from (the prerendered shell only). */
  templates?: boolean
}

const ignore = () => {}

/** A bubble whose parts the first script fills (`data-message-author`, `data-message-text`, `time`). */
const templateMessage = (own: boolean): ChatMessage => ({
  id: '',
  clientId: null,
  failure: null,
  attempt: null,
  date: '2026-01-01 00:00:00',
  recipientId: '',
  recipientNickname: '',
  senderId: own ? 'member' : 'contact',
  senderNickname: '',
  senderFirstname: '',
  text: '…',
  state: 'sent',
  photoUrl: null,
  albumAction: null,
  sharedPhotoId: null,
})

function Bubble({
  message,
  own,
  contactNickname,
}: {
  message: ChatMessage
  own: boolean
  contactNickname: string
}) {
  return (
    <li className={historyFrame.flowItem}>
      <MessageBubble
        message={message}
        own={own}
        contactNickname={contactNickname}
        revealed={false}
        isPremium={false}
        onReveal={ignore}
        onRetry={ignore}
        onDiscard={ignore}
      />
    </li>
  )
}

export function HistoryWhileLoading({
  contactId,
  contactNickname,
  className,
  templates = false,
}: HistoryWhileLoadingProps) {
  const { t } = useTranslation('chat')
  const { memberId, messages, alert } = earlyHistoryOf(contactId)
  const scrollRef = useRef<HTMLElement>(null)
  // At the newest message, as the script left it and as the history opens.
  useLayoutEffect(() => {
    const scroller = scrollRef.current
    if (scroller) scroller.scrollTop = scroller.scrollHeight
  }, [])
  return (
    <>
      <div className={cx(historyFrame.wrapper, className)}>
        <section
          ref={scrollRef}
          className={historyFrame.scroller}
          aria-label={t('history.label', { nickname: contactNickname })}
          aria-busy="true"
          // In the shell, the name waits for the nickname the first script writes in.
          data-early-label={templates ? t('history.label', { nickname: '{{nickname}}' }) : undefined}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled with the keyboard
          tabIndex={0}
          data-early-history=""
        >
          <p role="status" className={srOnly}>
            {t('conversation.loading')}
          </p>
          <ul className={historyFrame.inner}>
            {messages.map((message) => (
              <Bubble
                key={message.id}
                message={message}
                own={message.senderId === memberId}
                contactNickname={contactNickname}
              />
            ))}
          </ul>
          {templates ? (
            <>
              <template data-early-bubble="own">
                <Bubble message={templateMessage(true)} own contactNickname="" />
              </template>
              <template data-early-bubble="theirs">
                <Bubble message={templateMessage(false)} own={false} contactNickname="" />
              </template>
            </>
          ) : null}
        </section>
      </div>
      {/* The conversation's notice, where the panel puts it under the history: its place taken after
        the history is read would move the bubbles up. In the shell, kept hidden for the script. */}
      {alert ? (
        <p className={conversationFrame.alert}>{alert}</p>
      ) : templates ? (
        <p className={conversationFrame.alert} data-early-alert="" hidden />
      ) : null}
    </>
  )
}

const srOnly = css({ srOnly: true })
