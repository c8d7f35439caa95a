/**
 * The photo editor with its own machine (modal `editPhoto`, modalId = the photo's id), loaded lazily
 * by the photos page with cropperjs. Each opening starts afresh.
 */
import { useActorRef } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { photoEditorMachine } from '../../machines/photo-editor/photo-editor.machine'
import type { EditablePhoto } from '../../machines/photo-editor/photo-editor.types'
import { EditPhotoDialogView } from './edit-photo-dialog-view'

export interface EditPhotoDialogProps {
  photo: EditablePhoto
  open: boolean
  /** Cancelled or dismissed. */
  onClose: () => void
  /** Saved: read the list anew and close. */
  onSaved: () => void
}

export default function EditPhotoDialog({ photo, open, onClose, onSaved }: EditPhotoDialogProps) {
  const actorRef = useActorRef(photoEditorMachine, { input: { photo } })
  const handlers = useRef({ onClose, onSaved })
  handlers.current = { onClose, onSaved }
  useEffect(() => {
    const saved = actorRef.on('photoUpdated', () => handlers.current.onSaved())
    const cancelled = actorRef.on('editCancelled', () => handlers.current.onClose())
    return () => {
      saved.unsubscribe()
      cancelled.unsubscribe()
    }
  }, [actorRef])
  return (
    <EditPhotoDialogView
      actorRef={actorRef}
      open={open}
      // Dismissing is cancelling: the machine resets, then asks to close.
      onClose={() => actorRef.send({ type: 'photo.edit.cancel' })}
    />
  )
}
