/**
 * The report dialog wired to the modal router (modal `report`, `modalId` = the reported member's
 * id): each opening starts a fresh form and captcha. A visitor is invited to log in instead, since
 * only members may report. Loaded lazily by the page that owns it.
 */
import { useActorRef } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '../../components/ui/button'
import { reportMachine } from '../../machines/report/report.machine'
import { selectHasSession } from '../../machines/session/session.selectors'
import { ModalDialog } from '../modals/modal-dialog'
import { useModalRouter } from '../modals/modal-router-context'
import { SessionContext } from '../session/session-context'
import { ReportDialogView } from './report-dialog-view'
import { useRoutedModal } from './use-routed-modal'

export interface ReportDialogProps {
  /** The member the page shows, when it knows one: named in the title when they are the one reported. */
  member?: { id: string; nickname: string } | null | undefined
  /** Stories and tests pass a machine with stubbed calls. */
  logic?: typeof reportMachine
}

export function ReportDialog({ member, logic = reportMachine }: ReportDialogProps) {
  const { open, params, openingKey } = useRoutedModal('report')
  const modals = useModalRouter()
  const hasSession = SessionContext.useSelector(selectHasSession)
  const close = () => modals.close('report')
  if (!params) return null
  if (!hasSession) return <ReportNeedsLogin open={open} onClose={close} />
  return (
    <LiveReportDialog
      key={`${params.modalId}:${openingKey}`}
      logic={logic}
      memberId={params.modalId}
      memberName={member && member.id === params.modalId ? member.nickname : null}
      open={open}
      onClose={close}
    />
  )
}

interface LiveReportDialogProps {
  logic: typeof reportMachine
  memberId: string
  memberName?: string | null | undefined
  open: boolean
  onClose: () => void
}

function LiveReportDialog({ logic, memberId, memberName, open, onClose }: LiveReportDialogProps) {
  const actorRef = useActorRef(logic, { input: { memberId } })
  return <ReportDialogView actorRef={actorRef} open={open} onClose={onClose} memberName={memberName} />
}

/** Only members may report (spec section 6): a visitor is offered to log in or register. */
export function ReportNeedsLogin({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile')
  const modals = useModalRouter()
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('report.titleGeneric')}
      footer={
        <>
          <Button asChild variant="outline">
            <Link href="/app/register">{t('visitor.register')}</Link>
          </Button>
          <Button variant="solid" onClick={() => modals.open('login')}>
            {t('visitor.login')}
          </Button>
        </>
      }
    >
      <p className={css({ color: 'fg.muted' })}>{t('report.visitor')}</p>
    </ModalDialog>
  )
}
