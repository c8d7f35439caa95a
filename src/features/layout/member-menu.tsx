/**
 * The member menu in the header: the account's pages, the language and the colour mode (members
 * choose them here or on the settings page), logout, and the `headerMenu` ad. Its open state is the
 * shell store's; its content mounts on first opening, and the ad's code loads only then.
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { IconButton } from '../../components/ui/button'
import { CheckIcon, UserIcon } from '../../components/ui/icons'
import {
  MenuItem,
  MenuItemGroupLabel,
  MenuItemIndicator,
  MenuItemText,
  MenuPopup,
  MenuRadioItem,
  MenuRadioItemGroup,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '../../components/ui/menu'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/languages'
import { COLOR_MODES, isColorMode } from '../../lib/preferences'
import { setColorMode, setLanguage, usePreferences } from '../../stores/preferences'
import { setMemberMenuOpen, useShell } from '../../stores/shell'
import { Ad } from '../ads/ad'

const ACCOUNT_PAGES = [
  { href: '/app/account/view-profile', label: 'routes.viewProfile' },
  { href: '/app/account/edit-profile', label: 'routes.editProfile' },
  { href: '/app/account/photos', label: 'routes.photos' },
  { href: '/app/account/favorites', label: 'routes.favorites' },
  { href: '/app/account/visitors', label: 'routes.visitors' },
  { href: '/app/matches', label: 'routes.matches' },
  { href: '/app/account/settings', label: 'routes.settings' },
] as const

export function MemberMenu() {
  const { t } = useTranslation()
  const open = useShell().memberMenuOpen
  const prefs = usePreferences()
  return (
    <MenuRoot
      open={open}
      onOpenChange={({ open: next }) => setMemberMenuOpen(next)}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      lazyMount
      unmountOnExit
    >
      <MenuTrigger asChild>
        <IconButton aria-label={t('nav.memberMenu')} variant="ghost" className={trigger}>
          <UserIcon />
        </IconButton>
      </MenuTrigger>
      <MenuPopup className={content}>
        {ACCOUNT_PAGES.map((page) => (
          <MenuItem key={page.href} value={page.href} asChild>
            <Link href={page.href}>{t(page.label)}</Link>
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuRadioItemGroup
          value={prefs.language}
          onValueChange={({ value }) => {
            if (isLanguage(value)) setLanguage(value)
          }}
        >
          <MenuItemGroupLabel>{t('preferences.language')}</MenuItemGroupLabel>
          {LANGUAGES.map((lng) => (
            <MenuRadioItem key={lng} value={lng} closeOnSelect={false}>
              <MenuItemText lang={lng}>{LANGUAGE_NAMES[lng]}</MenuItemText>
              <MenuItemIndicator>
                <CheckIcon />
              </MenuItemIndicator>
            </MenuRadioItem>
          ))}
        </MenuRadioItemGroup>
        <MenuRadioItemGroup
          value={prefs.colorMode}
          onValueChange={({ value }) => {
            if (isColorMode(value)) setColorMode(value)
          }}
        >
          <MenuItemGroupLabel>{t('preferences.colorMode')}</MenuItemGroupLabel>
          {COLOR_MODES.map((mode) => (
            <MenuRadioItem key={mode} value={mode} closeOnSelect={false}>
              <MenuItemText>{t(`preferences.${mode}`)}</MenuItemText>
              <MenuItemIndicator>
                <CheckIcon />
              </MenuItemIndicator>
            </MenuRadioItem>
          ))}
        </MenuRadioItemGroup>
        <MenuSeparator />
        <MenuItem value="logout" asChild>
          <Link href="/app/confirm-logout">{t('nav.logout')}</Link>
        </MenuItem>
        <Ad placement="headerMenu" className={ad} />
      </MenuPopup>
    </MenuRoot>
  )
}

// A 44 px touch target on phones.
const trigger = css({ mdDown: { minW: '11', h: '11' } })
// Within the screen on a phone, and scrolling when the screen is short: below the top bar and above
// what the theme's --pinned-bottom keeps at the screen's foot (the tab bar, the on-screen keyboard),
// which covered its last items at 360x640 (tests/e2e/pinned-controls.spec.ts).
const content = css({ maxH: 'calc(100dvh - 5rem - var(--pinned-bottom, 0px))', overflowY: 'auto' })
const ad = css({ mt: '1' })
