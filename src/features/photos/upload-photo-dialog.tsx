/**
 * The upload dialog with its own machine (modal `uploadPhoto`), loaded lazily by the photos page.
 * Each opening starts afresh: the actor lives while the dialog is mounted.
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { photoUploadMachine } from '../../machines/photo-upload/photo-upload.machine'
import { UploadPhotoDialogView } from './upload-photo-dialog-view'

export interface UploadPhotoDialogProps {
  open: boolean
  onClose: () => void
  /** The photo reached the server: read the list anew and close. */
  onUploaded: () => void
}

export default function UploadPhotoDialog({ open, onClose, onUploaded }: UploadPhotoDialogProps) {
  const actorRef = useActorRef(photoUploadMachine, { input: {} })
  const onUploadedRef = useRef(onUploaded)
  onUploadedRef.current = onUploaded
  useEffect(() => {
    const subscription = actorRef.on('photoUploaded', () => onUploadedRef.current())
    return () => subscription.unsubscribe()
  }, [actorRef])
  return <UploadPhotoDialogView actorRef={actorRef} open={open} onClose={onClose} />
}
