/**
 * Rows to the wire, in the real API's style: ids and numbers as strings, flags as '1' / '0', an
 * unknown enumeration as '' (so an incomplete profile reads as incomplete), photo URLs built from the
 * request's API base. The aliases the spec lists are used on purpose, one per call family (`normal`,
 * `real_size` or `url_big`; `photos`, `tab_photo`, `public_album`, `tab_photos`, `photos_v2`,
 * `url_photo`; `id` or `m_id`), so the client's lenient readers are exercised.
 */

import type { WirePhoto } from '../../src/api/wire/photo'
import type { WireFullProfile, WireProfileCard } from '../../src/api/wire/profile'
import { db } from '../db/database'
import { INTERESTS } from '../db/enums'
import type { Member } from '../db/members'
import type { Photo } from '../db/photos'
import {
  canSeePrivateAlbum,
  cityById,
  isFavorite,
  isPremium,
  mainPhotoOf,
  noteOf,
  photosOf,
  subscriptionOf,
  viewerNoteOf,
  votesGivenBy,
} from '../services/members'
import { type PhotoSize, portraitFileName } from './portraits'
import { ageFrom, DAY, now, sqlDateTime } from './time'

/** Who is looking: their id (null for a visitor), whether premium, and the base for URLs. */
export interface Viewer {
  id: number | null
  premium: boolean
  apiBase: string
}

export function viewerOf(me: Member | null, apiBase: string): Viewer {
  return { id: me?.id ?? null, premium: me ? isPremium(me.id) : false, apiBase }
}

export const flag = (value: boolean): '1' | '0' => (value ? '1' : '0')
export const enumText = (id: number) => (id > 0 ? String(id) : '')
const note = (value: number | null) => (value === null ? '' : value.toFixed(1))

export function photoUrl(photo: Pick<Photo, 'source'>, size: PhotoSize, apiBase: string): string {
  if (photo.source.kind === 'portrait') {
    return `${apiBase}/__mock/photos/${portraitFileName(photo.source.index, size)}`
  }
  return `${apiBase}/__mock/uploads/${photo.source.key}/${size}`
}

export type BigSizeAlias = 'normal' | 'real_size' | 'url_big'

export function wirePhoto(
  photo: Photo,
  viewer: Viewer,
  alias: BigSizeAlias = 'normal',
  options: { locked?: boolean } = {},
): WirePhoto {
  const average = photo.votes > 0 ? photo.score_sum / photo.votes : null
  const mine =
    viewer.id === null
      ? undefined
      : votesGivenBy(viewer.id).find((v) => v.target_id === photo.member_id && v.photo_num === photo.num)
  const wire: WirePhoto = {
    id: String(photo.id),
    num: String(photo.num),
    [alias]: photoUrl(photo, 'normal', viewer.apiBase),
    medium: photoUrl(photo, 'medium', viewer.apiBase),
    small: photoUrl(photo, 'small', viewer.apiBase),
    is_private: flag(photo.is_private),
    visibility: photo.is_private ? (options.locked ? 'locked' : 'private') : 'public',
    is_main: flag(photo.is_main),
    votes: String(photo.votes),
    note: note(average === null ? null : Math.round(average * 10) / 10),
  }
  if (mine) wire.user_rating = String(mine.score)
  // Ours: the owner's crop travels with the photo, so every small view can show it.
  if (photo.crop) wire.crop = { ...photo.crop }
  return wire
}

/** Where a card carries its photos; the last two hold bare URLs (medium size). */
export type CardPhotoField =
  | 'photos'
  | 'tab_photo'
  | 'public_album'
  | 'tab_photos'
  | 'photos_v2'
  | 'url_photo'

export interface CardOptions {
  photoField?: CardPhotoField
  alias?: BigSizeAlias
  idField?: 'id' | 'm_id'
}

/** The visibility every photo of the member takes for this viewer, when forced (spec: photo_x). */
function photoOverride(member: Member, viewer: Viewer): string | undefined {
  if (member.photo_x && viewer.id !== member.id && !viewer.premium) return member.photo_x
  return undefined
}

export function profileCard(member: Member, viewer: Viewer, options: CardOptions = {}): WireProfileCard {
  const field = options.photoField ?? 'photos'
  const city = cityById(member.city_id)
  const notes = noteOf(member.id)
  const publicPhotos = photosOf(member.id).filter((p) => !p.is_private)
  const card: WireProfileCard = {
    [options.idField ?? 'id']: String(member.id),
    pseudo: member.pseudo,
    age: String(ageFrom(member.birthdate)),
    prenom: member.prenom,
    zone_name: city?.zone_name ?? '',
    sexe1: enumText(member.sexe1),
    online: flag(member.online),
    moyenne: note(notes.average),
    vote: String(notes.votes),
  }
  if (viewer.id !== null && viewer.id !== member.id) {
    const mine = viewerNoteOf(viewer.id, member.id)
    if (mine !== null) card.note = note(mine)
  }
  const override = photoOverride(member, viewer)
  if (override) card.photo_x = override
  if (field === 'url_photo') {
    const avatar = mainPhotoOf(member.id)
    card.url_photo = avatar ? photoUrl(avatar, 'medium', viewer.apiBase) : ''
  } else if (field === 'photos_v2') {
    card.photos_v2 = publicPhotos.map((p) => photoUrl(p, 'medium', viewer.apiBase))
  } else {
    card[field] = publicPhotos.map((p) => wirePhoto(p, viewer, options.alias ?? 'normal'))
  }
  return card
}

export function fullProfile(member: Member, viewer: Viewer): WireFullProfile & Record<string, unknown> {
  const own = viewer.id === member.id
  const city = cityById(member.city_id)
  const notes = noteOf(member.id)
  const all = photosOf(member.id)
  const locked = !canSeePrivateAlbum(member.id, viewer.id)
  const main = mainPhotoOf(member.id)
  const sub = subscriptionOf(member.id)
  const profile: WireFullProfile & Record<string, unknown> = {
    id: String(member.id),
    pseudo: member.pseudo,
    age: String(ageFrom(member.birthdate)),
    prenom: member.prenom,
    zone_name: city?.zone_name ?? '',
    sexe1: enumText(member.sexe1),
    sexe2: enumText(member.sexe2),
    online: flag(member.online),
    moyenne: note(notes.average),
    vote: String(notes.votes),
    has_avatar: flag(main !== undefined),
    main_photo: main ? wirePhoto(main, viewer, 'normal') : '',
    description: member.description,
    public_album: all.filter((p) => !p.is_private).map((p) => wirePhoto(p, viewer, 'url_big')),
    private_album: all.filter((p) => p.is_private).map((p) => wirePhoto(p, viewer, 'url_big', { locked })),
    situation: enumText(member.situation),
    taille: enumText(member.taille),
    poids: enumText(member.poids),
    cherche1: enumText(member.cherche1),
    pour: enumText(member.pour),
    ages_cherches: member.ages_cherches.map(String),
    often_list: { often_id: enumText(member.often_id) },
    cheveux: enumText(member.cheveux),
    yeux: enumText(member.yeux),
    etudes: enumText(member.etudes),
    travail: enumText(member.travail),
    nb_enfants: String(member.nb_enfants),
    naissance: member.birthdate,
    pays: member.pays,
    ville: city?.name ?? '',
    silhouette: enumText(member.silhouette),
    tab_interests2: member.interests.map((id) => ({ id: String(id), name: INTERESTS[id] ?? '' })),
    rdv: {
      age: member.rdv.ages.map(String),
      at_time: enumText(member.rdv.at_time),
      day: [...member.rdv.day],
      for: member.rdv.for.map(String),
      whom: member.rdv.whom.map(String),
    },
    user_abo: flag(isPremium(member.id)),
    reserve_gold: String(member.reserve_gold),
    // Ours, beyond the spec's list: the profile-edit fields the spec names but section 3 does not.
    personnalite: enumText(member.personnalite),
    fumeur: enumText(member.fumeur),
    signe_astro: enumText(member.astro),
    style: enumText(member.style),
    opts_body: member.body_options.map(String),
    interest_sexuel: member.sexual_interests.map(String),
    lieu_naissance: member.birth_location,
    derniere_connexion: sqlDateTime(member.last_seen),
  }
  if (viewer.id !== null && !own) {
    const mine = viewerNoteOf(viewer.id, member.id)
    if (mine !== null) profile.note = note(mine)
    profile.is_friend = flag(isFavorite(viewer.id, member.id))
  }
  const override = photoOverride(member, viewer)
  if (override) profile.photo_x = override
  if (own) {
    profile.email = member.email
    profile.nom_complet = member.nom_complet
    profile.friend_list = db.favorites
      .findMany((q) => q.where({ owner_id: member.id }))
      .map((f) => String(f.target_id))
    profile.wall_news = String(wallNewsCount(member.id))
    profile.abo_infos = {
      start_date: sub?.start_date ?? '',
      end_date: sub?.end_date ?? '',
      cancelled: flag(sub?.cancelled ?? false),
      credits_counter: String(sub?.credits ?? 0),
    }
  }
  return profile
}

/** What the wall has new for a member: visits, votes and likes received in the last two days. */
export function wallNewsCount(memberId: number): number {
  const since = new Date(now() - 2 * DAY).toISOString()
  return (
    db.visits.findMany((q) => q.where((v) => v.visited_id === memberId && v.date >= since)).length +
    db.votes.findMany((q) => q.where((v) => v.target_id === memberId && v.date >= since)).length +
    db.likes.findMany((q) => q.where((l) => l.to_id === memberId && l.value === 'like' && l.date >= since))
      .length
  )
}
