/**
 * One photo of the "Mes photos" grid: the picture, a star on the main photo, a 'Privée' chip on a
 * private one, and its menu: Modifier, Photo principale (not on the main photo), Supprimer.
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { Photo } from '../../api/models/photo'
import { IconButton } from '../../components/ui/button'
import { Chip } from '../../components/ui/chip'
import { CroppedImage } from '../../components/ui/cropped-image'
import { MoreIcon, StarIcon } from '../../components/ui/icons'
import { MenuItem, MenuPopup, MenuRoot, MenuTrigger } from '../../components/ui/menu'

export type PhotoAction = 'edit' | 'setMain' | 'delete'

export interface PhotoTileProps {
  photo: Photo
  /** 1-based, for its name ('Ma photo n° 2'). */
  number: number
  /** A call about this photo is under way. */
  busy: boolean
  /** Another change is under way: the menu waits. */
  locked: boolean
  onAction: (action: PhotoAction, photo: Photo) => void
}

export function PhotoTile({ photo, number, busy, locked, onAction }: PhotoTileProps) {
  const { t } = useTranslation('photos')
  const isPrivate = photo.visibility === 'private'
  return (
    <li className={tile} aria-busy={busy || undefined}>
      <CroppedImage
        src={photo.medium || photo.normal}
        crop={photo.crop}
        cropSource={photo.normal}
        alt={t('tile.alt', { number })}
        loading="lazy"
        decoding="async"
        className={picture}
      />
      <div className={badges}>
        {photo.isMain ? (
          <span className={star} title={t('tile.main')}>
            <StarIcon width={16} height={16} />
            <span className={css({ srOnly: true })}>{t('tile.main')}</span>
          </span>
        ) : null}
        {isPrivate ? <Chip tone="primary">{t('tile.private')}</Chip> : null}
      </div>
      {busy ? (
        <div className={overlay} role="status">
          <span className={css({ srOnly: true })}>{t('tile.busy')}</span>
          <span className={spinner} aria-hidden="true" />
        </div>
      ) : null}
      <div className={menuCorner}>
        <MenuRoot
          onSelect={({ value }) => onAction(value as PhotoAction, photo)}
          positioning={{ placement: 'bottom-end' }}
        >
          <MenuTrigger asChild>
            <IconButton
              aria-label={t('tile.actions', { number })}
              variant="plain"
              size="sm"
              // Not `disabled`: a dialog or the menu closing while the list refreshes hands the focus
              // back to this button, and a disabled one cannot take it (it fell on the document).
              aria-disabled={locked || undefined}
              className={menuButton}
            >
              <MoreIcon />
            </IconButton>
          </MenuTrigger>
          <MenuPopup>
            <MenuItem value="edit" disabled={locked}>
              {t('menu.edit')}
            </MenuItem>
            {photo.isMain ? null : (
              <MenuItem value="setMain" disabled={locked}>
                {t('menu.setMain')}
              </MenuItem>
            )}
            <MenuItem value="delete" data-tone="danger" disabled={locked}>
              {t('menu.delete')}
            </MenuItem>
          </MenuPopup>
        </MenuRoot>
      </div>
    </li>
  )
}

const tile = css({
  position: 'relative',
  aspectRatio: 'square',
  borderRadius: 'xl',
  overflow: 'hidden',
  bg: 'bg.subtle',
  boxShadow: 'card',
})
const picture = css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' })
const badges = css({
  position: 'absolute',
  top: '2',
  left: '2',
  display: 'flex',
  gap: '1.5',
  alignItems: 'center',
})
const star = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '7',
  h: '7',
  borderRadius: 'full',
  bg: 'bg.surface',
  color: 'star',
  boxShadow: 'sm',
  '& svg': { fill: 'currentColor' },
})
const menuCorner = css({ position: 'absolute', top: '1.5', right: '1.5' })
const menuButton = css({ bg: 'bg.surface!', boxShadow: 'sm' })
const overlay = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'bg.overlay',
})
const spinner = css({
  w: '8',
  h: '8',
  borderRadius: 'full',
  border: '3px solid',
  borderColor: 'bg.surface',
  borderTopColor: 'primary.solid',
  animation: 'spin 0.8s linear infinite',
})
