import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import type { AppUpdateActorRef } from '../../machines/app-update/app-update.machine'
import { selectUpdateOffer } from '../../machines/app-update/app-update.selectors'

/**
 * The offer to reload into a newly deployed version, shown until the member answers: 'Recharger'
 * lets the new version take over (the page reloads), 'Plus tard' keeps the running one for now.
 */
export function UpdateToast({ actorRef }: { actorRef: AppUpdateActorRef }) {
  const { t } = useTranslation('pwa')
  const offer = useSelector(actorRef, selectUpdateOffer)
  if (offer === 'none') return null
  const reloading = offer === 'reloading'
  return (
    <section aria-labelledby="app-update-title" className={card}>
      <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <h2 id="app-update-title" className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
          {t('update.title')}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {reloading ? t('update.reloading') : t('update.description')}
        </p>
      </div>
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
        <Button
          variant="ghost"
          className={touchTarget}
          disabled={reloading}
          onClick={() => actorRef.send({ type: 'update.dismiss' })}
        >
          {t('update.later')}
        </Button>
        <Button
          variant="solid"
          className={touchTarget}
          loading={reloading}
          onClick={() => actorRef.send({ type: 'update.reload' })}
        >
          {t('update.reload')}
        </Button>
      </div>
    </section>
  )
}

// 44 px on phones (touch), the usual 40 px elsewhere.
const touchTarget = css({ h: { base: '11', md: '10' } })

const card = css({
  pointerEvents: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  width: 'min(26rem, 100%)',
  p: '4',
  borderRadius: '2xl',
  bg: 'bg.surface',
  color: 'fg.default',
  boxShadow: 'overlay',
})
