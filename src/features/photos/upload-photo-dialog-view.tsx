/**
 * The upload dialog (modal `uploadPhoto`) over the upload machine: the file picker, the upright
 * preview of what will be sent, the private switch, the progress bar and every refusal or failure in
 * words. A pure view: `UploadPhotoDialog` owns the actor.
 */
import { useSelector } from '@xstate/react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { ActorRefFrom } from 'xstate'
import { Button } from '../../components/ui/button'
import { Switch } from '../../components/ui/switch'
import type { photoUploadMachine } from '../../machines/photo-upload/photo-upload.machine'
import {
  selectCanPickFile,
  selectCanSubmit,
  selectError,
  selectFileName,
  selectIsPreparing,
  selectIsPrivate,
  selectIsUploading,
  selectPrepared,
  selectProgress,
  selectServerMessage,
} from '../../machines/photo-upload/photo-upload.selectors'
import { ModalDialog } from '../modals/modal-dialog'
import { alertBox, footerActions, formStack, helpText, statusText } from './photos-styles'

/** What the picker offers; the content is checked anyway (check-image.ts). */
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp'

export interface UploadPhotoDialogViewProps {
  actorRef: ActorRefFrom<typeof photoUploadMachine>
  open: boolean
  onClose: () => void
}

/** An object URL for the prepared photo, revoked when it changes or the dialog goes. */
function usePreviewUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) {
      setUrl(null)
      return
    }
    const made = URL.createObjectURL(blob)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [blob])
  return url
}

export function UploadPhotoDialogView({ actorRef, open, onClose }: UploadPhotoDialogViewProps) {
  const { t } = useTranslation('photos')
  const inputId = useId()
  const fileName = useSelector(actorRef, selectFileName)
  const prepared = useSelector(actorRef, selectPrepared)
  const isPrivate = useSelector(actorRef, selectIsPrivate)
  const progress = useSelector(actorRef, selectProgress)
  const error = useSelector(actorRef, selectError)
  const serverMessage = useSelector(actorRef, selectServerMessage)
  const preparing = useSelector(actorRef, selectIsPreparing)
  const uploading = useSelector(actorRef, selectIsUploading)
  const canSubmit = useSelector(actorRef, selectCanSubmit)
  const canPick = useSelector(actorRef, selectCanPickFile)
  const preview = usePreviewUrl(prepared?.blob ?? null)
  const percent = Math.round(progress * 100)

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('upload.title')}
      description={t('upload.description')}
      footer={
        <div className={footerActions}>
          <Button variant="outline" onClick={onClose}>
            {t('upload.cancel')}
          </Button>
          <Button
            loading={uploading}
            disabled={!canSubmit && !uploading}
            onClick={() => actorRef.send({ type: 'upload.submit' })}
          >
            {t('upload.submit')}
          </Button>
        </div>
      }
    >
      <div className={formStack}>
        <div className={pickerRow}>
          {/* The label before its input, in reading order (IBM Equal Access: input_label_before). */}
          <label htmlFor={inputId} className={pickerLabel} data-disabled={canPick ? undefined : ''}>
            {fileName ? t('upload.chooseAnother') : t('upload.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className={css({ srOnly: true })}
            disabled={!canPick}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              // The same file picked twice must still fire a change.
              event.currentTarget.value = ''
              if (file) actorRef.send({ type: 'file.selected', file })
            }}
          />
          {fileName ? <span className={fileNameText}>{fileName}</span> : null}
        </div>

        {preview && prepared ? (
          <img
            src={preview}
            alt={t('upload.previewAlt')}
            width={prepared.width}
            height={prepared.height}
            className={previewImage}
          />
        ) : null}

        <div aria-live="polite" className={css({ display: 'contents' })}>
          {preparing ? (
            <p role="status" className={statusText}>
              {t('upload.preparing')}
            </p>
          ) : null}
        </div>

        {error ? (
          <div role="alert" className={alertBox}>
            <span>
              {t(`upload.errors.${error}`)}
              {serverMessage ? (
                <span className={css({ display: 'block', fontWeight: 'normal' })}>{serverMessage}</span>
              ) : null}
            </span>
          </div>
        ) : null}

        <Switch
          label={t('upload.private')}
          checked={isPrivate}
          disabled={uploading}
          onCheckedChange={({ checked }) => actorRef.send({ type: 'private.change', value: checked })}
        />
        <p className={helpText}>{t('upload.privateHelp')}</p>

        {uploading ? (
          <div className={progressBox}>
            <progress
              max={100}
              value={percent}
              aria-label={t('upload.progressLabel')}
              className={progressBar}
            />
            <span className={statusText}>{t('upload.progress', { percent })}</span>
          </div>
        ) : null}
      </div>
    </ModalDialog>
  )
}

const pickerRow = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })
const pickerLabel = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '10',
  px: '5',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'primary.solid',
  color: 'primary.fg',
  fontWeight: 'semibold',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'primary.subtle' },
  '&:has(+ input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '&[data-disabled]': { opacity: '0.5', cursor: 'not-allowed' },
})
const fileNameText = css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' })
const previewImage = css({
  maxH: '64',
  w: 'auto',
  maxW: 'full',
  mx: 'auto',
  objectFit: 'contain',
  borderRadius: 'lg',
})
const progressBox = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const progressBar = css({
  w: 'full',
  h: '2',
  appearance: 'none',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'bg.muted',
  '&::-webkit-progress-bar': { bg: 'bg.muted' },
  '&::-webkit-progress-value': { bg: 'primary.solid', transition: 'width 0.2s' },
  '&::-moz-progress-bar': { bg: 'primary.solid' },
})
