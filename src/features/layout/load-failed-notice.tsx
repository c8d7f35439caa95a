import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button, IconButton } from '../../components/ui/button'
import { CloseIcon } from '../../components/ui/icons'
import { noticeCard } from '../../components/ui/notice-card'

export interface LoadFailedNoticeProps {
  /** Asks for what failed once more ("Réessayer"). */
  onRetry: () => void
  /** Gives up on what the member opened: closes it, and the notice with it (the close button, Escape). */
  onDismiss: () => void
}

/**
 * Says that what the member opened (a dialog, a panel) could not load, with a way to try again or to
 * give up. It stands where the dialog would have, near the top of the screen (the offline notice
 * holds the bottom), and leaves the page under it as it was: a draft, a form, a scroll position.
 * Its words are in `common` and `ui`, loaded before the first frame: the network may be gone when it
 * shows.
 */
export function LoadFailedNotice({ onRetry, onDismiss }: LoadFailedNoticeProps) {
  const { t } = useTranslation()
  // Escape closes it, as it would have closed the dialog the member opened.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onDismiss()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onDismiss])
  return (
    <div role="alert" className={region}>
      <div className={notice}>
        <p>{t('errors.partUnavailable')}</p>
        <Button onClick={onRetry}>{t('errors.retry')}</Button>
        <IconButton size="sm" className={close} aria-label={t('close', { ns: 'ui' })} onClick={onDismiss}>
          <CloseIcon />
        </IconButton>
      </div>
    </div>
  )
}

const region = css({
  position: 'fixed',
  zIndex: 'toast',
  insetInline: '0',
  top: 'calc(env(safe-area-inset-top, 0px) + 4.5rem)',
  display: 'flex',
  justifyContent: 'center',
  px: '3',
  pointerEvents: 'none',
})

const notice = css(noticeCard, {
  alignItems: 'center',
  width: 'min(28rem, 100%)',
  '& p': { flex: '1' },
  '& button': { flexShrink: '0' },
})

// The card's own colours (dark on light, light on dark), not the page's the plain button takes.
const close = css({ color: 'inherit', _hover: { bg: 'transparent', opacity: '0.75' } })
