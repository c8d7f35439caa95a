/** The only way views read the photo manager. Each returns a primitive or a kept reference. */
import type { SnapshotFrom } from 'xstate'
import type { Photo } from '../../api/models/photo'
import type { photoManagerMachine } from './photo-manager.machine'
import type { PhotoManagerErrorCode } from './photo-manager.types'

type Snapshot = SnapshotFrom<typeof photoManagerMachine>

export const selectPhotos = (s: Snapshot): Photo[] => s.context.photos
/** The first read is under way ('Chargement...'). */
export const selectIsLoading = (s: Snapshot): boolean => s.matches('loading')
export const selectLoadFailed = (s: Snapshot): boolean => s.matches('loadFailed')
/** The list is known and empty ('Aucune photo disponible'). */
export const selectIsEmpty = (s: Snapshot): boolean => s.matches('ready') && s.context.photos.length === 0
export const selectError = (s: Snapshot): PhotoManagerErrorCode | null => s.context.error
export const selectIsConfirmingDelete = (s: Snapshot): boolean => s.matches({ ready: 'confirmingDelete' })
export const selectIsDeleting = (s: Snapshot): boolean => s.matches({ ready: 'deleting' })
/** The photo the confirmation is about (or being deleted). */
export const selectPendingDelete = (s: Snapshot): Photo | null =>
  s.context.photos.find((photo) => photo.id === s.context.pendingDeleteId) ?? null
/** A change is under way: the menus wait for it. */
export const selectIsBusy = (s: Snapshot): boolean =>
  s.matches({ ready: 'deleting' }) ||
  s.matches({ ready: 'settingMain' }) ||
  s.matches({ ready: 'refreshing' })
/** The photo a call is about right now (its tile shows a spinner). */
export const selectBusyPhotoId = (s: Snapshot): string | null =>
  s.matches({ ready: 'settingMain' })
    ? s.context.pendingMainId
    : s.matches({ ready: 'deleting' })
      ? s.context.pendingDeleteId
      : null
