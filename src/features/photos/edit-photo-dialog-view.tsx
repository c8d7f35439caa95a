/**
 * The photo editor (modal `editPhoto`) over its machine: the square cropper (a crop area worked with
 * the pointer or the keys it describes), the zoom slider (1 to 3, step 0.1), the private switch,
 * 'Valider' (disabled until a crop exists) and 'Annuler' (resets crop, zoom and flag, then closes).
 * A pure view: `EditPhotoDialog` owns the actor.
 */
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { ActorRefFrom } from 'xstate'
import { Button } from '../../components/ui/button'
import {
  SliderControl,
  SliderHeader,
  SliderHiddenInput,
  SliderLabel,
  SliderRange,
  SliderRoot,
  SliderThumb,
  SliderTrack,
  SliderValueText,
} from '../../components/ui/slider'
import { Switch } from '../../components/ui/switch'
import { formatDecimal } from '../../lib/number-format'
import {
  type photoEditorMachine,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
} from '../../machines/photo-editor/photo-editor.machine'
import {
  selectCanConfirm,
  selectCrop,
  selectError,
  selectIsPrivate,
  selectIsSaving,
  selectPhoto,
  selectServerMessage,
  selectZoom,
} from '../../machines/photo-editor/photo-editor.selectors'
import { ModalDialog } from '../modals/modal-dialog'
import { PhotoCropper } from './photo-cropper'
import { alertBox, footerActions, formStack, helpText, statusText } from './photos-styles'

const srOnly = css({ srOnly: true })

export interface EditPhotoDialogViewProps {
  actorRef: ActorRefFrom<typeof photoEditorMachine>
  open: boolean
  /** Escape, the × or a click outside: the same as 'Annuler'. */
  onClose: () => void
}

export function EditPhotoDialogView({ actorRef, open, onClose }: EditPhotoDialogViewProps) {
  const { t, i18n } = useTranslation('photos')
  const photo = useSelector(actorRef, selectPhoto)
  const crop = useSelector(actorRef, selectCrop)
  const zoom = useSelector(actorRef, selectZoom)
  const isPrivate = useSelector(actorRef, selectIsPrivate)
  const canConfirm = useSelector(actorRef, selectCanConfirm)
  const saving = useSelector(actorRef, selectIsSaving)
  const error = useSelector(actorRef, selectError)
  const serverMessage = useSelector(actorRef, selectServerMessage)
  const id = useId()
  const keysId = `${id}-crop-keys`
  const placeId = `${id}-crop-place`
  const zoomText = t('editor.zoomValue', {
    zoom: formatDecimal(i18n.language, zoom, 1, 1),
  })

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('editor.title')}
      description={t('editor.description')}
      footer={
        <div className={footerActions}>
          <Button
            variant="outline"
            disabled={saving}
            onClick={() => actorRef.send({ type: 'photo.edit.cancel' })}
          >
            {t('editor.cancel')}
          </Button>
          <Button
            loading={saving}
            disabled={!canConfirm && !saving}
            onClick={() => actorRef.send({ type: 'photo.crop.confirm' })}
          >
            {t('editor.confirm')}
          </Button>
        </div>
      }
    >
      <div className={formStack}>
        <PhotoCropper
          src={photo.url}
          alt={t('editor.imageAlt')}
          zoom={zoom}
          crop={crop}
          disabled={saving}
          onCrop={(next) => actorRef.send({ type: 'photo.crop.change', crop: next })}
          onArea={(area) => actorRef.send({ type: 'photo.area.change', area })}
          onMove={(dx, dy) => actorRef.send({ type: 'photo.crop.move', dx, dy })}
          onResize={(by) => actorRef.send({ type: 'photo.crop.resize', by })}
          label={t('editor.cropArea')}
          describedBy={`${keysId} ${placeId}`}
        />
        <p id={keysId} className={helpText}>
          {t('editor.cropKeys')}
        </p>
        {/* Always there, so each step of the keys is announced as the slider's are. */}
        <p id={placeId} role="status" className={srOnly}>
          {crop ? t('editor.cropPlace', { size: crop.width, x: crop.x, y: crop.y }) : ''}
        </p>
        {crop ? null : <p className={statusText}>{t('editor.noCropYet')}</p>}

        <SliderRoot
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={ZOOM_STEP}
          value={[zoom]}
          disabled={saving}
          onValueChange={({ value }) =>
            actorRef.send({ type: 'photo.zoom.change', zoom: value[0] ?? ZOOM_MIN })
          }
          getAriaValueText={() => zoomText}
        >
          <SliderHeader>
            <SliderLabel>{t('editor.zoom')}</SliderLabel>
            <SliderValueText>{zoomText}</SliderValueText>
          </SliderHeader>
          <SliderControl>
            <SliderTrack>
              <SliderRange />
            </SliderTrack>
            <SliderThumb index={0}>
              <SliderHiddenInput />
            </SliderThumb>
          </SliderControl>
        </SliderRoot>

        <Switch
          label={t('editor.private')}
          checked={isPrivate}
          disabled={saving}
          onCheckedChange={({ checked }) => actorRef.send({ type: 'photo.private.change', value: checked })}
        />
        <p className={helpText}>{t('editor.privateHelp')}</p>

        {error ? (
          <div role="alert" className={alertBox}>
            <span>
              {t(`editor.errors.${error}`)}
              {serverMessage ? (
                <span className={css({ display: 'block', fontWeight: 'normal' })}>{serverMessage}</span>
              ) : null}
            </span>
          </div>
        ) : null}
      </div>
    </ModalDialog>
  )
}
