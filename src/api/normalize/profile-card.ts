/**
 * Wire cards to `ProfileCard` (spec section 3): the id from `id` or `m_id`, the photos from the first
 * non-empty of six fields, `photo_x` overriding every photo's visibility, the avatar the main photo
 * else the first. Used by every list: search, wall, activities, votes, matches, rankings.
 */
import type { Photo } from '../models/photo'
import type { MemberSummary, ProfileCard } from '../models/profile'
import { normalizePhotoList, pickAvatar, readPhotoOverride } from './photo'
import { firstPresent, flag, list, listAt, number, optionalNumber, record, text } from './read'

/** Where cards keep their photos, in the order they are looked at (spec section 3). */
export const CARD_PHOTO_FIELDS = [
  'photos',
  'tab_photo',
  'public_album',
  'tab_photos',
  'photos_v2',
  'url_photo',
] as const

/** The card's photos: the first of the six fields that holds at least one photo. */
export function cardPhotos(raw: unknown): Photo[] {
  const card = record(raw)
  const override = readPhotoOverride(card.photo_x)
  for (const field of CARD_PHOTO_FIELDS) {
    const photos = normalizePhotoList(card[field], override)
    if (photos.length > 0) return photos
  }
  return []
}

/** A member's age: null when missing or not positive (the server writes 0 for "unknown"). */
export function readAge(value: unknown): number | null {
  const age = optionalNumber(value)
  return age !== null && age > 0 ? Math.trunc(age) : null
}

export function normalizeProfileCard(raw: unknown): ProfileCard {
  const card = record(raw)
  const photos = cardPhotos(card)
  return {
    id: text(firstPresent(card, ['id', 'm_id'])),
    nickname: text(card.pseudo),
    age: readAge(card.age),
    firstname: text(card.prenom),
    location: text(card.zone_name),
    gender: text(card.sexe1),
    photos,
    avatar: pickAvatar(photos),
    isOnline: flag(card.online),
    averageNote: optionalNumber(card.moyenne),
    userNote: optionalNumber(card.note),
    totalVotes: number(card.vote),
  }
}

/** A list of cards; entries that are not objects are dropped. */
export function normalizeProfileCards(raw: unknown): ProfileCard[] {
  return list(raw)
    .filter((item) => typeof item === 'object' && item !== null)
    .map(normalizeProfileCard)
}

/**
 * The cards of an /index_api/match answer (the swipe deck, the matches), under `result.tab_profils`.
 * Pure, for the page's first script too (src/app/largest-image.ts).
 */
export function readMatchCards(answer: unknown): ProfileCard[] {
  return normalizeProfileCards(listAt(answer, ['result.tab_profils', 'result', 'tab_profils']))
}

/** The carousel's line: nickname, age, location and the avatar's small size. */
export function toMemberSummary(card: ProfileCard): MemberSummary {
  return {
    id: card.id,
    nickname: card.nickname,
    age: card.age,
    location: card.location,
    avatarUrl: card.avatar?.small ?? '',
    ...(card.avatar?.crop ? { avatarCrop: { crop: card.avatar.crop, source: card.avatar.normal } } : {}),
  }
}
