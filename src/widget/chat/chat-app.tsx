/**
 * The chat inside the widget's panel (its own chunk, loaded on the visitor's first intent): a session
 * of its own, started only now, so nothing is stored and no socket opens before the visitor acts.
 * A visitor registers or logs in; a member chats with the member picked in the carousel.
 */
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { defaultApiClient } from '../../api/client'
import { SessionContext, SessionRefProvider } from '../../features/session/session-context'
import { readStoredLogin } from '../../lib/stored-login'
import { createSessionRenewal } from '../../machines/session/session.renewal'
import { selectSessionStatus } from '../../machines/session/session.selectors'
import type { WidgetShellRef } from '../shell-context'
import { AuthPanel } from './auth-panel'
import { MemberChat } from './member-chat'
import { widgetSessionMachine } from './widget-session'

export default function ChatApp({ shell }: { shell: WidgetShellRef }) {
  const session = useActorRef(widgetSessionMachine, { input: { storedLogin: readStoredLogin() } })
  useEffect(() => {
    defaultApiClient.setSessionRenewal(createSessionRenewal(session))
    return () => defaultApiClient.setSessionRenewal(null)
  }, [session])
  return (
    <SessionRefProvider actorRef={session}>
      <ChatBody shell={shell} />
    </SessionRefProvider>
  )
}

function ChatBody({ shell }: { shell: WidgetShellRef }) {
  const { t } = useTranslation('widget')
  const status = SessionContext.useSelector(selectSessionStatus)
  if (status === 'visitor') return <AuthPanel shell={shell} />
  if (status === 'pending') {
    return (
      <p role="status" className={loading}>
        {t('panel.loading')}
      </p>
    )
  }
  return <MemberChat shell={shell} />
}

const loading = css({ p: '6', textAlign: 'center', color: 'fg.muted' })
