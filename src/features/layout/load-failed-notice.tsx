import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { noticeCard } from '../../components/ui/notice-card'

/**
 * Says that what the member opened (a dialog, a panel) could not load, with a way to try again. It
 * stands where the dialog would have, near the top of the screen (the offline notice holds the
 * bottom), and leaves the page under it as it was: a draft, a form, a scroll position.
 * Its words are in `common`, loaded before the first frame: the network may be gone when it shows.
 */
export function LoadFailedNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className={region}>
      <div className={notice}>
        <p>{t('errors.partUnavailable')}</p>
        <Button onClick={onRetry}>{t('errors.retry')}</Button>
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
