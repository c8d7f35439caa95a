/**
 * The members' shell (spec section 9's 768 px breakpoint). Phones and small tablets: a compact top
 * bar (the logo on a tab's page, a back arrow below one; the page's title; the connection dot and the
 * bell; the member menu) over the page, and the tab bar at the bottom. From 769 px: one header row,
 * the logo, the five links, the status and the menu; nothing in it is ever cut (the logo's name and
 * the connection's words give way first, and the account's other pages are in the menu).
 *
 * The status area (`data-shell-slot="status"`) is where the realtime side and the offline indicator
 * show; the update toast belongs to the PWA layer, outside this header.
 */
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import { IconButton } from '../../components/ui/button'
import { ArrowLeftIcon } from '../../components/ui/icons'
import { retryableLazy } from '../../lib/retryable-lazy'
import { useRealtime } from '../realtime/realtime-context'
import { ErrorBoundary } from './error-boundary'
import { header, navLink } from './header-styles'
import { LogoLink } from './logo-link'
import { isCurrent, isTopLevel, MEMBER_LINKS } from './member-links'
import { MemberMenu } from './member-menu'
import { TabBar } from './tab-bar'
import { useKeyboardInset } from './use-keyboard-inset'

const HeaderRealtime = retryableLazy(() => import('./header-realtime'))

// A member page's placeholder while the member is looked up: in this chunk, which every member's first
// render waits for already (boot.tsx), so the first route does not carry it and no request is added.
export { PageSkeleton } from './page-skeleton'

/** Where Back goes when the tab was opened on this page (no history to go back through). */
function parentOf(location: string): string {
  const parent = location.slice(0, location.lastIndexOf('/'))
  return parent.length > '/app'.length && !parent.endsWith('/account') ? parent : '/app'
}

/**
 * The connection and the bell, once the realtime actors are there: a component of its own, so their
 * arrival re-renders it alone, not the header with its menu and the tab bar.
 */
function HeaderStatus() {
  const realtime = useRealtime()
  if (!realtime) return null
  return (
    <ErrorBoundary part="header realtime">
      <Suspense fallback={null}>
        <HeaderRealtime actors={realtime} />
      </Suspense>
    </ErrorBoundary>
  )
}

export function MemberHeader({ title }: { title: string | null }) {
  const { t } = useTranslation()
  const [location, navigate] = useLocation()
  const topLevel = isTopLevel(location)
  // The on-screen keyboard's height, for every member page: the conversation's height and the bars
  // pinned above the tab bar (--pinned-bottom) follow it.
  useKeyboardInset()
  return (
    <>
      <header className={header}>
        <div className={bar}>
          {topLevel ? null : (
            <IconButton
              aria-label={t('nav.back')}
              className={backButton}
              onClick={() => (history.length > 1 ? history.back() : navigate(parentOf(location)))}
            >
              <ArrowLeftIcon />
            </IconButton>
          )}
          <LogoLink href="/app" className={topLevel ? undefined : wideOnly} nameClassName={logoName} />
          {/* The page's h1 says the same to assistive technologies. */}
          <span aria-hidden="true" className={phoneTitle}>
            {title ?? t('app.name')}
          </span>
          <nav aria-label={t('nav.label')} className={nav}>
            <ul className={navList}>
              {MEMBER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className={navLink}
                    aria-current={isCurrent(location, link.href) ? 'page' : undefined}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={actions}>
            <div data-shell-slot="status" className={status}>
              <HeaderStatus />
            </div>
            <MemberMenu />
          </div>
        </div>
      </header>
      <TabBar />
    </>
  )
}

const bar = css({
  maxW: '6xl',
  mx: 'auto',
  h: { base: '14', md: '16' },
  px: { base: '2', md: '6' },
  display: 'flex',
  alignItems: 'center',
  gap: { base: '1', md: '4', lg: '6' },
})
const wideOnly = css({ mdDown: { display: 'none' } })
const backButton = css({ minW: '11', h: '11', md: { display: 'none' } })
// The name beside the mark shows from 1024 px (the link is named by its label): on phones the
// page's title stands there.
const logoName = css({ lgDown: { display: 'none' } })
const phoneTitle = css({
  flex: '1',
  minW: '0',
  px: '1',
  fontWeight: 'bold',
  fontSize: 'md',
  lineHeight: '1.2',
  // Two lines rather than a cut title on the narrowest phones.
  overflowWrap: 'anywhere',
  md: { display: 'none' },
})
const nav = css({ display: { base: 'none', md: 'block' }, flex: '1', minW: '0' })
const navList = css({ display: 'flex', gap: { md: '0', lg: '1' }, listStyle: 'none', m: '0', p: '0' })
const actions = css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '1', flexShrink: '0' })
const status = css({ display: 'flex', alignItems: 'center', gap: '1' })
