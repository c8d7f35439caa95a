/**
 * A search in the URL (spec section 2: /app/search/result takes its criteria as query parameters),
 * so a search can be shared, reloaded and walked back with the browser's buttons. Pure functions:
 * `parseSearchQuery` reads any query string into a normalized `SearchQuery` (values out of the
 * spec's bounds clamped, unknown or broken values dropped, never a throw); `serializeSearchQuery`
 * writes one back in a fixed order. For a normalized query, parse(serialize(q)) is q again.
 *
 * The parameter names are the API's own (spec section 7), plus `ville` for the city's name, so the
 * form and the summary can show it without another call. The page size is not in the URL: always
 * 12 (spec section 9). The modal router's parameters (`modal...`) never collide with these.
 */
import type { Range, SearchCriteria } from '../../api/models/search'

/** Spec section 5: the sliders' bounds. */
export const SEARCH_BOUNDS = {
  age: { min: 18, max: 99 },
  distance: { min: 0, max: 50 },
  height: { min: 140, max: 220 },
  weight: { min: 35, max: 200 },
} as const

/** Spec section 9: the search form's defaults. */
export const SEARCH_DEFAULTS = {
  distance: 25,
  age: { from: 25, to: 35 },
  height: { from: 160, to: 190 },
  weight: { from: 50, to: 100 },
} as const

/** Spec section 9: results per page. */
export const SEARCH_PAGE_SIZE = 12

/** Longest nickname or first name kept from a URL (in characters). */
export const SEARCH_TEXT_MAX = 40
/** Longest city name kept from a URL (in characters). */
export const CITY_NAME_MAX = 80
/** Highest page number a URL may ask for. */
export const MAX_PAGE = 9999

/** The enumerations a search filters on (spec section 3), as the codes the API takes. */
export const SEARCH_CODES = {
  gender: ['1', '2', '3'],
  eyesColor: ['1', '2', '3', '4', '5', '6'],
  hairsColor: ['1', '2', '3', '4', '5'],
  maritalStatus: ['1', '2', '3', '4', '5', '6'],
  sexualPreferences: ['1', '2', '3'],
} as const

export type SearchCodeField = keyof typeof SEARCH_CODES
/** The codes of one enumeration: `SearchCode<'eyesColor'>` is '1' to '6'. */
export type SearchCode<F extends SearchCodeField> = (typeof SEARCH_CODES)[F][number]
export type GenderCode = SearchCode<'gender'>
export type RangeField = 'age' | 'height' | 'weight'

/** The city a search is centred on: its id for the API and its name for people. */
export interface SearchCity {
  id: string
  name: string
}

/**
 * A normalized search. Absent means "any"; flags are either `true` or absent; `page` is absent on
 * the first page; `distance` only comes with a city.
 */
export interface SearchQuery {
  page?: number
  gender?: GenderCode
  age?: Range
  city?: SearchCity
  distance?: number
  isOnline?: true
  hasPhoto?: true
  isLast?: true
  nickname?: string
  firstname?: string
  height?: Range
  weight?: Range
  eyesColor?: SearchCode<'eyesColor'>
  hairsColor?: SearchCode<'hairsColor'>
  maritalStatus?: SearchCode<'maritalStatus'>
  sexualPreferences?: SearchCode<'sexualPreferences'>
}

/** The URL's parameter names, in the order they are written. */
export const SEARCH_PARAMS = {
  gender: 'sex',
  ageFrom: 'age_from',
  ageTo: 'age_to',
  cityId: 'id_ville',
  cityName: 'ville',
  distance: 'dist',
  isOnline: 'is_online',
  hasPhoto: 'is_photo',
  isLast: 'searchAction',
  nickname: 'nick',
  firstname: 'nom',
  heightFrom: 'taille_from',
  heightTo: 'taille_to',
  weightFrom: 'poids_from',
  weightTo: 'poids_to',
  eyesColor: 'eyes',
  hairsColor: 'hair',
  maritalStatus: 'status',
  sexualPreferences: 'interest_sexuel',
  page: 'page',
} as const

const RANGE_PARAMS = {
  age: [SEARCH_PARAMS.ageFrom, SEARCH_PARAMS.ageTo],
  height: [SEARCH_PARAMS.heightFrom, SEARCH_PARAMS.heightTo],
  weight: [SEARCH_PARAMS.weightFrom, SEARCH_PARAMS.weightTo],
} as const satisfies Record<RangeField, readonly [string, string]>

const CODE_PARAMS = {
  eyesColor: SEARCH_PARAMS.eyesColor,
  hairsColor: SEARCH_PARAMS.hairsColor,
  maritalStatus: SEARCH_PARAMS.maritalStatus,
  sexualPreferences: SEARCH_PARAMS.sexualPreferences,
} as const satisfies Record<Exclude<SearchCodeField, 'gender'>, string>

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** A range inside `bounds`, whole numbers, `from` never above `to`. */
export function clampRange(range: Range, bounds: { min: number; max: number }): Range {
  const a = clamp(Math.round(range.from), bounds.min, bounds.max)
  const b = clamp(Math.round(range.to), bounds.min, bounds.max)
  return a <= b ? { from: a, to: b } : { from: b, to: a }
}

const INTEGER = /^\d{1,6}$/

function readInt(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name)?.trim()
  return raw && INTEGER.test(raw) ? Number(raw) : null
}

function readRange(params: URLSearchParams, field: RangeField): Range | undefined {
  const [fromName, toName] = RANGE_PARAMS[field]
  const from = readInt(params, fromName)
  const to = readInt(params, toName)
  if (from === null && to === null) return undefined
  const bounds = SEARCH_BOUNDS[field]
  return clampRange({ from: from ?? bounds.min, to: to ?? bounds.max }, bounds)
}

/** Text from a URL: well-formed, trimmed, at most `max` characters (code points). */
export function cleanText(raw: string | null | undefined, max: number): string {
  if (!raw) return ''
  const text = raw.toWellFormed().trim()
  return [...text].slice(0, max).join('').trim()
}

function readCode<F extends SearchCodeField>(
  params: URLSearchParams,
  name: string,
  field: F,
): SearchCode<F> | undefined {
  const raw = params.get(name)?.trim() ?? ''
  return (SEARCH_CODES[field] as readonly string[]).includes(raw) ? (raw as SearchCode<F>) : undefined
}

/** Copies only the defined values, so a parsed query has no `undefined` keys. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T
}

/** Reads a query string (with or without '?', or URLSearchParams) into a normalized search. */
export function parseSearchQuery(search: string | URLSearchParams): SearchQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const page = readInt(params, SEARCH_PARAMS.page)
  const cityId = params.get(SEARCH_PARAMS.cityId)?.trim() ?? ''
  const hasCity = /^[1-9]\d{0,8}$/.test(cityId)
  const distance = hasCity ? readInt(params, SEARCH_PARAMS.distance) : null
  return compact<SearchQuery>({
    page: page !== null && page > 1 ? Math.min(page, MAX_PAGE) : undefined,
    gender: readCode(params, SEARCH_PARAMS.gender, 'gender'),
    age: readRange(params, 'age'),
    city: hasCity
      ? { id: cityId, name: cleanText(params.get(SEARCH_PARAMS.cityName), CITY_NAME_MAX) }
      : undefined,
    distance:
      distance === null ? undefined : clamp(distance, SEARCH_BOUNDS.distance.min, SEARCH_BOUNDS.distance.max),
    isOnline: params.get(SEARCH_PARAMS.isOnline) === '1' ? true : undefined,
    hasPhoto: params.get(SEARCH_PARAMS.hasPhoto) === '1' ? true : undefined,
    isLast: params.get(SEARCH_PARAMS.isLast) === 'last' ? true : undefined,
    nickname: cleanText(params.get(SEARCH_PARAMS.nickname), SEARCH_TEXT_MAX),
    firstname: cleanText(params.get(SEARCH_PARAMS.firstname), SEARCH_TEXT_MAX),
    height: readRange(params, 'height'),
    weight: readRange(params, 'weight'),
    eyesColor: readCode(params, CODE_PARAMS.eyesColor, 'eyesColor'),
    hairsColor: readCode(params, CODE_PARAMS.hairsColor, 'hairsColor'),
    maritalStatus: readCode(params, CODE_PARAMS.maritalStatus, 'maritalStatus'),
    sexualPreferences: readCode(params, CODE_PARAMS.sexualPreferences, 'sexualPreferences'),
  })
}

/** Writes a search as a query string (no '?'), in a fixed order; the first page writes no `page`. */
export function serializeSearchQuery(query: SearchQuery): string {
  const params = new URLSearchParams()
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  put(SEARCH_PARAMS.gender, query.gender)
  put(SEARCH_PARAMS.ageFrom, query.age?.from)
  put(SEARCH_PARAMS.ageTo, query.age?.to)
  if (query.city) {
    put(SEARCH_PARAMS.cityId, query.city.id)
    put(SEARCH_PARAMS.cityName, query.city.name)
    put(SEARCH_PARAMS.distance, query.distance)
  }
  if (query.isOnline) put(SEARCH_PARAMS.isOnline, '1')
  if (query.hasPhoto) put(SEARCH_PARAMS.hasPhoto, '1')
  if (query.isLast) put(SEARCH_PARAMS.isLast, 'last')
  put(SEARCH_PARAMS.nickname, query.nickname)
  put(SEARCH_PARAMS.firstname, query.firstname)
  put(SEARCH_PARAMS.heightFrom, query.height?.from)
  put(SEARCH_PARAMS.heightTo, query.height?.to)
  put(SEARCH_PARAMS.weightFrom, query.weight?.from)
  put(SEARCH_PARAMS.weightTo, query.weight?.to)
  put(SEARCH_PARAMS.eyesColor, query.eyesColor)
  put(SEARCH_PARAMS.hairsColor, query.hairsColor)
  put(SEARCH_PARAMS.maritalStatus, query.maritalStatus)
  put(SEARCH_PARAMS.sexualPreferences, query.sexualPreferences)
  if (query.page !== undefined && query.page > 1) put(SEARCH_PARAMS.page, query.page)
  return params.toString()
}

/** The same search on another page. */
export function withPage(query: SearchQuery, page: number): SearchQuery {
  const { page: _, ...rest } = query
  return page > 1 ? { ...rest, page } : rest
}

/** The call's criteria for a search (page size 12; a city without a distance means the town itself). */
export function criteriaOfQuery(query: SearchQuery): SearchCriteria {
  return compact<SearchCriteria>({
    page: query.page ?? 1,
    limit: SEARCH_PAGE_SIZE,
    isOnline: query.isOnline,
    isLast: query.isLast,
    city: query.city?.id,
    distance: query.city ? (query.distance ?? 0) : undefined,
    gender: query.gender,
    age: query.age,
    hasPhoto: query.hasPhoto,
    nickname: query.nickname,
    height: query.height,
    weight: query.weight,
    eyesColor: query.eyesColor,
    hairsColor: query.hairsColor,
    maritalStatus: query.maritalStatus,
    sexualPreferences: query.sexualPreferences,
    firstname: query.firstname,
  })
}

/** `path` with the search as its query string ('/app/search/result?sex=2'), no '?' when empty. */
export function searchHref(path: string, query: SearchQuery): string {
  const search = serializeSearchQuery(query)
  return search ? `${path}?${search}` : path
}
