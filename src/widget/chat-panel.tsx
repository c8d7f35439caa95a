/**
 * The chat panel above the launcher: a non-modal dialog (the partner's page stays usable) whose body
 * is the chat, loaded as its own chunk. Once opened it stays mounted while closed, so the visitor's
 * session and socket live on and the launcher keeps counting what arrives.
 */
import { useSelector } from '@xstate/react'
import { lazy, type Ref, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button, IconButton } from '../components/ui/button'
import { CloseIcon } from '../components/ui/icons'
import { selectChatCodeStatus } from './machine/widget.selectors'
import type { WidgetShellRef } from './shell-context'

const ChatApp = lazy(() => import('./chat/chat-app'))

export interface ChatPanelProps {
  shell: WidgetShellRef
  id: string
  hidden: boolean
  headingRef?: Ref<HTMLHeadingElement>
}

export function ChatPanel({ shell, id, hidden, headingRef }: ChatPanelProps) {
  const { t } = useTranslation('widget')
  const status = useSelector(shell, selectChatCodeStatus)
  const titleId = `${id}-title`
  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={hidden}
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') shell.send({ type: 'panel.close' })
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('panel.title')}
        </h2>
        <IconButton
          aria-label={t('panel.close')}
          size="sm"
          onClick={() => shell.send({ type: 'panel.close' })}
        >
          <CloseIcon />
        </IconButton>
      </header>
      <div className={styles.body}>
        {status === 'failed' ? (
          <div role="alert" className={styles.message}>
            <p>{t('panel.loadFailed')}</p>
            <Button onClick={() => shell.send({ type: 'chat.retry' })}>{t('panel.retry')}</Button>
          </div>
        ) : status === 'ready' ? (
          <Suspense fallback={<Loading />}>
            <ChatApp shell={shell} />
          </Suspense>
        ) : (
          <Loading />
        )}
      </div>
    </section>
  )
}

function Loading() {
  const { t } = useTranslation('widget')
  return (
    <p role="status" className={styles.message}>
      {t('panel.loading')}
    </p>
  )
}

const styles = {
  panel: css({
    position: 'fixed',
    insetEnd: '4',
    bottom: '24',
    display: 'flex',
    flexDirection: 'column',
    width: 'min(400px, calc(100vw - 32px))',
    height: 'min(600px, calc(100vh - 120px))',
    bg: 'bg.surface',
    color: 'fg.default',
    borderRadius: '2xl',
    boxShadow: 'overlay',
    overflow: 'hidden',
  }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    px: '4',
    py: '2',
    borderBottom: '1px solid',
    borderColor: 'border.default',
  }),
  title: css({ fontSize: 'md', fontWeight: 'bold', outline: 'none' }),
  body: css({ flex: '1', minHeight: '0', overflowY: 'auto', display: 'flex', flexDirection: 'column' }),
  message: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '3',
    p: '6',
    textAlign: 'center',
    color: 'fg.muted',
  }),
}
