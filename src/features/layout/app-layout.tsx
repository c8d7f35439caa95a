import type { ParseKeys } from 'i18next'
import { type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { useLocation } from 'wouter'
import { MOBILE_MEDIA_QUERY } from '../../components/ui/media'
import { useMediaQuery } from '../../components/ui/use-media-query'
import { useFirstPageShown } from '../../lib/first-page-shown'
import { retryableLazy } from '../../lib/retryable-lazy'
import { selectHasSession, selectIsSessionUnavailable } from '../../machines/session/session.selectors'
import { SessionContext } from '../session/session-context'
import { ErrorBoundary } from './error-boundary'
import type { FooterVariant } from './footer'
import { Header } from './header'
import { useDocumentTitle } from './use-document-title'

// 'Membres en ligne', for members only: a lazy chunk, never part of the first route.
const OnlineMembersBanner = retryableLazy(() => import('../search/online-members-banner'))
// Below the first screen on every page (the main area is at least a screen tall): the first paint
// does not need it, so the first route does not carry it. On / it hydrates the prerendered footer.
const Footer = retryableLazy(() => import('./footer').then((m) => ({ default: m.Footer })))
// Shown only when the session cannot be checked (offline, server down): not on the first route.
const SessionBanner = retryableLazy(() =>
  import('./session-banner').then((m) => ({ default: m.SessionBanner })),
)

/**
 * Where 'Membres en ligne' serves (the spec leaves the condition open): home and the search form,
 * for members, from 769 px. Never above chat, swipe, account or photo pages, never on phones, where
 * it pushed each page's main action below the first screen.
 */
export function showsOnlineMembers(location: string, hasSession: boolean, phone: boolean): boolean {
  if (!hasSession || phone) return false
  return location === '/app' || location === '/app/search'
}

interface AppLayoutProps {
  /** Key of the document title; null when the page sets its own with useDocumentTitle. */
  title: ParseKeys<'common'> | null
  children: ReactNode
  footerVariant?: FooterVariant
  /** Full-width content (the landing page); other pages sit in a centred column. */
  wide?: boolean
}

/**
 * Skip link, header, main and footer; keeps the document title in step with the route. The main
 * area is at least a viewport tall, so the footer never jumps when a lazy page arrives (no layout
 * shift). Focus after navigation is handled by PageTitle.
 */
export function AppLayout({ title, children, footerVariant = 'compact', wide = false }: AppLayoutProps) {
  const { t } = useTranslation()
  useDocumentTitle(title ? t(title) : null)
  const hasSession = SessionContext.useSelector(selectHasSession)
  const [location] = useLocation()
  const phone = useMediaQuery(MOBILE_MEDIA_QUERY)
  const sessionUnavailable = SessionContext.useSelector(selectIsSessionUnavailable)
  // Below the first screen: it comes once the page is on screen (first-page-shown.ts).
  const footer = useFirstPageShown()

  return (
    <div className={cx(root, hasSession && memberRoot)} data-shell={hasSession ? 'member' : undefined}>
      <a href="#main" className={skipLink}>
        {t('app.skipToContent')}
      </a>
      <Header title={title ? t(title) : null} />
      {sessionUnavailable ? (
        <ErrorBoundary part="session banner">
          <Suspense fallback={null}>
            <SessionBanner />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {showsOnlineMembers(location, hasSession, phone) ? (
        // The fallback keeps the banner's height (17.5rem) so the page does not move when it arrives.
        <ErrorBoundary part="online members banner">
          {/* Not on phones, where the banner never shows: the build renders the shell for every width
              (prerender.tsx), where no media query has answered. */}
          <Suspense fallback={<div className={css({ h: '17.5rem', mdDown: { display: 'none' } })} />}>
            <OnlineMembersBanner />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <main
        id="main"
        tabIndex={-1}
        className={cx(
          css({ flex: '1', outline: 'none' }),
          // At least a screen tall: a page whose content arrives late (results, lists) would otherwise
          // start with the footer on screen and push it down when it comes (a layout shift).
          !wide &&
            css({
              w: 'full',
              maxW: '6xl',
              mx: 'auto',
              px: { base: '3', md: '6' },
              py: { base: '3', md: '6' },
              minH: '100dvh',
            }),
        )}
      >
        {children}
      </main>
      <ErrorBoundary part="footer">
        <Suspense fallback={null}>{footer ? <Footer variant={footerVariant} /> : null}</Suspense>
      </ErrorBoundary>
    </div>
  )
}

const root = css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })
// Members: the screen's height left to a page under the shell, for pages that fill it (the chat,
// the swipe deck): below the top bar or header row, above what the theme's --pinned-bottom keeps at
// the screen's foot: the phones' fixed tab bar and home-indicator area (--shell-bottom, set on the
// root by the theme's global styles for [data-shell=member]) or the on-screen keyboard when it
// covers more (--keyboard-inset, see use-keyboard-inset.ts; the keyboard lies over the tab bar).
const memberRoot = css({
  '--screen-h': {
    base: 'calc(100dvh - 3.5rem - env(safe-area-inset-top, 0px) - var(--pinned-bottom))',
    md: 'calc(100dvh - 4rem - var(--pinned-bottom))',
  },
  mdDown: { pb: 'var(--shell-bottom)' },
})

const skipLink = css({
  position: 'absolute',
  left: '2',
  top: '-12',
  zIndex: 'skipLink',
  px: '4',
  py: '2',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'pill',
  _focus: { top: '2' },
})
