/**
 * The loading, failure and empty states of every list and panel that fills itself (spec section 8:
 * 'Chargement...'). Loading and failures are announced: content arrives by itself, and a failure
 * must be heard.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Button } from './button'

export function LoadingState({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation('ui')
  return (
    <p role="status" className={cx(styles.loading, className)}>
      <span className={styles.spinner} aria-hidden="true" />
      {label ?? t('loading')}
    </p>
  )
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation('ui')
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  )
}

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {hint ? <p className={styles.emptyHint}>{hint}</p> : null}
      {action}
    </div>
  )
}

const styles = {
  loading: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    py: '8',
    color: 'fg.muted',
  }),
  spinner: css({
    w: '4',
    h: '4',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderTopColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
    _motionReduce: { animationDuration: '2s' },
  }),
  error: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    p: '4',
    borderRadius: 'xl',
    bg: 'danger.subtle',
    color: 'danger.fg',
  }),
  empty: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '3',
    py: '10',
    px: '4',
    textAlign: 'center',
    bg: 'bg.surface',
    borderRadius: '2xl',
  }),
  emptyTitle: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  emptyHint: css({ color: 'fg.muted', maxW: 'md' }),
}
