/** The only way views read the photo editor. Each returns a primitive or a kept reference. */
import type { SnapshotFrom } from 'xstate'
import type { photoEditorMachine } from './photo-editor.machine'
import type { CropData, EditablePhoto } from './photo-editor.types'

type Snapshot = SnapshotFrom<typeof photoEditorMachine>

export const selectPhoto = (s: Snapshot): EditablePhoto => s.context.photo
export const selectCrop = (s: Snapshot): CropData | null => s.context.crop
export const selectZoom = (s: Snapshot): number => s.context.zoom
export const selectIsPrivate = (s: Snapshot): boolean => s.context.isPrivate
/** Spec section 4: confirm is disabled until a crop exists. */
export const selectCanConfirm = (s: Snapshot): boolean => s.matches('editing') && s.context.crop !== null
export const selectIsSaving = (s: Snapshot): boolean => s.matches('saving')
export const selectIsSaved = (s: Snapshot): boolean => s.matches('saved')
export const selectError = (s: Snapshot): 'updateFailed' | null => s.context.error
export const selectServerMessage = (s: Snapshot): string => s.context.serverMessage
