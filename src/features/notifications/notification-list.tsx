/**
 * The notifications in the header's panel, newest first: avatar, title, text, how long ago, unread
 * ones marked (bold, a dot, and 'Non lue' for screen readers). Choosing one opens it: the machine
 * marks it read and closes the panel, and the view goes to its link.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useLocation } from 'wouter'
import { Avatar } from '../../components/ui/avatar'
import { IconButton } from '../../components/ui/button'
import { CloseIcon } from '../../components/ui/icons'
import type { Notification } from '../../machines/notifications/notification-model'
import type { NotificationsActorRef } from '../../machines/notifications/notifications.machine'
import { selectNotifications } from '../../machines/notifications/notifications.selectors'
import { notificationText, notificationTitle, relativeTime } from './notification-text'

export interface NotificationListProps {
  actorRef: NotificationsActorRef
}

export function NotificationList({ actorRef }: NotificationListProps) {
  const { t } = useTranslation('notifications')
  const notifications = useSelector(actorRef, selectNotifications)
  const [, navigate] = useLocation()
  // Read once per render: the panel shows how long ago as of its opening, no timer keeps it ticking.
  const now = Date.now()

  if (notifications.length === 0) return <p className={styles.empty}>{t('panel.empty')}</p>

  const open = (notification: Notification) => {
    actorRef.send({ type: 'notification.open', id: notification.id })
    navigate(notification.data.link)
  }

  return (
    <ul aria-label={t('panel.list')} className={styles.list}>
      {notifications.map((notification) => {
        const nickname = notification.data.nickname || t('unknownMember')
        return (
          <li key={notification.id} className={styles.item} data-unread={notification.read ? undefined : ''}>
            <button type="button" className={styles.open} onClick={() => open(notification)}>
              <Avatar name={nickname} src={notification.data.avatarUrl ?? undefined} size="md" />
              <span className={styles.body}>
                <span className={styles.title}>{notificationTitle(t, notification)}</span>
                <span className={styles.text}>{notificationText(t, notification)}</span>
                {!notification.read && notification.unheard?.count ? (
                  <span className={styles.unheard}>
                    {t('panel.unheard', { count: notification.unheard.count })}
                  </span>
                ) : null}
                <time className={styles.time} dateTime={new Date(notification.timestamp).toISOString()}>
                  {relativeTime(t, notification.timestamp, now)}
                </time>
                {notification.read ? null : <span className={styles.srOnly}>{t('panel.unread')}</span>}
              </span>
              {notification.read ? null : <span aria-hidden="true" className={styles.dot} />}
            </button>
            <IconButton
              size="sm"
              className={styles.dismiss}
              aria-label={t('panel.dismiss', { nickname })}
              onClick={() => actorRef.send({ type: 'notification.dismiss', id: notification.id })}
            >
              <CloseIcon />
            </IconButton>
          </li>
        )
      })}
    </ul>
  )
}

const styles = {
  empty: css({ px: '4', py: '8', textAlign: 'center', color: 'fg.muted', fontSize: 'sm' }),
  list: css({
    listStyle: 'none',
    m: '0',
    p: '1.5',
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    maxHeight: 'min(28rem, 70vh)',
    overflowY: 'auto',
  }),
  item: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    borderRadius: 'lg',
    '&[data-unread]': { bg: 'primary.subtle' },
  }),
  open: css({
    flex: '1',
    minWidth: '0',
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    p: '2.5',
    pe: '10',
    textAlign: 'start',
    bg: 'transparent',
    border: 'none',
    borderRadius: 'lg',
    color: 'fg.default',
    font: 'inherit',
    cursor: 'pointer',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'focusRing',
      outlineOffset: '-2px',
    },
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0', flex: '1' }),
  title: css({
    fontSize: 'sm',
    fontWeight: 'medium',
    lineHeight: '1.4',
    '[data-unread] &': { fontWeight: 'bold' },
  }),
  text: css({
    fontSize: 'sm',
    color: 'fg.muted',
    lineHeight: '1.4',
    overflowWrap: 'anywhere',
    lineClamp: '2',
  }),
  unheard: css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' }),
  time: css({ fontSize: 'xs', color: 'fg.muted' }),
  dot: css({
    flexShrink: '0',
    alignSelf: 'center',
    width: '2.5',
    height: '2.5',
    borderRadius: 'full',
    bg: 'primary.solid',
  }),
  dismiss: css({ position: 'absolute', top: '1.5', insetEnd: '1.5' }),
  srOnly: css({ srOnly: true }),
}
