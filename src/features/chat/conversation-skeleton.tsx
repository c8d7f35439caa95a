/**
 * /app/chat/{chatSlug} while the member is looked up (the route guard's wait, prerendered into the
 * page's shell: src/app/prerender.tsx): the conversation page itself (conversation-frame.ts), the
 * contact's head with the nickname the address gives, the history's frame and the composer, which
 * waits. The page's largest paint is a message bubble: the page's first script draws the newest
 * messages into this history from the conversation's first read before the app runs
 * (src/app/early-conversation.ts, issue 38), from the bubbles' templates this carries in the shell;
 * when the app renders this over the shell, and then the panel's own loading state, both draw the
 * same bubbles in the same places (history-while-loading.tsx).
 *
 * In the shell the address is the family's example (`_`): the nickname is a hole the script fills.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { useLocation } from 'wouter'
import { parseSlugId } from '../../lib/slug'
import { PageTitle } from '../layout/page-title'
import { SkeletonStatus } from '../layout/skeleton-status'
import { chatSlugOf, nicknameOfSlug } from './chat-links'
import { ComposerForm } from './composer'
import { ContactHeader } from './contact-header'
import { conversationFrame as frame } from './conversation-frame'
import { HistoryWhileLoading } from './history-while-loading'
import { SideSheetButton } from './side-sheet-button'

export function ConversationSkeleton({ title }: { title: string }) {
  const { t } = useTranslation('chat')
  const [location] = useLocation()
  const slug = chatSlugOf(location)
  const contactId = parseSlugId(slug)
  const nickname = nicknameOfSlug(slug)
  const headingId = useId()
  return (
    <section aria-busy="true" data-page-skeleton="" className={frame.screen}>
      <PageTitle className={srOnly}>{title}</PageTitle>
      <SkeletonStatus />
      {/* The conversations' column, from 1024 px (its list comes with the app). */}
      <div aria-hidden="true" className={frame.listColumn} />
      <div className={cx(frame.layout, frame.layoutFill, frame.fill)}>
        <section className={cx(frame.chat, frame.chatFill)} aria-labelledby={headingId}>
          <ContactHeader
            nickname={nickname}
            contactId={contactId ?? ''}
            headingId={headingId}
            online={false}
            details=""
            credits={null}
            action={<SideSheetButton nickname={nickname} waiting />}
            nicknameHole
          />
          <HistoryWhileLoading
            contactId={contactId}
            contactNickname={nickname}
            className={frame.historyFill}
            templates
          />
          <ComposerForm label={t('composer.formLabel')} draft="" canSend={false} disabled />
        </section>
        {/* The side column, from 1280 px (the contact's actions and album come with the app). */}
        <div aria-hidden="true" className={cx(frame.side, frame.sideFill)} />
      </div>
    </section>
  )
}

const srOnly = css({ srOnly: true })
