/**
 * `LockedPrivateGallery`: a private gallery its owner has not shared (spec sections 2 and 6), for
 * any page showing one (a profile): asks the owner for access, then the chat with them opens
 * (spec section 4: "after a request_album message is sent, the chat with that member opens").
 * It owns its album-sharing actor; navigation is the host's (`onRequested`, `onMessageOwner`).
 */
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { Photo } from '../../api/models/photo'
import { albumSharingMachine } from '../../machines/album-sharing/album-sharing.machine'
import { LockedAlbumPrompt } from './locked-album-prompt'

export interface LockedPrivateGalleryProps {
  owner: { id: string; nickname: string }
  /** The owner's private album as the page read it (locked photos). */
  photos: Photo[]
  /** The request reached the owner: open the chat with them. */
  onRequested: () => void
  /** "Write to them", without asking for the album. */
  onMessageOwner?: () => void
  headingLevel?: 'h2' | 'h3'
  /** The machine to run (stories pass a `.provide()`d one). */
  logic?: typeof albumSharingMachine
}

export function LockedPrivateGallery(props: LockedPrivateGalleryProps) {
  return <LockedPrivateGalleryFor key={props.owner.id} {...props} />
}

function LockedPrivateGalleryFor({
  owner,
  photos,
  onRequested,
  onMessageOwner,
  headingLevel,
  logic = albumSharingMachine,
}: LockedPrivateGalleryProps) {
  const actorRef = useActorRef(logic, { input: { contactId: owner.id, knownPhotos: photos } })
  useEffect(() => {
    const subscription = actorRef.on('album.requested', () => onRequested())
    return () => subscription.unsubscribe()
  }, [actorRef, onRequested])
  return (
    <LockedAlbumPrompt
      actorRef={actorRef}
      ownerNickname={owner.nickname}
      onMessageOwner={onMessageOwner}
      headingLevel={headingLevel ?? 'h3'}
    />
  )
}
