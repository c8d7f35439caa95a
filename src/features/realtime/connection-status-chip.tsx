import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
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
  /**
   * 'header': below 1024 px only the dot shows (its words stay for screen readers), so the header
   * keeps room for its links; the error's words are left to the settings page.
   */
  variant?: 'full' | 'header'
}

/**
 * The realtime connection's status (spec section 2): a chip with a dot, announced politely to screen
 * readers as it changes; in `error`, what went wrong and a button to try again.
 */
export function ConnectionStatusChip({ actorRef, variant = 'full' }: ConnectionStatusChipProps) {
  const header = variant === 'header'
  const { t } = useTranslation('realtime')
  const status = useSelector(actorRef, selectConnectionStatus)
  const error = useSelector(actorRef, selectSocketError)
  const reconnecting = useSelector(actorRef, selectIsReconnecting)
  const canReconnect = useSelector(actorRef, selectCanReconnect)
  return (
    <div className={styles.root} data-status={status} data-reconnecting={reconnecting || undefined}>
      <div role="status" className={styles.status}>
        <Chip
          tone={TONES[status]}
          indicator
          className={cx(status === 'connecting' && styles.pulse, header && styles.dotOnly)}
        >
          {header ? (
            <>
              <span className={styles.srOnly}>{t(`status.${status}`)}</span>
              <span aria-hidden="true" className={styles.wideOnly}>
                {t(`status.${status}`)}
              </span>
            </>
          ) : (
            t(`status.${status}`)
          )}
        </Chip>
        {status === 'error' && error && !header ? (
          <span className={styles.message}>{t(`errors.${error}`)}</span>
        ) : null}
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
  // A dot in a 44 px touch-sized box below 1024 px: the header's compact connection indicator.
  dotOnly: css({ lgDown: { minW: '6', h: '6', px: '0', justifyContent: 'center', gap: '0' } }),
  // The words for screen readers always, on screen from 1024 px.
  srOnly: css({ srOnly: true }),
  wideOnly: css({ lgDown: { display: 'none' } }),
  pulse: css({
    '& [data-part=dot]': { animation: 'pulse', _motionReduce: { animation: 'none' } },
  }),
}
