/** Wire shapes of searching (spec section 7): search, meeting search, top members, city lookup. */
import type { WireId, WireNumber } from './common'
import type { WireProfileCard } from './profile'

/**
 * The query of GET /index_api/search, /index_api/meeting_res and /index_api/topmembers, with the
 * spec's parameter names. `pas` is the page size.
 */
export type WireSearchQuery = {
  pas?: WireNumber
  page?: WireNumber
  is_online?: '1' | '0'
  searchAction?: string
  id_ville?: WireId
  dist?: WireNumber
  sex?: WireNumber
  age_from?: WireNumber
  age_to?: WireNumber
  is_photo?: '1' | '0'
  nick?: string
  taille_from?: WireNumber
  taille_to?: WireNumber
  poids_from?: WireNumber
  poids_to?: WireNumber
  eyes?: WireNumber
  hair?: WireNumber
  status?: WireNumber
  interest_sexuel?: WireNumber
  nom?: string
}

/**
 * The answer of the three searches. `connected` is how many members are online (not a session
 * flag); `tags_list` maps tag ids to names.
 */
export type WireSearchResponse = {
  connected?: WireNumber
  nb_pages?: WireNumber
  total?: WireNumber
  result?: WireProfileCard[]
  tags_list?: Record<string, string>
}

/** A city in GET /ajax_api/getRegionsAutocomp?q. */
export type WireCity = {
  ID_city: WireId
  zone_name: string
}

/** The city lookup answers a bare list (readers also accept it under `result`). */
export type WireCitiesResponse = WireCity[]
