/**
 * Who visited the member and who voted for their photos (pure view over the visitors machine): two
 * tabs (arrow keys move between them), each a page of cards with the date, and the pager.
 */
import { useSelector } from '@xstate/react'
import { type KeyboardEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/list-states'
import { Pager } from '../../components/ui/pager'
import { formatDate } from '../../lib/dates'
import { GUEST_TABS, type VisitorsActorRef } from '../../machines/visitors/visitors.machine'
import {
  selectGuests,
  selectHasFailed,
  selectIsEmpty,
  selectIsFirstLoad,
  selectIsLoading,
  selectPage,
  selectPageCount,
  selectTab,
  selectTotal,
} from '../../machines/visitors/visitors.selectors'
import type { GuestTab } from '../../machines/visitors/visitors.types'
import { MemberCard, MemberGrid, MemberGridItem } from './member-card'
import { fromProfileCard } from './member-display'

const tabId = (tab: GuestTab) => `visitors-tab-${tab}`
const PANEL_ID = 'visitors-panel'

export interface VisitorsViewProps {
  actorRef: VisitorsActorRef
  /** Another tab asked for: the page puts it in the URL; told to the machine by default. */
  onSelect?: (tab: GuestTab) => void
  /** Another page asked for: the page puts it in the URL; told to the machine by default. */
  onGo?: (page: number) => void
}

export function VisitorsView({
  actorRef,
  onSelect = (tab) => actorRef.send({ type: 'tab.select', tab }),
  onGo = (page) => actorRef.send({ type: 'page.go', page }),
}: VisitorsViewProps) {
  const { t } = useTranslation('social')
  const tab = useSelector(actorRef, selectTab)
  const tabRefs = useRef<Partial<Record<GuestTab, HTMLButtonElement | null>>>({})

  const select = (next: GuestTab) => {
    if (next !== tab) onSelect(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = GUEST_TABS.indexOf(tab)
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: GUEST_TABS.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = GUEST_TABS[(target + GUEST_TABS.length) % GUEST_TABS.length] ?? tab
    select(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('visitors.tabsLabel')}
        className={styles.tablist}
        onKeyDown={onKeyDown}
      >
        {GUEST_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={name === tab}
            aria-controls={PANEL_ID}
            tabIndex={name === tab ? 0 : -1}
            className={cx(styles.tab, name === tab && styles.tabSelected)}
            onClick={() => select(name)}
          >
            {t(`visitors.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} className={styles.panel}>
        <GuestList actorRef={actorRef} onGo={onGo} />
      </div>
    </div>
  )
}

function GuestList({ actorRef, onGo }: { actorRef: VisitorsActorRef; onGo: (page: number) => void }) {
  const { t } = useTranslation('social')
  const tab = useSelector(actorRef, selectTab)
  const guests = useSelector(actorRef, selectGuests)
  const isFirstLoad = useSelector(actorRef, selectIsFirstLoad)
  const isLoading = useSelector(actorRef, selectIsLoading)
  const hasFailed = useSelector(actorRef, selectHasFailed)
  const isEmpty = useSelector(actorRef, selectIsEmpty)
  const page = useSelector(actorRef, selectPage)
  const pageCount = useSelector(actorRef, selectPageCount)
  const total = useSelector(actorRef, selectTotal)
  return (
    <div className={styles.list}>
      {hasFailed ? (
        <ErrorState
          message={t('errors.loadFailed')}
          onRetry={() => actorRef.send({ type: 'guests.retry' })}
        />
      ) : null}
      {isFirstLoad ? <LoadingState /> : null}
      {isEmpty ? <EmptyState title={t(`visitors.empty.${tab}`)} hint={t('visitors.emptyHint')} /> : null}
      {guests.length > 0 && !isFirstLoad ? (
        <>
          <p className={styles.total}>
            {t(`visitors.total.${tab}`, { count: total })}
            {isLoading ? <span className={styles.updating}> · {t('status.updating')}</span> : null}
          </p>
          <MemberGrid busy={isLoading}>
            {guests.map((guest, index) => {
              const date = formatDate(guest.activityDate)
              return (
                <MemberGridItem key={guest.id}>
                  <MemberCard
                    headingLevel="h2"
                    member={fromProfileCard(guest)}
                    eager={index < 4}
                    caption={date ? t(`visitors.date.${tab}`, { date }) : undefined}
                  />
                </MemberGridItem>
              )
            })}
          </MemberGrid>
          <Pager page={page} pageCount={pageCount} onGo={onGo} />
        </>
      ) : null}
    </div>
  )
}

const styles = {
  tablist: css({
    display: 'inline-flex',
    gap: '1',
    p: '1',
    mb: '5',
    borderRadius: 'pill',
    bg: 'bg.surface',
    boxShadow: 'card',
  }),
  tab: css({
    h: '10',
    px: '6',
    borderRadius: 'pill',
    fontWeight: 'semibold',
    fontSize: 'sm',
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { color: 'fg.default', bg: 'bg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  tabSelected: css({
    bg: 'primary.solid',
    color: 'primary.contrast',
    _hover: { bg: 'primary.solidHover', color: 'primary.contrast' },
  }),
  panel: css({ outline: 'none' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  total: css({ color: 'fg.muted', fontWeight: 'medium' }),
  updating: css({ fontWeight: 'normal' }),
}
