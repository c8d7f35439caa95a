import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { PageTitle } from '../layout/page-title'
import { useRealtime } from '../realtime/realtime-context'

const ConnectionStatusChip = lazy(() =>
  import('../realtime/connection-status-chip').then((m) => ({ default: m.ConnectionStatusChip })),
)

/**
 * Mon compte (spec section 2). So far: the real-time connection status chip; the subscription,
 * dates, dark mode and danger zone come with the account issue.
 */
export default function SettingsPage() {
  const { t } = useTranslation()
  const realtime = useRealtime()
  return (
    <section className={css({ maxW: '3xl', mx: 'auto', py: '4' })}>
      <PageTitle>{t('routes.settings')}</PageTitle>
      <section
        aria-labelledby="settings-realtime"
        className={css({ bg: 'bg.surface', borderRadius: 'xl', p: '6' })}
      >
        <h2 id="settings-realtime" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>
          {t('account.realtimeTitle')}
        </h2>
        <p className={css({ color: 'fg.muted', mb: '4' })}>{t('account.realtimeHelp')}</p>
        {realtime && (
          <Suspense fallback={null}>
            <ConnectionStatusChip actorRef={realtime.socket} />
          </Suspense>
        )}
      </section>
    </section>
  )
}
