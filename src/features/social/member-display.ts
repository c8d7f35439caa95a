/**
 * What a member card shows, from any of the lists' models: search-like cards (swipe, matches, wall,
 * visitors) and chat contacts (favorites). Links follow spec section 2's slugs.
 */
import type { ConversationContact } from '../../api/models/chat'
import type { Photo, PhotoCrop } from '../../api/models/photo'
import type { ProfileCard } from '../../api/models/profile'
import { buildUserSlug } from '../../lib/slug'

export type PhotoSize = 'small' | 'medium' | 'normal'

export interface MemberPhotoSource {
  url: string
  /** The owner's crop and the size its pixels belong to, when they saved one. */
  crop?: PhotoCrop | undefined
  cropSource?: string | undefined
  /** Shown blurred (free members looking at premium-only photos). */
  blurred: boolean
}

export interface MemberDisplay {
  id: string
  nickname: string
  age: number | null
  location: string
  photo: MemberPhotoSource | null
  isOnline: boolean
  /** Out of 10 as the server sends it, null when never rated. */
  averageNote: number | null
}

const BLURRED = new Set(['blur', 'blur_private', 'locked'])

export function photoSource(photo: Photo | null, size: PhotoSize): MemberPhotoSource | null {
  if (!photo) return null
  const url = photo[size] || photo.normal
  if (!url) return null
  const blurred = BLURRED.has(photo.visibility)
  return photo.crop ? { url, blurred, crop: photo.crop, cropSource: photo.normal } : { url, blurred }
}

export function fromProfileCard(card: ProfileCard, size: PhotoSize = 'medium'): MemberDisplay {
  return {
    id: card.id,
    nickname: card.nickname,
    age: card.age,
    location: card.location,
    photo: photoSource(card.avatar, size),
    isOnline: card.isOnline,
    averageNote: card.averageNote,
  }
}

export function fromContact(contact: ConversationContact): MemberDisplay {
  return {
    id: contact.id,
    nickname: contact.nickname,
    age: null,
    location: '',
    photo: contact.avatarUrl
      ? {
          url: contact.avatarUrl,
          blurred: contact.needBlur,
          ...(contact.avatarCrop
            ? { crop: contact.avatarCrop.crop, cropSource: contact.avatarCrop.source }
            : {}),
        }
      : null,
    isOnline: contact.isOnline,
    averageNote: null,
  }
}

/** /app/users/{userSlug}. */
export const profileHref = (member: { id: string; nickname: string }) =>
  `/app/users/${buildUserSlug(member.nickname, member.id)}`

/** /app/chat/{chatSlug}: a chat is named after the other member. */
export const chatHref = (member: { id: string; nickname: string }) =>
  `/app/chat/${buildUserSlug(member.nickname, member.id)}`

/** The average note on the 5-star scale members vote with (spec section 9: stars sent doubled). */
export const noteOutOfFive = (note: number) => Math.round((note / 2) * 10) / 10
