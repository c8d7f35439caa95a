/**
 * Wire profiles to client models (spec section 3): the full profile of a member's page, and the
 * signed-in member's lookup (`CurrentUser`), including the dead-session test the session machine
 * relies on. Lenient: missing fields read as stable defaults.
 */
import type { CurrentUser, FullProfile, Interest, MeetingPreferences, Subscription } from '../models/profile'
import { normalizePhoto, normalizePhotoList, pickAvatar, readPhotoOverride } from './photo'
import { normalizeProfileCard, readAge } from './profile-card'
import {
  firstPresent,
  flag,
  isRecord,
  list,
  listAt,
  number,
  optionalDate,
  optionalNumber,
  record,
  text,
} from './read'

/** A list of ids as strings; entries that are neither text nor numbers are dropped. */
function idList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []
  return items.map(text).filter((id) => id !== '')
}

/** `friend_list` entries may be bare ids or cards (`id` or `m_id`). */
export function readFavoriteIds(value: unknown): string[] {
  const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []
  return items
    .map((item) => (isRecord(item) ? text(firstPresent(item, ['id', 'm_id'])) : text(item)))
    .filter((id) => id !== '')
}

function readInterests(value: unknown): Interest[] {
  return list(value)
    .map((item) => record(item))
    .map((item) => ({ id: text(item.id), name: text(firstPresent(item, ['name', 'label'])) }))
    .filter((interest) => interest.id !== '')
}

function readMeeting(value: unknown): MeetingPreferences {
  const rdv = record(value)
  return {
    ageIds: idList(rdv.age),
    atTime: text(rdv.at_time),
    days: idList(rdv.day),
    forIds: idList(rdv.for),
    whomIds: idList(rdv.whom),
  }
}

/** Premium means `user_abo` is 1; cancelled means `abo_infos.cancelled` is '1' (spec section 4). */
export function readSubscription(raw: unknown): Subscription {
  const profile = record(raw)
  const abo = record(profile.abo_infos)
  return {
    isPremium: flag(profile.user_abo),
    cancelled: flag(abo.cancelled),
    startDate: optionalDate(abo.start_date),
    endDate: optionalDate(abo.end_date),
    credits: number(abo.credits_counter),
  }
}

export function normalizeFullProfile(raw: unknown): FullProfile {
  const profile = record(raw)
  const card = normalizeProfileCard(profile)
  const override = readPhotoOverride(profile.photo_x)
  const publicAlbum = normalizePhotoList(profile.public_album, override)
  const privateAlbum = normalizePhotoList(profile.private_album, override)
  // `main_photo` names the avatar outright when the server sends it; else the card's rule applies.
  const mainPhoto = profile.main_photo ? normalizePhoto(profile.main_photo, 0, override) : null
  const photos = card.photos.length > 0 ? card.photos : publicAlbum
  return {
    ...card,
    photos,
    avatar: mainPhoto?.normal ? { ...mainPhoto, isMain: true } : pickAvatar(photos),
    email: text(profile.email),
    orientation: text(profile.sexe2),
    hasAvatar: flag(profile.has_avatar),
    description: text(profile.description),
    publicAlbum,
    privateAlbum,
    situation: text(profile.situation),
    height: optionalNumber(profile.taille),
    weight: optionalNumber(profile.poids),
    searchFor: text(profile.cherche1),
    searchRelationship: text(profile.pour),
    desiredAgeIds: idList(profile.ages_cherches),
    sexFrequencyId: text(record(profile.often_list).often_id),
    hair: text(profile.cheveux),
    eyes: text(profile.yeux),
    studies: text(profile.etudes),
    job: text(profile.travail),
    children: optionalNumber(profile.nb_enfants),
    birthdate: optionalDate(profile.naissance),
    country: text(profile.pays),
    city: text(profile.ville),
    bodyShape: text(profile.silhouette),
    interests: readInterests(profile.tab_interests2),
    meeting: readMeeting(profile.rdv),
    favoriteIds: readFavoriteIds(profile.friend_list),
    wallNews: number(profile.wall_news),
    reserveGold: number(profile.reserve_gold),
    subscription: readSubscription(profile),
    zodiac: text(profile.signe_astro),
    smoking: text(profile.fumeur),
    personality: text(profile.personnalite),
    dressStyle: text(profile.style),
    bodyOptions: idList(profile.opts_body),
    sexualInterests: idList(profile.interest_sexuel),
    isFriend: flag(profile.is_friend),
    ...('nom_complet' in profile ? { fullName: text(profile.nom_complet) } : {}),
  }
}

/**
 * A member's profile from the answer to GET /index_api/user?id=…: under `result` as we send it, or the
 * answer itself. Pure, for the page's first script too (src/app/largest-image.ts).
 */
export function readFullProfile(answer: unknown): FullProfile {
  const result = record(answer).result
  if (result && typeof result === 'object' && !Array.isArray(result)) return normalizeFullProfile(result)
  return normalizeFullProfile(listAt(answer, ['result'])[0] ?? answer)
}

/**
 * True when the user lookup says the session is dead: `connected` is 0 (or missing, which a live
 * session never answers). Spec section 4: the stored login must then be removed.
 */
export function isDeadSession(response: unknown): boolean {
  return !flag(record(response).connected)
}

/** The signed-in member from the lookup's `{ connected, result }`. */
export function normalizeCurrentUser(response: unknown): CurrentUser {
  const answer = record(response)
  const profile = normalizeFullProfile(answer.result)
  return {
    id: profile.id,
    nickname: profile.nickname,
    email: profile.email,
    // The location name is what members type and see; `ville` only when it is all there is.
    city: profile.location || profile.city,
    age: readAge(record(answer.result).age) ?? 0,
    gender: profile.gender,
    searchFor: profile.searchFor,
    isPremium: profile.subscription.isPremium,
    subscriptionCancelled: profile.subscription.cancelled,
    subscriptionStartDate: profile.subscription.startDate,
    subscriptionEndDate: profile.subscription.endDate,
    credits: profile.subscription.credits,
    favoriteIds: profile.favoriteIds,
    connected: flag(answer.connected),
    avatar: profile.avatar,
    wallNews: profile.wallNews,
    profile,
  }
}

// The rule lives with the model, so the session's selectors read it without the normalizers.
export { isProfileComplete } from '../models/profile'
