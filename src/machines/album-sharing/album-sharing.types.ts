/** Input, context, events and emitted events of album sharing. */

import type { ChatFailure } from '../../api/chat-failure'
import type { Photo } from '../../api/models/photo'
import type { WireRealtimeMessage } from '../../api/wire/chat'

export interface AlbumSharingInput {
  /** The other member: the owner of the album asked for, and the one the member's own album is shared with. */
  contactId: string
  /**
   * The contact's private album when the page already has it (a profile page): used for the first
   * look instead of reading the profile again.
   */
  knownPhotos?: Photo[] | null
}

export interface AlbumSharingContext {
  contactId: string
  /** The contact's private photos as the member may see them (locked ones carry `visibility: 'locked'`). */
  photos: Photo[]
  /** The album handed in by the page, used once. */
  knownPhotos: Photo[] | null
  /** The next read skips the cache: the owner answered since. */
  stale: boolean
  /** Why reading or asking for the contact's album failed. */
  theirFailure: ChatFailure | null
  /** Why the member's answer (share or refuse) failed. */
  myFailure: ChatFailure | null
  /** The member's last answer that reached the server, for the view to confirm it. */
  lastAnswer: 'accept' | 'refuse' | null
  /**
   * Actions whose last send got no answer (network error, timeout): the server may hold them, so
   * the next send of one reads the conversation first and sends only if it is not there.
   */
  unsureActions: AlbumAnswer[]
}

/** What sending an album action needs. */
export interface AlbumActionInput {
  contactId: string
  action: AlbumAnswer
  /** The last send of this action got no answer: look for it in the conversation first. */
  checkFirst: boolean
}

export type AlbumSharingEvent =
  /** Ask the contact for their album (send_message id_extra a0). */
  | { type: 'album.request' }
  /** Share the member's own album with the contact (a1), asked for or not. */
  | { type: 'album.accept' }
  /** Refuse the contact's request (a-1). */
  | { type: 'album.refuse' }
  /** Read the contact's album again (after a failure, or on demand). */
  | { type: 'album.retry' }
  /** A realtime frame: an `album_answer` from the contact opens or keeps the album locked. */
  | { type: 'realtime.received'; message: WireRealtimeMessage }

export type AlbumSharingEmitted =
  /** The request reached the server: the chat with the owner opens (spec section 4). */
  | { type: 'album.requested'; contactId: string }
  /** The member's answer reached the server. */
  | { type: 'album.answered'; contactId: string; accepted: boolean }

export type AlbumAnswer = 'request' | 'accept' | 'refuse'

/** What reading the contact's album found. */
export interface AlbumLook {
  status: 'none' | 'locked' | 'shared'
  /** Locked: the locked photos when known (else none, the count unknown); shared: the visible ones. */
  photos: Photo[]
}

export interface LoadAlbumInput {
  contactId: string
  knownPhotos: Photo[] | null
  fresh: boolean
}
