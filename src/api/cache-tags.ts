/**
 * The names reads are cached under and mutations invalidate by (see `cache.ts`). One place, so a
 * mutation and the read it affects cannot drift apart, and machines can invalidate the same way
 * (say after a realtime message makes a conversation stale).
 */
export const cacheTags = {
  /** The signed-in member's own lookup (`/index_api/user?get_wall_news=1&get_abo_infos=1`). */
  currentUser: 'me:user',
  /** The signed-in member's own photo list (`/index_api/user_edit_photos`). */
  ownPhotos: 'me:photos',
  /** Every profile page read; `profile(id)` one of them. */
  profiles: 'profile',
  profile: (id: string) => `profile:${id}`,
  /** Every contact list; `contacts(filter)` one of them (1 conversations, 2 blacklist, 3 friends). */
  contacts: 'contacts',
  contactList: (filter: 1 | 2 | 3) => `contacts:${filter}`,
  /** Every loaded conversation; `conversation(contactId)` one of them. */
  conversations: 'conversation',
  conversation: (contactId: string) => `conversation:${contactId}`,
  wall: 'wall',
  activities: 'activities',
  search: 'search',
  cities: 'cities',
  ads: 'ads',
} as const
