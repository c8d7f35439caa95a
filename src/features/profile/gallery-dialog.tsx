/**
 * The gallery dialog wired to the modal router (modal `gallery`, `modalId` = the owner's id,
 * `modalPhoto` = the photo to show first): each opening starts a fresh actor. Loaded lazily by the
 * pages that own it (profile, top photos, albums).
 */
import { useActorRef } from '@xstate/react'
import { galleryMachine } from '../../machines/gallery/gallery.machine'
import { selectUserId } from '../../machines/session/session.selectors'
import { useModalRouter } from '../modals/modal-router-context'
import { SessionContext } from '../session/session-context'
import { GalleryDialogView } from './gallery-dialog-view'
import { useRoutedModal } from './use-routed-modal'

export interface GalleryDialogProps {
  /** Stories and tests pass a machine with stubbed calls. */
  logic?: typeof galleryMachine
}

export function GalleryDialog({ logic = galleryMachine }: GalleryDialogProps) {
  const { open, params, openingKey } = useRoutedModal('gallery')
  const modals = useModalRouter()
  const viewerId = SessionContext.useSelector(selectUserId)
  if (!params) return null
  return (
    <LiveGalleryDialog
      key={`${params.modalId}:${openingKey}:${viewerId ?? ''}`}
      logic={logic}
      ownerId={params.modalId}
      photoId={params.modalPhoto}
      viewerId={viewerId}
      open={open}
      onClose={() => modals.close('gallery')}
    />
  )
}

interface LiveGalleryDialogProps {
  logic: typeof galleryMachine
  ownerId: string
  photoId: string | undefined
  viewerId: string | null
  open: boolean
  onClose: () => void
}

function LiveGalleryDialog({ logic, ownerId, photoId, viewerId, open, onClose }: LiveGalleryDialogProps) {
  const actorRef = useActorRef(logic, { input: { ownerId, photoId, viewerId } })
  return <GalleryDialogView actorRef={actorRef} open={open} onClose={onClose} />
}
