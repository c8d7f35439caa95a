/**
 * The floating button that opens the chat, with the unread count as a badge. Hovering or focusing it
 * is an intent: the chat's code starts loading before the click.
 */
import { useSelector } from '@xstate/react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { ChatBubbleIcon } from './icons'
import { selectIsPanelOpen, selectUnreadCount } from './machine/widget.selectors'
import type { WidgetShellRef } from './shell-context'

export interface LauncherProps {
  shell: WidgetShellRef
  panelId: string
  buttonRef?: Ref<HTMLButtonElement>
}

/** Past 99 the badge says 99+; the accessible name keeps the real count. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count))

export function Launcher({ shell, panelId, buttonRef }: LauncherProps) {
  const { t } = useTranslation('widget')
  const open = useSelector(shell, selectIsPanelOpen)
  const unread = useSelector(shell, selectUnreadCount)
  const intent = () => shell.send({ type: 'chat.intent' })
  // A disclosure button: its name stays, aria-expanded says whether the panel is open.
  const label = t('launcher.open')
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.button}
      aria-label={unread > 0 ? `${label} (${t('launcher.unread', { count: unread })})` : label}
      aria-expanded={open}
      // The panel is mounted only while open: pointing at it when closed names a missing id.
      aria-controls={open ? panelId : undefined}
      onClick={() => shell.send({ type: 'panel.toggle' })}
      onPointerEnter={intent}
      onFocus={intent}
    >
      <ChatBubbleIcon />
      {unread > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="flirt-widget-unread">
          {badgeText(unread)}
        </span>
      ) : null}
    </button>
  )
}

const styles = {
  button: css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '14',
    height: '14',
    borderRadius: 'full',
    bg: 'primary.solid',
    color: 'primary.contrast',
    boxShadow: 'overlay',
    cursor: 'pointer',
    transition: 'transform 0.15s ease',
    _hover: { transform: 'scale(1.05)' },
    _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '3px' },
  }),
  badge: css({
    position: 'absolute',
    top: '-1',
    insetEnd: '-1',
    minWidth: '6',
    height: '6',
    px: '1.5',
    borderRadius: 'full',
    bg: 'danger.solid',
    color: 'white',
    fontSize: 'xs',
    fontWeight: 'bold',
    lineHeight: '6',
    textAlign: 'center',
    boxShadow: '0 0 0 2px white',
  }),
}
