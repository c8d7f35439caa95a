import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import { retryableLazy } from '../../lib/retryable-lazy'
import { selectHasSession } from '../../machines/session/session.selectors'
import { SessionContext } from '../session/session-context'
import { ErrorBoundary } from './error-boundary'
import { header, navLink } from './header-styles'
import { LogoLink } from './logo-link'
import { PreferenceControls } from './preference-controls'

// The members' shell (top bar, links, member menu) is its own chunk: visitors never load it. A
// member's page loads it before its first render (boot.tsx), so the bar is there from the first paint.
const MemberHeader = retryableLazy(() => import('./member-header').then((m) => ({ default: m.MemberHeader })))

/**
 * A member page's heading and placeholders while the member is looked up (page-skeleton.tsx, the
 * prerendered shell's frame), from the same chunk: the route guard shows it.
 */
export const MemberPageSkeleton = retryableLazy(() =>
  import('./member-header').then((m) => ({ default: m.PageSkeleton })),
)

/** Loads the members' shell: a page that renders after it shows the bar and its placeholder at once. */
export const preloadMemberHeader = () => Promise.all([MemberHeader.preload(), MemberPageSkeleton.preload()])

interface HeaderProps {
  /** The page's title (the phones' top bar shows it to members). */
  title: string | null
}

export function Header({ title }: HeaderProps) {
  const hasSession = SessionContext.useSelector(selectHasSession)
  if (!hasSession) return <VisitorHeader />
  // The placeholder keeps the header's height so the page does not move when the shell arrives. If
  // its chunk cannot load (the network gone on a first visit), the page stays under the empty bar,
  // and the shell comes once the browser is back online.
  const placeholder = <div className={`${header} ${css({ h: { base: '14', md: '16' } })}`} />
  return (
    <ErrorBoundary part="member header" fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <MemberHeader title={title} />
      </Suspense>
    </ErrorBoundary>
  )
}

/** Visitors: the logo, 'Inscription' and 'Se connecter', the language and colour-mode switches. */
function VisitorHeader() {
  const { t } = useTranslation()
  const [location] = useLocation()
  return (
    <header className={header}>
      <div className={bar}>
        <LogoLink href="/" />
        <nav aria-label={t('nav.label')} className={nav}>
          <ul className={navList}>
            <li>
              <Link
                href="/app/register"
                className={navLink}
                aria-current={location === '/app/register' ? 'page' : undefined}
              >
                {t('nav.register')}
              </Link>
            </li>
            <li>
              {/* The login dialog is a named modal kept in the URL: it opens over the current page. */}
              <Link href={`${location}?modal=login`} className={navLink}>
                {t('nav.login')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className={css({ ml: 'auto' })}>
          <PreferenceControls />
        </div>
      </div>
    </header>
  )
}

const bar = css({
  maxW: '6xl',
  mx: 'auto',
  px: { base: '3', md: '6' },
  py: '1',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', md: '6' },
  flexWrap: 'wrap',
})
// Below 769 px the links take a row of their own under the logo and the switches, so nothing is cut.
const nav = css({ flex: { base: '1 0 100%', md: '1' }, order: { base: 3, md: 0 }, minW: '0' })
const navList = css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', m: '0', p: '0' })
