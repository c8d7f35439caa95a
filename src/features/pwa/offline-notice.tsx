import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { IconSvg } from '../../components/ui/icons'
import { noticeCard } from '../../components/ui/notice-card'
import type { AppUpdateActorRef } from '../../machines/app-update/app-update.machine'
import { selectIsOffline } from '../../machines/app-update/app-update.selectors'

/** A cloud struck through: no network. */
function OfflineIcon() {
  return (
    <IconSvg width="20" height="20">
      <path d="M2 2l20 20" />
      <path d="M5.8 8.6A5 5 0 0 0 7 18h10.2M21 15.7A4 4 0 0 0 17.5 10h-.9A7 7 0 0 0 9.4 5.4" />
    </IconSvg>
  )
}

/**
 * Says the app is offline while the browser has no network: the shell still works (the service
 * worker serves it), what needs the server waits for the connection to come back.
 */
export function OfflineNotice({ actorRef }: { actorRef: AppUpdateActorRef }) {
  // Its words are in `common`, loaded before the first frame: this part starts after the page is on
  // screen, and when the network went first, a namespace of its own could not be fetched any more
  // (the notice then read 'offline.title'; the end-to-end tests caught it with the worker blocked).
  const { t } = useTranslation()
  const offline = useSelector(actorRef, selectIsOffline)
  if (!offline) return null
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
