/** The loading, failed and empty states the vote pages share (spec section 8: 'Chargement...'). */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'

export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.muted}>
      {children}
    </p>
  )
}

export function FailedNotice({
  message,
  retry,
  onRetry,
}: {
  message: string
  retry: string
  onRetry: () => void
}) {
  return (
    <Card className={styles.notice}>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        {retry}
      </Button>
    </Card>
  )
}

export function EmptyNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Card className={styles.notice}>
      <p className={styles.muted}>{children}</p>
      {action}
    </Card>
  )
}

const styles = {
  muted: css({ color: 'fg.muted' }),
  error: css({ color: 'danger.fg', fontWeight: 'medium' }),
  notice: css({ p: '5', gap: '3', alignItems: 'flex-start' }),
}
