/**
 * The shareGallery dialog bound to the modal router (`?modal=shareGallery&modalId=<member id>`): the
 * page that owns it passes the album-sharing actor it already runs for that member; for any other
 * member named in the URL the dialog runs its own.
 */
import { useActorRef } from '@xstate/react'
import {
  type AlbumSharingActorRef,
  albumSharingMachine,
} from '../../machines/album-sharing/album-sharing.machine'
import type { Navigate } from '../chat/app-link'
import { useIsModalOpen, useModalParams, useModalRouter } from '../modals/modal-router-context'
import { ShareGalleryDialog } from './share-gallery-dialog'

export interface ShareGalleryModalProps {
  /** The member the page is about, with the page's own album-sharing actor for them. */
  contact?: { id: string; nickname: string; actorRef: AlbumSharingActorRef } | null
  onNavigate?: Navigate | undefined
}

export function ShareGalleryModal({ contact, onNavigate }: ShareGalleryModalProps) {
  const open = useIsModalOpen('shareGallery')
  const params = useModalParams('shareGallery')
  const modals = useModalRouter()
  const onClose = () => modals.close('shareGallery')
  const targetId = params?.modalId ?? null
  if (contact && targetId === contact.id) {
    return (
      <ShareGalleryDialog
        open={open}
        onClose={onClose}
        actorRef={contact.actorRef}
        contactNickname={contact.nickname}
        onNavigate={onNavigate}
      />
    )
  }
  if (targetId) {
    return (
      <OwnActorDialog
        key={targetId}
        contactId={targetId}
        open={open}
        onClose={onClose}
        onNavigate={onNavigate}
      />
    )
  }
  return (
    <ShareGalleryDialog
      open={open}
      onClose={onClose}
      actorRef={null}
      contactNickname=""
      onNavigate={onNavigate}
    />
  )
}

function OwnActorDialog({
  contactId,
  open,
  onClose,
  onNavigate,
}: {
  contactId: string
  open: boolean
  onClose: () => void
  onNavigate?: Navigate | undefined
}) {
  // Only the member's own album is shared here: the contact's is never read.
  const actorRef = useActorRef(albumSharingMachine, { input: { contactId, knownPhotos: [] } })
  return (
    <ShareGalleryDialog
      open={open}
      onClose={onClose}
      actorRef={actorRef}
      contactNickname=""
      onNavigate={onNavigate}
    />
  )
}
