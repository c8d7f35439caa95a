/**
 * The header's notifications: a round bell with the unread count, opening a panel with the list
 * (newest first), 'Tout marquer comme lu', and a settings part with a mute switch per type. The
 * panel's open state and part are the machine's; the view only binds them.
 */
import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button, IconButton } from '../../components/ui/button'
import { CountBadge } from '../../components/ui/count-badge'
import { ArrowLeftIcon, BellIcon, SettingsIcon } from '../../components/ui/icons'
import type { NotificationsActorRef } from '../../machines/notifications/notifications.machine'
import {
  selectIsPanelOpen,
  selectPanelView,
  selectUnreadCount,
} from '../../machines/notifications/notifications.selectors'
import { NotificationList } from './notification-list'
import { NotificationMuteSettings } from './notification-mute-settings'

export interface NotificationBellProps {
  actorRef: NotificationsActorRef
}

export function NotificationBell({ actorRef }: NotificationBellProps) {
  const { t } = useTranslation('notifications')
  const open = useSelector(actorRef, selectIsPanelOpen)
  const view = useSelector(actorRef, selectPanelView)
  const unread = useSelector(actorRef, selectUnreadCount)
  const label = unread > 0 ? t('bell.label', { count: unread }) : t('bell.labelNone')
  // Named by its title: zag links the two only when the title exists on opening, which a lazily
  // mounted panel's title does not yet.
  const titleId = useId()

  return (
    <Popover.Root
      open={open}
      onOpenChange={({ open: next }) => actorRef.send({ type: next ? 'panel.open' : 'panel.close' })}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      lazyMount
      unmountOnExit
      ids={{ title: titleId }}
    >
      <Popover.Trigger asChild>
        <IconButton aria-label={label} className={styles.trigger}>
          <BellIcon />
          <CountBadge count={unread} data-testid="notification-count" />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={styles.positioner}>
          <Popover.Content className={styles.content} aria-labelledby={titleId}>
            <div className={styles.header}>
              {view === 'settings' ? (
                <IconButton
                  size="sm"
                  aria-label={t('panel.showList')}
                  onClick={() => actorRef.send({ type: 'panel.showList' })}
                >
                  <ArrowLeftIcon />
                </IconButton>
              ) : null}
              <Popover.Title className={styles.title}>{t('panel.title')}</Popover.Title>
              {view === 'list' ? (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={unread === 0}
                    onClick={() => actorRef.send({ type: 'notifications.markAllRead' })}
                  >
                    {t('panel.markAllRead')}
                  </Button>
                  <IconButton
                    size="sm"
                    aria-label={t('panel.showSettings')}
                    onClick={() => actorRef.send({ type: 'panel.showSettings' })}
                  >
                    <SettingsIcon />
                  </IconButton>
                </>
              ) : null}
            </div>
            {view === 'settings' ? (
              <NotificationMuteSettings actorRef={actorRef} />
            ) : (
              <NotificationList actorRef={actorRef} />
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}

const styles = {
  // A 44 px touch target on phones.
  trigger: css({ position: 'relative', mdDown: { minW: '11', h: '11' } }),
  // zag copies the content's z-index onto the positioner inline: the layer is set on both.
  positioner: css({ zIndex: 'popover' }),
  content: css({
    zIndex: 'popover',
    width: 'min(24rem, calc(100vw - 1rem))',
    bg: 'bg.surface',
    color: 'fg.default',
    borderRadius: 'xl',
    boxShadow: 'overlay',
    outline: 'none',
    overflow: 'hidden',
    _open: { animation: 'fadeIn 0.15s ease-out' },
    _closed: { animation: 'fadeOut 0.1s ease-in' },
  }),
  header: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderBottomColor: 'border.default',
  }),
  title: css({ flex: '1', fontSize: 'md', fontWeight: 'bold', m: '0', ps: '1' }),
}
