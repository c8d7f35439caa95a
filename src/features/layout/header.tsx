import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import { selectHasSession } from '../../machines/session/session.selectors'
import { useRealtime } from '../realtime/realtime-context'
import { SessionContext } from '../session/session-context'
import { PreferenceControls } from './preference-controls'

const HeaderRealtime = lazy(() => import('./header-realtime'))

const MEMBER_LINKS = [
  { href: '/app/search', label: 'nav.search' },
  { href: '/app/swipe', label: 'nav.swipe' },
  { href: '/app/chat', label: 'nav.chat' },
  { href: '/app/vote', label: 'nav.vote' },
  { href: '/app/account/settings', label: 'nav.account' },
] as const

export function Header() {
  const { t } = useTranslation()
  const [location] = useLocation()
  const hasSession = SessionContext.useSelector(selectHasSession)
  const realtime = useRealtime()
  return (
    <header className={header}>
      <div className={bar}>
        <Link href={hasSession ? '/app' : '/'} aria-label={t('app.homeLink')} className={logo}>
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
            <circle cx="16" cy="16" r="16" className={css({ fill: 'primary.solid' })} />
            <path
              d="M16 24s-7-4.4-7-9.2A3.8 3.8 0 0 1 16 12.6a3.8 3.8 0 0 1 7 2.2C23 19.6 16 24 16 24z"
              fill="#fff"
            />
          </svg>
          <span>{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={nav}>
          <ul className={navList}>
            {hasSession ? (
              MEMBER_LINKS.map(({ href, label }) => {
                const current = location === href || location.startsWith(`${href}/`)
                return (
                  <li key={href}>
                    <Link href={href} className={navLink} aria-current={current ? 'page' : undefined}>
                      {t(label)}
                    </Link>
                  </li>
                )
              })
            ) : (
              <>
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
              </>
            )}
          </ul>
        </nav>
        <div className={css({ ml: 'auto', display: 'flex', gap: '2', alignItems: 'center' })}>
          {realtime && (
            <Suspense fallback={null}>
              <HeaderRealtime actors={realtime} />
            </Suspense>
          )}
          <PreferenceControls />
          {hasSession && (
            <Link href="/app/confirm-logout" className={navLink}>
              {t('nav.logout')}
            </Link>
          )}
        </div>
      </div>
    </header>
  )
}

const header = css({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'bg.surface',
  boxShadow: 'sm',
})
const bar = css({
  maxW: '6xl',
  mx: 'auto',
  px: { base: '3', md: '6' },
  py: '2',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', md: '6' },
  flexWrap: { base: 'wrap', md: 'nowrap' },
})
// On small screens the links take a row of their own under the logo and the switches, so nothing
// is clipped; from 769px they sit between them.
const nav = css({ flex: { base: '1 0 100%', md: '1' }, order: { base: 3, md: 0 }, minW: '0' })
const logo = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'bold',
  fontSize: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
})
const navList = css({
  display: 'flex',
  gap: '1',
  listStyle: 'none',
  m: '0',
  p: '0',
  overflowX: 'auto',
  scrollbarWidth: 'none',
})
const navLink = css({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  px: '3',
  py: '1.5',
  borderRadius: 'pill',
  fontWeight: 'medium',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { bg: 'primary.subtle', color: 'primary.fg' },
})
