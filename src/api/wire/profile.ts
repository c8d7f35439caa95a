/**
 * Wire shapes of members (spec section 3): the profile card every list sends (search, wall,
 * activities, votes, matches, rankings), the full profile of `/index_api/user`, and the signed-in
 * member's own lookup with its subscription block. Field names are the server's own.
 */
import type { WireFlag, WireId, WireNumber } from './common'
import type { WirePhotoLike, WirePhotoVisibility } from './photo'

/**
 * A member as lists send them. The id comes as `id` or `m_id`, the photos under any one of six
 * names depending on the call (the first non-empty one wins), and `url_photo` may be a single URL.
 */
export type WireProfileCard = {
  id?: WireId
  m_id?: WireId
  pseudo?: string
  age?: WireNumber
  prenom?: string
  zone_name?: string
  /** Gender code: '1' man, '2' woman, '3' couple. */
  sexe1?: WireNumber
  online?: WireFlag
  /** Average note of the member's photos. */
  moyenne?: WireNumber
  /** The signed-in member's note of this member. */
  note?: WireNumber
  /** How many votes the member received. */
  vote?: WireNumber
  /** When set, every photo of the card takes this visibility (a free member sees them blurred). */
  photo_x?: WirePhotoVisibility | WireFlag | string
  photos?: WirePhotoLike[]
  tab_photo?: WirePhotoLike[]
  public_album?: WirePhotoLike[]
  tab_photos?: WirePhotoLike[]
  photos_v2?: WirePhotoLike[]
  url_photo?: WirePhotoLike[] | string
}

/** The subscription block of the signed-in member's lookup (`get_abo_infos=1`). */
export type WireAboInfos = {
  start_date?: string
  end_date?: string
  /** '1' when the member cancelled; premium stays until `end_date`. */
  cancelled?: WireFlag
  credits_counter?: WireNumber
}

/** Meeting preferences (`rdv`): our shapes for the spec's "age list, at_time slot, day list of dates, for list, whom list". */
export type WireRdv = {
  age?: WireId[]
  at_time?: WireId
  day?: string[]
  for?: WireId[]
  whom?: WireId[]
}

/** `tab_interests2`: our shape, one entry per interest with its id and label. */
export type WireInterest = {
  id: WireId
  name?: string
}

/** A favorite in `friend_list`: the spec shows no shape, so readers accept a bare id or a card. */
export type WireFriend = WireId | WireProfileCard

/** A full profile (`/index_api/user?id=` and the signed-in lookup's `result`). */
export type WireFullProfile = WireProfileCard & {
  email?: string
  /** Orientation code. */
  sexe2?: WireNumber
  has_avatar?: WireFlag
  /** The main photo, as a photo or its URL. */
  main_photo?: WirePhotoLike
  description?: string
  public_album?: WirePhotoLike[]
  private_album?: WirePhotoLike[]
  situation?: WireNumber
  taille?: WireNumber
  poids?: WireNumber
  /** What the member looks for (`searchFor`). */
  cherche1?: WireNumber
  /** The relationship they look for. */
  pour?: WireNumber
  ages_cherches?: WireId[]
  often_list?: { often_id?: WireId }
  cheveux?: WireNumber
  yeux?: WireNumber
  etudes?: WireNumber
  travail?: WireNumber
  nb_enfants?: WireNumber
  /** Birthdate, `YYYY-MM-DD`. */
  naissance?: string
  pays?: string
  ville?: string
  silhouette?: WireNumber
  tab_interests2?: WireInterest[]
  rdv?: WireRdv
  friend_list?: WireFriend[]
  /** How many wall news are waiting (`get_wall_news=1`). */
  wall_news?: WireNumber
  /** 1 = premium. */
  user_abo?: '1' | '0' | number
  reserve_gold?: WireNumber
  abo_infos?: WireAboInfos
  /** Ours, beyond section 3's list: the profile-edit fields (codes) the profile page shows too. */
  signe_astro?: WireNumber
  fumeur?: WireNumber
  personnalite?: WireNumber
  style?: WireNumber
  opts_body?: WireId[]
  interest_sexuel?: WireId[]
  /** '1' when the viewer keeps this member among their favorites (another member's profile only). */
  is_friend?: WireFlag
  /** Ours: the member's full name (profile edit), in their own profile only. */
  nom_complet?: string
}

/**
 * GET /index_api/user?get_wall_news=1&get_abo_infos=1&id&session_id: the signed-in member.
 * `connected: 0` means the session is dead (then `result` may be missing).
 */
export type WireUserLookupResponse = {
  connected: WireFlag
  result?: WireFullProfile
}

/** GET /index_api/user?id={id}: a member's profile, under `result` (readers also accept it bare). */
export type WireProfileResponse = {
  result: WireFullProfile
}
