import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { selectSessionStatus } from '../../machines/session/session.selectors'
import { useShell } from '../../stores/shell'
import { SessionContext } from '../session/session-context'

/**
 * Says so when the member's session cannot be checked (server down, unreachable); the login is kept.
 * With the browser offline the app's offline notice says it already (src/features/pwa): one message.
 */
export function SessionBanner() {
  const { t } = useTranslation()
  const session = SessionContext.useActorRef()
  const status = SessionContext.useSelector(selectSessionStatus)
  const { offline } = useShell()
  if (status !== 'unavailable' || offline) return null
  return (
    <div role="status" className={banner}>
      <span>{t('session.unavailable')}</span>
      <Button size="sm" variant="outline" onClick={() => session.send({ type: 'session.retry' })}>
        {t('session.retry')}
      </Button>
    </div>
  )
}

const banner = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'center',
  px: '4',
  py: '2',
  bg: 'warning.subtle',
  color: 'warning.fg',
  fontSize: 'sm',
})
