/**
 * Mon compte (spec section 2), the pure view: the subscription (badge, 'Modifier mon compte' for a
 * premium not cancelled, credits, dates, the cancelled warning), links to the profile pages, the
 * appearance (language and colour mode), the real-time connection status and the danger zone; the
 * recent-activity column beside it. The page container gives it the member, the controls and the actions.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import type { CurrentUser } from '../../api/models/profile'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardBody } from '../../components/ui/card'
import { formatDate } from '../../lib/dates'
import { SUBSCRIPTION_BADGE, subscriptionStatusOf } from './subscription-status'

export interface SettingsViewProps {
  user: Pick<
    CurrentUser,
    'isPremium' | 'subscriptionCancelled' | 'subscriptionStartDate' | 'subscriptionEndDate' | 'credits'
  >
  /** The language and colour-mode choices (the appearance section). */
  preferences?: ReactNode
  /** 'Modifier mon compte': opens the unsubscribe dialog. */
  onModifyAccount: () => void
  /** 'Supprimer mon compte': opens the delete-account dialog. */
  onDeleteAccount: () => void
  /** The real-time connection status chip (null before the realtime side has loaded). */
  connectionStatus?: ReactNode
  /** The recent-activity column (a section with its own heading). */
  activity?: ReactNode
}

export function SettingsView({
  user,
  preferences,
  onModifyAccount,
  onDeleteAccount,
  connectionStatus,
  activity,
}: SettingsViewProps) {
  const { t } = useTranslation('account')
  const status = subscriptionStatusOf(user)
  const dateOrNot = (value: string | null) => formatDate(value) ?? t('settings.notAvailable')
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Card>
          <CardBody>
            <section aria-labelledby="settings-subscription" className={styles.section}>
              <div className={styles.titleRow}>
                <h2 id="settings-subscription" className={styles.title}>
                  {t('settings.subscriptionTitle')}
                </h2>
                <Badge variant={SUBSCRIPTION_BADGE[status]} data-status={status}>
                  <span className={styles.srOnly}>{t('settings.status')} : </span>
                  {t(`settings.badge.${status}`)}
                </Badge>
              </div>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt className={styles.term}>{t('settings.credits')}</dt>
                  <dd className={styles.value}>{user.credits}</dd>
                </div>
                <div className={styles.fact}>
                  <dt className={styles.term}>{t('settings.startDate')}</dt>
                  <dd className={styles.value}>{dateOrNot(user.subscriptionStartDate)}</dd>
                </div>
                <div className={styles.fact}>
                  <dt className={styles.term}>{t('settings.endDate')}</dt>
                  <dd className={styles.value}>{dateOrNot(user.subscriptionEndDate)}</dd>
                </div>
              </dl>
              {status === 'cancelled' ? (
                <p className={styles.warning}>{t('settings.cancelledWarning')}</p>
              ) : null}
              <div className={styles.actions}>
                {status === 'premium' ? (
                  <Button variant="outline" onClick={onModifyAccount}>
                    {t('settings.modify')}
                  </Button>
                ) : null}
                {status === 'free' ? (
                  <Button asChild>
                    <Link href="/app/promotion">{t('settings.becomePremium')}</Link>
                  </Button>
                ) : null}
              </div>
            </section>
          </CardBody>
        </Card>

        <Card>
          <CardBody>
            <section aria-labelledby="settings-profile" className={styles.section}>
              <h2 id="settings-profile" className={styles.title}>
                {t('settings.profileTitle')}
              </h2>
              <nav aria-labelledby="settings-profile" className={styles.links}>
                <Link href="/app/account/edit-profile" className={styles.link}>
                  {t('settings.editProfile')}
                </Link>
                <Link href="/app/account/view-profile" className={styles.link}>
                  {t('settings.viewProfile')}
                </Link>
                <Link href="/app/account/photos" className={styles.link}>
                  {t('settings.photos')}
                </Link>
              </nav>
            </section>
          </CardBody>
        </Card>

        <Card>
          <CardBody>
            <section aria-labelledby="settings-appearance" className={styles.section}>
              <h2 id="settings-appearance" className={styles.title}>
                {t('settings.appearanceTitle')}
              </h2>
              {preferences}
            </section>
          </CardBody>
        </Card>

        <Card>
          <CardBody>
            <section aria-labelledby="settings-realtime" className={styles.section}>
              <h2 id="settings-realtime" className={styles.title}>
                {t('realtimeTitle')}
              </h2>
              <p className={styles.muted}>{t('realtimeHelp')}</p>
              {connectionStatus}
            </section>
          </CardBody>
        </Card>

        <section aria-labelledby="settings-danger" className={styles.danger}>
          <h2 id="settings-danger" className={styles.dangerTitle}>
            {t('settings.dangerTitle')}
          </h2>
          <p>{t('settings.dangerText')}</p>
          <div className={styles.actions}>
            <Button variant="danger" onClick={onDeleteAccount}>
              {t('settings.deleteAccount')}
            </Button>
          </div>
        </section>
      </div>
      <aside aria-label={t('settings.activityTitle')} className={styles.side}>
        {activity}
      </aside>
    </div>
  )
}

const styles = {
  layout: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
    alignItems: 'start',
  }),
  main: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  side: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  titleRow: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
  title: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  facts: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' } }),
  fact: css({ display: 'flex', flexDirection: 'column', gap: '0.5' }),
  term: css({ fontSize: 'sm', color: 'fg.muted' }),
  value: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  warning: css({
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'warning.subtle',
    color: 'warning.fg',
    fontWeight: 'medium',
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  links: css({ display: 'flex', flexWrap: 'wrap', gap: '4' }),
  link: css({
    color: 'primary.fg',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { textDecoration: 'none' },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'focusRing',
      outlineOffset: '2px',
      borderRadius: 'sm',
    },
  }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  srOnly: css({ srOnly: true }),
  danger: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '5',
    borderRadius: '2xl',
    bg: 'danger.subtle',
    color: 'fg.default',
  }),
  dangerTitle: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'danger.fg' }),
}
