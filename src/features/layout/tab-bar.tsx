/**
 * The phones' bottom tab bar (up to 768 px, spec section 9): the member's five destinations with an
 * icon above a short label, the unread messages on Messages. Fixed to the bottom, above the
 * home-indicator area (safe-area inset), each tab at least 44 px tall.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import { CountBadge } from '../../components/ui/count-badge'
import { CardsIcon, MessageIcon, SearchIcon, StarOutlineIcon, UserIcon } from '../../components/ui/icons'
import { useShell } from '../../stores/shell'
import { isCurrent, MEMBER_LINKS, type MemberLink } from './member-links'

const ICONS: Record<MemberLink['icon'], ReactNode> = {
  search: <SearchIcon />,
  swipe: <CardsIcon />,
  chat: <MessageIcon />,
  vote: <StarOutlineIcon />,
  account: <UserIcon />,
}

export function TabBar() {
  const { t } = useTranslation()
  const [location] = useLocation()
  const unread = useShell().unread.messages
  return (
    <nav aria-label={t('nav.label')} className={bar}>
      <ul className={list}>
        {MEMBER_LINKS.map((link) => (
          <li key={link.href} className={item}>
            <Link
              href={link.href}
              className={tab}
              aria-current={isCurrent(location, link.href) ? 'page' : undefined}
            >
              <span className={iconBox}>
                {ICONS[link.icon]}
                {link.icon === 'chat' ? <CountBadge count={unread} data-testid="tab-unread" /> : null}
              </span>
              <span className={label}>{t(link.short)}</span>
              {link.icon === 'chat' && unread > 0 ? (
                <span className={srOnly}>{t('nav.unreadMessages', { count: unread })}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const bar = css({
  position: 'fixed',
  insetX: '0',
  bottom: '0',
  zIndex: 'sticky',
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  pb: 'env(safe-area-inset-bottom, 0px)',
  md: { display: 'none' },
})
const list = css({ display: 'flex', listStyle: 'none', m: '0', p: '0', h: '14' })
const item = css({ flex: '1', minW: '0' })
const tab = css({
  h: 'full',
  minH: '11',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  color: 'fg.muted',
  textDecoration: 'none',
  fontWeight: 'medium',
  '& svg': { w: '6', h: '6' },
  _hover: { color: 'fg.default' },
  '&[aria-current=page]': { color: 'primary.fg', fontWeight: 'bold' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '-2px' },
})
const iconBox = css({ position: 'relative', display: 'inline-flex' })
// Five labels share 320 px on the narrowest phones: a little smaller there (11 px), never cut.
const label = css({ whiteSpace: 'nowrap', lineHeight: '1.2', fontSize: 'min(0.75rem, 3.4vw)' })
const srOnly = css({ srOnly: true })
