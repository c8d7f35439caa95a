/**
 * The chat's three lists (spec section 2, /app/chat): conversations, blacklist and friends as tabs
 * (arrow keys move between them), each contact with avatar (blurred where the server says so),
 * online dot, nickname, last message and its date, and the unread count. A pure view over the
 * contact-list machine; links go through `onNavigate` (no router import).
 */
import { useSelector } from '@xstate/react'
import { type KeyboardEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import type { ContactFilter, ConversationContact } from '../../api/models/chat'
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/list-states'
import type { ContactListActorRef } from '../../machines/contact-list/contact-list.machine'
import {
  selectContacts,
  selectFilter,
  selectIsLoading,
  selectIsRefreshing,
  selectLoadFailure,
  selectRefreshFailure,
} from '../../machines/contact-list/contact-list.selectors'
import { AppLink, type Navigate } from './app-link'
import { contactDate, isoDateTime } from './chat-dates'
import { chatHref, PROMOTION_HREF } from './chat-links'
import { ContactAvatar } from './contact-avatar'
import { chatFailureText } from './failure-text'

const TABS = [
  { filter: 1, key: 'conversations' },
  { filter: 2, key: 'blacklist' },
  { filter: 3, key: 'friends' },
] as const satisfies readonly { filter: ContactFilter; key: string }[]

type TabKey = (typeof TABS)[number]['key']

const tabId = (key: TabKey) => `chat-tab-${key}`
const PANEL_ID = 'chat-contacts-panel'

export interface ChatListViewProps {
  actorRef: ContactListActorRef
  /** The signed-in member's id (tells "you:" before their own last message). */
  memberId: string
  /** The conversation open beside the list (from 1024 px): its row is marked as the current page. */
  currentContactId?: string | undefined
  onNavigate?: Navigate | undefined
}

export function ChatListView({ actorRef, memberId, currentContactId, onNavigate }: ChatListViewProps) {
  const { t } = useTranslation('chat')
  const filter = useSelector(actorRef, selectFilter)
  const current = TABS.find((tab) => tab.filter === filter) ?? TABS[0]
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({})

  const select = (next: (typeof TABS)[number]) =>
    actorRef.send({ type: 'filter.change', filter: next.filter })
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(current)
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = TABS[(target + TABS.length) % TABS.length] ?? current
    select(next)
    tabRefs.current[next.key]?.focus()
  }

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={t('list.tabsLabel')} className={styles.tablist} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[tab.key] = element
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={tab === current}
            aria-controls={PANEL_ID}
            tabIndex={tab === current ? 0 : -1}
            className={cx(styles.tab, tab === current && styles.tabSelected)}
            onClick={() => select(tab)}
          >
            {t(`list.tabs.${tab.key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(current.key)} className={styles.panel}>
        <ContactList
          actorRef={actorRef}
          tab={current.key}
          memberId={memberId}
          currentContactId={currentContactId}
          onNavigate={onNavigate}
        />
      </div>
    </div>
  )
}

function ContactList({
  actorRef,
  tab,
  memberId,
  currentContactId,
  onNavigate,
}: {
  actorRef: ContactListActorRef
  tab: TabKey
  memberId: string
  currentContactId?: string | undefined
  onNavigate?: Navigate | undefined
}) {
  const { t } = useTranslation('chat')
  const contacts = useSelector(actorRef, selectContacts)
  const isLoading = useSelector(actorRef, selectIsLoading)
  const isRefreshing = useSelector(actorRef, selectIsRefreshing)
  const loadFailure = useSelector(actorRef, selectLoadFailure)
  const refreshFailure = useSelector(actorRef, selectRefreshFailure)

  if (isLoading) return <LoadingState />
  if (loadFailure) {
    return (
      <ErrorState
        message={`${t('list.loadFailed')} ${chatFailureText(t, loadFailure)}`}
        onRetry={() => actorRef.send({ type: 'contacts.retry' })}
      />
    )
  }
  return (
    <>
      {refreshFailure ? (
        <p role="alert" className={styles.notice}>
          {t('list.refreshFailed')}
        </p>
      ) : null}
      {isRefreshing ? (
        <p role="status" className={styles.srOnly}>
          {t('status.updating')}
        </p>
      ) : null}
      {contacts.length === 0 ? (
        <EmptyState title={t(`list.empty.${tab}`)} hint={t(`list.emptyHint.${tab}`)} />
      ) : (
        <ul className={styles.list} aria-busy={isRefreshing || undefined}>
          {contacts.map((contact) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              memberId={memberId}
              current={contact.id === currentContactId}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
    </>
  )
}

function ContactRow({
  contact,
  memberId,
  current,
  onNavigate,
}: {
  contact: ConversationContact
  memberId: string
  current: boolean
  onNavigate?: Navigate | undefined
}) {
  const { t } = useTranslation('chat')
  const date = contactDate(contact.lastMessageDate)
  const mine = contact.lastMessageUserId === memberId
  const unread = contact.totalNewMessages
  const avatar = (
    <ContactAvatar
      nickname={contact.nickname}
      src={contact.avatarUrl}
      crop={contact.avatarCrop}
      isOnline={contact.isOnline}
      needBlur={contact.needBlur}
    />
  )
  return (
    <li
      className={cx(styles.row, unread > 0 && styles.unread, current && styles.current)}
      data-contact-id={contact.id}
    >
      {contact.needBlur ? (
        // Spec section 6: a blurred photo sends the member to the premium offer.
        <AppLink
          href={PROMOTION_HREF}
          onNavigate={onNavigate}
          className={styles.avatarLink}
          aria-label={t('list.blurredPhoto', { nickname: contact.nickname })}
        >
          {avatar}
        </AppLink>
      ) : (
        avatar
      )}
      <div className={styles.body}>
        <div className={styles.line}>
          <AppLink
            href={chatHref(contact.nickname, contact.id)}
            onNavigate={onNavigate}
            className={styles.name}
            aria-current={current ? 'page' : undefined}
          >
            {contact.nickname}
            {contact.isOnline ? <span className={styles.srOnly}>{` (${t('contact.online')})`}</span> : null}
          </AppLink>
          {date ? (
            <time className={styles.date} dateTime={isoDateTime(contact.lastMessageDate)}>
              {date}
            </time>
          ) : null}
        </div>
        <div className={styles.line}>
          <p className={styles.last}>
            {contact.lastMessage ? (
              <>
                {mine ? <span className={styles.you}>{t('list.you')} </span> : null}
                {contact.lastMessage}
              </>
            ) : (
              <span className={styles.noMessage}>{t('list.noMessage')}</span>
            )}
          </p>
          {unread > 0 ? (
            <span className={styles.badge} role="img" aria-label={t('list.unread', { count: unread })}>
              {unread}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  )
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  tablist: css({
    display: 'flex',
    gap: '1',
    p: '1',
    bg: 'bg.surface',
    borderRadius: 'pill',
    alignSelf: 'flex-start',
    maxW: 'full',
    overflowX: 'auto',
  }),
  tab: css({
    px: '4',
    height: '9',
    borderRadius: 'pill',
    fontWeight: 'semibold',
    fontSize: 'sm',
    color: 'fg.muted',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    _hover: { color: 'fg.default', bg: 'bg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  tabSelected: css({
    bg: 'primary.solid',
    color: 'primary.contrast',
    _hover: { bg: 'primary.solid', color: 'primary.contrast' },
  }),
  panel: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  list: css({
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.surface',
    borderRadius: '2xl',
    overflow: 'hidden',
  }),
  row: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '4',
    py: '3',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: 'border.default',
    _last: { borderBottomWidth: '0' },
    _hover: { bg: 'bg.subtle' },
    _focusWithin: { bg: 'bg.subtle' },
  }),
  unread: css({ '& p': { color: 'fg.default', fontWeight: 'semibold' } }),
  // The open conversation's row: a tinted background (fg.default and fg.muted keep at least 4.5:1 on
  // primary.subtle in both schemes) and a bar at its start edge, so it reads without colour too.
  current: css({
    bg: 'primary.subtle',
    _hover: { bg: 'primary.subtleHover' },
    _focusWithin: { bg: 'primary.subtleHover' },
    _before: {
      content: '""',
      position: 'absolute',
      insetY: '0',
      insetStart: '0',
      w: '1',
      bg: 'primary.solid',
    },
  }),
  avatarLink: css({
    position: 'relative',
    zIndex: '1',
    borderRadius: 'full',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  body: css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '0.5' }),
  line: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', minW: '0' }),
  name: css({
    fontWeight: 'bold',
    color: 'fg.default',
    textDecoration: 'none',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // The link covers the whole row: the row is one target, the blurred avatar link sits above it.
    _after: { content: '""', position: 'absolute', inset: '0' },
    _focusVisible: {
      outline: 'none',
      _after: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
  }),
  date: css({ fontSize: 'xs', color: 'fg.muted', flexShrink: '0' }),
  last: css({
    color: 'fg.muted',
    fontSize: 'sm',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minW: '0',
  }),
  you: css({ color: 'fg.muted', fontWeight: 'normal' }),
  noMessage: css({ fontStyle: 'italic' }),
  badge: css({
    minW: '6',
    h: '6',
    px: '1.5',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'pill',
    bg: 'primary.solid',
    color: 'primary.contrast',
    fontSize: 'xs',
    fontWeight: 'bold',
    flexShrink: '0',
  }),
  notice: css({ p: '3', borderRadius: 'xl', bg: 'warning.subtle', color: 'warning.fg', fontSize: 'sm' }),
  srOnly: css({ srOnly: true }),
}
