/**
 * The widget's floating part, in its own shadow root fixed to the corner of the page: the launcher
 * and, once the visitor has opened it, the chat panel. Focus moves into the panel when it opens and
 * back to the launcher when it closes from inside.
 */
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { ChatPanel } from './chat-panel'
import { Launcher } from './launcher'
import { selectIsPanelOpen } from './machine/widget.selectors'
import { useShell } from './shell-context'

export function FloatingPart({ launcher }: { launcher: boolean }) {
  const shell = useShell().actor
  const open = useSelector(shell, selectIsPanelOpen)
  const [everOpened, setEverOpened] = useState(open)
  if (open && !everOpened) setEverOpened(true)
  const panelId = `flirt-widget-panel-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const launcherRef = useRef<HTMLButtonElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const wasOpen = useRef(open)

  useEffect(() => {
    if (open === wasOpen.current) return
    wasOpen.current = open
    if (open) {
      headingRef.current?.focus()
      return
    }
    // Closed from inside (its button, Escape, the launcher): focus was ours or fell to the body when
    // the panel hid. Closed by the page's script while the visitor is elsewhere: leave focus there.
    const host = (rootRef.current?.getRootNode() as ShadowRoot | undefined)?.host
    const active = document.activeElement
    if (!active || active === document.body || active === host) launcherRef.current?.focus()
  }, [open])

  return (
    <div className={styles.root} ref={rootRef}>
      {everOpened ? <ChatPanel shell={shell} id={panelId} hidden={!open} headingRef={headingRef} /> : null}
      {launcher ? <Launcher shell={shell} panelId={panelId} buttonRef={launcherRef} /> : null}
    </div>
  )
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '3' }),
}
