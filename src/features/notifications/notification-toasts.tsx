/**
 * Turns the notifications machine's `toast.requested` into toasts on the app's toaster (avatar,
 * title, text, and a 'Voir' action that opens the notification's link), and its
 * `toasts.withdrawn` into dismissals. Renders nothing: the app renders `<AppToaster>` once, with
 * the same toaster (created with the small-screen decision, see createAppToaster).
 */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { AppToaster, AppToastMeta } from '../../components/ui/toaster'
import type { NotificationsActorRef } from '../../machines/notifications/notifications.machine'
import { notificationText, notificationTitle } from './notification-text'

export interface NotificationToastsProps {
  actorRef: NotificationsActorRef
  /** The app's one toaster (`createAppToaster`), also given to `<AppToaster>`. */
  toaster: AppToaster
}

export function NotificationToasts({ actorRef, toaster }: NotificationToastsProps) {
  const { t } = useTranslation('notifications')
  const [, navigate] = useLocation()

  useEffect(() => {
    const requested = actorRef.on('toast.requested', ({ notification }) => {
      const { id, data } = notification
      const nickname = data.nickname || t('unknownMember')
      const meta: AppToastMeta = { avatarName: nickname, avatarSrc: data.avatarUrl ?? undefined }
      toaster.create({
        id,
        title: notificationTitle(t, notification),
        description: notificationText(t, notification),
        meta,
        action: {
          label: t('toast.open'),
          onClick: () => {
            actorRef.send({ type: 'notification.open', id })
            navigate(data.link)
          },
        },
        onStatusChange: ({ status }) => {
          if (status === 'unmounted') actorRef.send({ type: 'toast.closed', id })
        },
      })
    })
    const withdrawn = actorRef.on('toasts.withdrawn', ({ ids }) => {
      for (const id of ids) toaster.dismiss(id)
    })
    return () => {
      requested.unsubscribe()
      withdrawn.unsubscribe()
    }
  }, [actorRef, toaster, t, navigate])

  return null
}
