/**
 * Mon compte (/app/account/settings, spec section 2): the settings view bound to the session (the
 * member), the language and colour-mode choices (the preferences store), the realtime side (the
 * connection status chip) and the modal router (the unsubscribe and delete-account dialogs, loaded the first time they
 * open).
 */
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { retryableLazy } from '../../lib/retryable-lazy'
import { selectCurrentUser } from '../../machines/session/session.selectors'
import { useAdsReadAhead } from '../ads/ad'
import { ErrorBoundary } from '../layout/error-boundary'
import { LoadingPage } from '../layout/loading-page'
import { OnDemandBoundary } from '../layout/on-demand-boundary'
import { PageTitle } from '../layout/page-title'
import { PreferenceControls } from '../layout/preference-controls'
import { useIsModalOpen, useModalRouter } from '../modals/modal-router-context'
import { useRealtime } from '../realtime/realtime-context'
import { SessionContext } from '../session/session-context'
import { RecentActivity } from '../wall/recent-activity'
import { SettingsView } from './settings-view'

const ConnectionStatusChip = retryableLazy(() =>
  import('../realtime/connection-status-chip').then((m) => ({ default: m.ConnectionStatusChip })),
)
const UnsubscribeDialog = retryableLazy(() =>
  import('./unsubscribe-dialog').then((m) => ({ default: m.UnsubscribeDialog })),
)
const DeleteAccountDialog = retryableLazy(() =>
  import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })),
)

/** True from the first time `value` is true. */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value)
  if (value && !latched) setLatched(true)
  return latched || value
}

export default function SettingsPage() {
  const { t } = useTranslation()
  const user = SessionContext.useSelector(selectCurrentUser)
  const realtime = useRealtime()
  const modals = useModalRouter()
  // Each dialog's module loads the first time it opens, and stays.
  const unsubscribeOpen = useIsModalOpen('unsubscribe')
  const deleteOpen = useIsModalOpen('deleteAccount')
  const unsubscribeEverOpen = useLatch(unsubscribeOpen)
  const deleteEverOpen = useLatch(deleteOpen)
  // Both dialogs show an ad under their form: read ahead, it is there when they open, and a centred
  // dialog does not move under the member's pointer when it arrives.
  useAdsReadAhead()

  if (!user) return <LoadingPage />
  return (
    <>
      <PageTitle>{t('routes.settings')}</PageTitle>
      <SettingsView
        user={user}
        // Members choose their language and colour mode here and in the header's member menu.
        preferences={<PreferenceControls variant="labelled" idPrefix="settings" />}
        onModifyAccount={() => modals.open('unsubscribe')}
        onDeleteAccount={() => modals.open('deleteAccount')}
        connectionStatus={
          realtime ? (
            <ErrorBoundary part="connection status">
              <Suspense fallback={null}>
                <ConnectionStatusChip actorRef={realtime.socket} />
              </Suspense>
            </ErrorBoundary>
          ) : null
        }
        activity={
          // Its translations (social) are not the page's: the rest of the page does not wait for them.
          <Suspense fallback={null}>
            <RecentActivity limit={8} />
          </Suspense>
        }
      />
      <OnDemandBoundary open={unsubscribeOpen || deleteOpen} onDismiss={() => modals.close()}>
        <Suspense fallback={null}>
          {unsubscribeEverOpen ? <UnsubscribeDialog email={user.email} /> : null}
          {deleteEverOpen ? <DeleteAccountDialog /> : null}
        </Suspense>
      </OnDemandBoundary>
    </>
  )
}
