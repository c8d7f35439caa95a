/**
 * An ad slot as shown: the 'Publicité' label over the ad's sandboxed frame, or nothing at all when
 * no slot fits. Banners get a strip, other slots (co-registration forms) a taller box; the height is
 * fixed so the page never jumps when the ad arrives.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import type { AdSlot } from '../../api/models/ads'
import { AdFrame } from './ad-frame'

export const BANNER_HEIGHT = 100
export const BLOCK_HEIGHT = 280

export interface AdSlotViewProps {
  slot: AdSlot | null
  className?: string
}

export function AdSlotView({ slot, className }: AdSlotViewProps) {
  const { t } = useTranslation('ads')
  const labelId = useId()
  if (!slot) return null
  return (
    <figure aria-labelledby={labelId} className={cx(box, className)}>
      <figcaption id={labelId} className={label}>
        {t('label')}
      </figcaption>
      <AdFrame
        html={slot.html}
        title={t('frameTitle')}
        height={slot.isBanner ? BANNER_HEIGHT : BLOCK_HEIGHT}
      />
    </figure>
  )
}

const box = css({ m: '0', display: 'flex', flexDirection: 'column', gap: '1', w: 'full' })
const label = css({
  fontSize: 'xs',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  color: 'fg.muted',
})
