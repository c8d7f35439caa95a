/**
 * The panel's settings part: one switch per notification type, on while that type pops alerts. A
 * muted type stays in the list and in the count.
 */
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Switch } from '../../components/ui/switch'
import { NOTIFICATION_TYPES } from '../../machines/notifications/notification-model'
import type { NotificationsActorRef } from '../../machines/notifications/notifications.machine'
import { selectMutedTypes } from '../../machines/notifications/notifications.selectors'

export interface NotificationMuteSettingsProps {
  actorRef: NotificationsActorRef
}

export function NotificationMuteSettings({ actorRef }: NotificationMuteSettingsProps) {
  const { t } = useTranslation('notifications')
  const mutedTypes = useSelector(actorRef, selectMutedTypes)
  const helpId = useId()
  return (
    <fieldset aria-describedby={helpId} className={styles.group}>
      <legend className={styles.title}>{t('settings.title')}</legend>
      <p id={helpId} className={styles.help}>
        {t('settings.help')}
      </p>
      {NOTIFICATION_TYPES.map((type) => (
        <Switch
          key={type}
          label={t(`settings.types.${type}`)}
          checked={!mutedTypes.includes(type)}
          onCheckedChange={({ checked }) =>
            actorRef.send({ type: 'preferences.mute', notificationType: type, muted: !checked })
          }
        />
      ))}
    </fieldset>
  )
}

const styles = {
  group: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    px: '4',
    py: '3',
    m: '0',
    border: 'none',
    minWidth: '0',
  }),
  title: css({ fontSize: 'sm', fontWeight: 'semibold', p: '0', mb: '1' }),
  help: css({ fontSize: 'xs', color: 'fg.muted', m: '0' }),
}
