/**
 * What the offline notice looks like, and where the app's status messages stand on the screen: shared
 * by the app status part (offline-notice.tsx, app-status.tsx) and by what stands in for it while it
 * cannot load (browser-offline-notice.tsx), which lives in the first route. Words from `common`,
 * loaded before the first frame: with the network gone, no other namespace could be fetched.
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { IconSvg } from '../../components/ui/icon-svg'
import { noticeCard } from '../../components/ui/notice-card'

/** A cloud struck through: no network. */
function OfflineIcon() {
  return (
    <IconSvg width="20" height="20">
      <path d="M2 2l20 20" />
      <path d="M5.8 8.6A5 5 0 0 0 7 18h10.2M21 15.7A4 4 0 0 0 17.5 10h-.9A7 7 0 0 0 9.4 5.4" />
    </IconSvg>
  )
}

/** "Vous êtes hors ligne": the shell still works, what needs the server waits for the network. */
export function OfflineCard() {
  const { t } = useTranslation()
  return (
    <div role="status" className={notice}>
      <OfflineIcon />
      <p className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <strong>{t('offline.title')}</strong>
        <span className={css({ opacity: 0.9 })}>{t('offline.description')}</span>
      </p>
    </div>
  )
}

const notice = css(noticeCard, {
  alignItems: 'flex-start',
  width: 'min(26rem, 100%)',
  '& svg': { flexShrink: '0', mt: '0.5' },
})

/** The app's status messages (the update toast above the offline notice), at the bottom of the screen, above any tab bar. */
export const statusRegion = css({
  position: 'fixed',
  zIndex: 'toast',
  insetInline: '0',
  // --pinned-bottom (the theme's): above the phone shell's tab bar and the home indicator's inset while
  // a member's layout is on the page, else the inset alone, and above the on-screen keyboard.
  bottom: 'calc(var(--pinned-bottom, env(safe-area-inset-bottom, 0px)) + 0.75rem)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: { base: 'center', md: 'flex-end' },
  gap: '2',
  px: '3',
  // The region spans the screen's width; only its cards take clicks.
  pointerEvents: 'none',
})
