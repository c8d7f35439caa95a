/**
 * The chat panel above the launcher: a non-modal dialog (the partner's page stays usable) whose body
 * is the chat, loaded as its own chunk. Once opened it stays mounted while closed, so the visitor's
 * session and socket live on and the launcher keeps counting what arrives.
 *
 * On a phone it fills the screen, as messenger widgets do there, with its close button at the top;
 * its height follows the visual viewport, so the composer and its send button stay above the
 * on-screen keyboard (which shrinks the visual viewport, not the page's layout).
 */
import { useSelector } from '@xstate/react'
import { lazy, type Ref, Suspense, useEffect, useRef } from 'react'
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
  const panelRef = useRef<HTMLElement>(null)
  useVisualViewportBox(panelRef, !hidden)
  return (
    <section
      ref={panelRef}
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

/**
 * Keeps `--flirt-viewport-top` and `--flirt-viewport-height` on the panel equal to the visual
 * viewport's while it shows (the phone layout reads them; wider screens ignore them).
 */
function useVisualViewportBox(ref: { current: HTMLElement | null }, active: boolean) {
  useEffect(() => {
    const viewport = window.visualViewport
    const panel = ref.current
    if (!active || !viewport || !panel) return
    const follow = () => {
      panel.style.setProperty('--flirt-viewport-top', `${viewport.offsetTop}px`)
      panel.style.setProperty('--flirt-viewport-height', `${viewport.height}px`)
    }
    follow()
    viewport.addEventListener('resize', follow)
    viewport.addEventListener('scroll', follow)
    return () => {
      viewport.removeEventListener('resize', follow)
      viewport.removeEventListener('scroll', follow)
    }
  }, [ref, active])
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
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.surface',
    color: 'fg.default',
    overflow: 'hidden',
    // Phones: the whole (visual) viewport, above the launcher.
    top: 'var(--flirt-viewport-top, 0px)',
    left: '0',
    width: '100%',
    height: 'var(--flirt-viewport-height, 100dvh)',
    zIndex: '1',
    // Wider screens: a floating card above the launcher.
    sm: {
      top: 'auto',
      left: 'auto',
      insetEnd: '4',
      bottom: '24',
      width: 'min(400px, calc(100vw - 32px))',
      height: 'min(600px, calc(100vh - 120px))',
      borderRadius: '2xl',
      boxShadow: 'overlay',
    },
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
  // A size container: the member's chat lays itself out for a short panel (a small phone with its
  // keyboard up) by the body's height, which the visual viewport sets, not the page's (member-chat.tsx).
  body: css({
    flex: '1',
    minHeight: '0',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    containerType: 'size',
    containerName: 'flirt-panel-body',
  }),
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
