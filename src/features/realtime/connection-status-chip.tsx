import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { ActorRefFrom } from 'xstate'
import { Button } from '../../components/ui/button'
import { Chip, type ChipProps } from '../../components/ui/chip'
import type { socketMachine } from '../../machines/socket/socket.machine'
import {
  type ConnectionStatus,
  selectCanReconnect,
  selectConnectionStatus,
  selectIsReconnecting,
  selectSocketError,
} from '../../machines/socket/socket.selectors'

const TONES: Record<ConnectionStatus, NonNullable<ChipProps['tone']>> = {
  connected: 'success',
  connecting: 'warning',
  error: 'danger',
  disconnected: 'neutral',
}

export interface ConnectionStatusChipProps {
  actorRef: ActorRefFrom<typeof socketMachine>
}

/**
 * The realtime connection's status (spec section 2): a chip with a dot, announced politely to screen
 * readers as it changes; in `error`, what went wrong and a button to try again.
 */
export function ConnectionStatusChip({ actorRef }: ConnectionStatusChipProps) {
  const { t } = useTranslation('realtime')
  const status = useSelector(actorRef, selectConnectionStatus)
  const error = useSelector(actorRef, selectSocketError)
  const reconnecting = useSelector(actorRef, selectIsReconnecting)
  const canReconnect = useSelector(actorRef, selectCanReconnect)
  return (
    <div className={styles.root} data-status={status} data-reconnecting={reconnecting || undefined}>
      <div role="status" className={styles.status}>
        <Chip tone={TONES[status]} indicator className={status === 'connecting' ? styles.pulse : undefined}>
          {t(`status.${status}`)}
        </Chip>
        {status === 'error' && error ? <span className={styles.message}>{t(`errors.${error}`)}</span> : null}
      </div>
      {status === 'error' && canReconnect ? (
        <Button size="sm" variant="outline" onClick={() => actorRef.send({ type: 'socket.reconnect' })}>
          {t('reconnect')}
        </Button>
      ) : null}
    </div>
  )
}

const styles = {
  root: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
  status: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  message: css({ fontSize: 'sm', color: 'danger.fg' }),
  pulse: css({
    '& [data-part=dot]': { animation: 'pulse', _motionReduce: { animation: 'none' } },
  }),
}
