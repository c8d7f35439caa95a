/** The only way views read the upload machine. Each returns a primitive or a kept reference. */
import type { SnapshotFrom } from 'xstate'
import type { ReencodedImage } from '../../lib/image/reencode'
import type { photoUploadMachine } from './photo-upload.machine'
import type { UploadErrorCode } from './photo-upload.types'

type Snapshot = SnapshotFrom<typeof photoUploadMachine>

export const selectFileName = (s: Snapshot): string => s.context.file?.name ?? ''
/** The photo as it will be sent (the preview shows this, upright). */
export const selectPrepared = (s: Snapshot): ReencodedImage | null => s.context.prepared
export const selectIsPrivate = (s: Snapshot): boolean => s.context.isPrivate
export const selectProgress = (s: Snapshot): number => s.context.progress
export const selectError = (s: Snapshot): UploadErrorCode | null => s.context.error
export const selectServerMessage = (s: Snapshot): string => s.context.serverMessage
/** Checking or re-encoding the picked file. */
export const selectIsPreparing = (s: Snapshot): boolean => s.matches('checking') || s.matches('encoding')
export const selectIsUploading = (s: Snapshot): boolean => s.matches('uploading')
/** The send button works: a prepared photo, not already sending. */
export const selectCanSubmit = (s: Snapshot): boolean => s.matches('ready') || s.matches('failed')
/** A new file may be picked (not while sending). */
export const selectCanPickFile = (s: Snapshot): boolean => !s.matches('uploading') && !s.matches('done')
export const selectIsDone = (s: Snapshot): boolean => s.matches('done')
