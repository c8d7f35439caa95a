/**
 * Search to and from the wire (spec sections 3 and 7): criteria into the query's parameter names,
 * answers into `SearchResult` (the `tags_list` map turned into id/name pairs), cities into options.
 */
import type { CityOption, SearchCriteria, SearchResult, Tag } from '../models/search'
import type { WireSearchQuery } from '../wire/search'
import { normalizeProfileCards } from './profile-card'
import { isRecord, listAt, number, record, text } from './read'

/** Spec section 9: the default page size. */
export const DEFAULT_SEARCH_PAGE_SIZE = 12

const flagParam = (value: boolean | undefined) => (value === undefined ? undefined : value ? '1' : '0')

/**
 * The query for search, meeting_res and topmembers. Criteria not given are left out, so the server
 * applies its own defaults; `searchAction` is 'last' for newest members, else 'search'.
 */
export function searchQueryFromCriteria(criteria: SearchCriteria): WireSearchQuery {
  const query: WireSearchQuery = {
    pas: criteria.limit ?? DEFAULT_SEARCH_PAGE_SIZE,
    page: criteria.page ?? 1,
    is_online: flagParam(criteria.isOnline),
    searchAction: criteria.isLast ? 'last' : 'search',
    id_ville: criteria.city,
    dist: criteria.distance,
    sex: criteria.gender,
    age_from: criteria.age?.from,
    age_to: criteria.age?.to,
    is_photo: flagParam(criteria.hasPhoto),
    nick: criteria.nickname,
    taille_from: criteria.height?.from,
    taille_to: criteria.height?.to,
    poids_from: criteria.weight?.from,
    poids_to: criteria.weight?.to,
    eyes: criteria.eyesColor,
    hair: criteria.hairsColor,
    status: criteria.maritalStatus,
    interest_sexuel: criteria.sexualPreferences,
    nom: criteria.firstname,
  }
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  ) as WireSearchQuery
}

/** `tags_list` `{ "12": "Sportif" }` → `[{ id: '12', name: 'Sportif' }]`; a list of pairs is accepted too. */
export function readTags(value: unknown): Tag[] {
  if (Array.isArray(value)) {
    return value
      .filter(isRecord)
      .map((tag) => ({ id: text(tag.id), name: text(tag.name) }))
      .filter((tag) => tag.id !== '')
  }
  return Object.entries(record(value))
    .map(([id, name]) => ({ id, name: text(name) }))
    .filter((tag) => tag.id !== '' && tag.name !== '')
}

export function normalizeSearchResult(response: unknown): SearchResult {
  const answer = record(response)
  const profiles = normalizeProfileCards(listAt(answer, ['result']))
  return {
    connectedCount: number(answer.connected),
    pageCount: number(answer.nb_pages, profiles.length > 0 ? 1 : 0),
    total: number(answer.total, profiles.length),
    profiles,
    tags: readTags(answer.tags_list),
  }
}

/** GET /ajax_api/getRegionsAutocomp: a bare list, or under `result`; nameless entries dropped. */
export function normalizeCities(response: unknown): CityOption[] {
  return listAt(response, ['result', 'cities'])
    .filter(isRecord)
    .map((city) => ({ id: text(city.ID_city), name: text(city.zone_name) }))
    .filter((city) => city.id !== '' && city.name !== '')
}
