/**
 * /app/search: the simple search, a button opening the advanced search dialog (modal `search`), and
 * shortcuts to the online members and the rendez-vous search. The form starts from the URL's search
 * (coming back from the results to change it) or from the defaults with the gender the member looks
 * for; sending it opens /app/search/result with every criterion in the query string (and puts the
 * same search in this page's own URL, so Back finds the form as it was sent).
 */
import { useActorRef } from '@xstate/react'
import { memo, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link, useLocation, useSearch } from 'wouter'
import { retryableLazy } from '../../lib/retryable-lazy'
import { searchFormMachine } from '../../machines/search-form/search-form.machine'
import { parseSearchQuery, searchHref } from '../../machines/search-results/search-results.url'
import { selectCurrentUser } from '../../machines/session/session.selectors'
import { OnDemandBoundary } from '../layout/on-demand-boundary'
import { PageTitle } from '../layout/page-title'
import { useIsModalOpen, useModalRouter } from '../modals/modal-router-context'
import { SessionContext } from '../session/session-context'
import type { SearchFormRef } from './search-fields'
import { SearchFormView } from './search-form-view'

const AdvancedSearchDialog = retryableLazy(() => import('./advanced-search-dialog'))

export default function SearchPage() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const lookingFor = SessionContext.useSelector((s) => selectCurrentUser(s)?.searchFor)
  // The form starts from what the URL held when the page opened; later URL changes are the dialog's.
  const [input] = useState(() => ({ query: parseSearchQuery(search), lookingFor }))
  const actorRef = useActorRef(searchFormMachine, { input })
  const modals = useModalRouter()
  // Deferred, with the view memoised: opening the dialog re-renders the page (its form of sliders
  // and selects) in a background render, not before the tap's next paint.
  const advancedOpen = useDeferredValue(useIsModalOpen('search'))
  const onOpenAdvanced = useCallback(() => modals.open('search'), [modals])
  const onCloseAdvanced = useCallback(() => modals.close('search'), [modals])

  useEffect(() => {
    const subscription = actorRef.on('search.submitted', ({ query }) => {
      // This page's entry is rewritten first (dialog closed, the search in its URL), so Back from the
      // results comes here with the form as it was sent.
      modals.complete('search')
      navigate(searchHref('/app/search', query), { replace: true })
      navigate(searchHref('/app/search/result', query))
    })
    return () => subscription.unsubscribe()
  }, [actorRef, modals, navigate])

  return (
    <SearchPageView
      actorRef={actorRef}
      advancedOpen={advancedOpen}
      onOpenAdvanced={onOpenAdvanced}
      onCloseAdvanced={onCloseAdvanced}
    />
  )
}

export interface SearchPageViewProps {
  actorRef: SearchFormRef
  advancedOpen: boolean
  onOpenAdvanced: () => void
  onCloseAdvanced: () => void
}

/** The page over a given form actor (stories render it over a frozen snapshot). */
export const SearchPageView = memo(function SearchPageView({
  actorRef,
  advancedOpen,
  onOpenAdvanced,
  onCloseAdvanced,
}: SearchPageViewProps) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('search')
  // Mounted from the first opening on, so the dialog can animate out when it closes.
  const [advancedMounted, setAdvancedMounted] = useState(advancedOpen)
  if (advancedOpen && !advancedMounted) setAdvancedMounted(true)
  return (
    <div className={styles.page}>
      <PageTitle>{t('routes.search')}</PageTitle>
      <p className={styles.intro}>{ts('page.intro')}</p>
      <SearchFormView
        actorRef={actorRef}
        onOpenAdvanced={onOpenAdvanced}
        onPrepareAdvanced={() => void AdvancedSearchDialog.preload().catch(() => {})}
      />
      <nav aria-label={ts('page.shortcutsLabel')}>
        <ul className={styles.shortcuts}>
          <li>
            <Link href="/app/search/online" className={styles.shortcut}>
              <span className={styles.shortcutTitle}>{ts('page.online')}</span>
              <span className={styles.shortcutHelp}>{ts('page.onlineHelp')}</span>
            </Link>
          </li>
          <li>
            <Link href="/app/search/rendez-vous" className={styles.shortcut}>
              <span className={styles.shortcutTitle}>{ts('page.rendezVous')}</span>
              <span className={styles.shortcutHelp}>{ts('page.rendezVousHelp')}</span>
            </Link>
          </li>
        </ul>
      </nav>
      {advancedMounted ? (
        <OnDemandBoundary open={advancedOpen} onDismiss={onCloseAdvanced}>
          <Suspense fallback={null}>
            <AdvancedSearchDialog actorRef={actorRef} open={advancedOpen} onClose={onCloseAdvanced} />
          </Suspense>
        </OnDemandBoundary>
      ) : null}
    </div>
  )
})

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  intro: css({ color: 'fg.muted', mt: '-2' }),
  shortcuts: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } }),
  shortcut: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    p: '5',
    bg: 'bg.surface',
    borderRadius: '2xl',
    boxShadow: 'card',
    color: 'fg.default',
    textDecoration: 'none',
    _hover: { bg: 'primary.subtle' },
    _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  shortcutTitle: css({ fontWeight: 'semibold', color: 'primary.fg' }),
  shortcutHelp: css({ fontSize: 'sm', color: 'fg.muted' }),
}
