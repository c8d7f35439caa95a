/** Stubs and sample members for the search-results machine, shared by its tests and stories. */
import { fromPromise } from 'xstate'
import type { Photo } from '../../api/models/photo'
import type { ProfileCard } from '../../api/models/profile'
import type { SearchResult } from '../../api/models/search'
import { searchResultsMachine } from './search-results.machine'
import type { FetchResultsInput } from './search-results.types'

const NAMES = [
  ['Sophie_33', 'Sophie', 'Bordeaux (33)'],
  ['Marc75', 'Marc', 'Paris (75)'],
  ['Julie-L', 'Julie', 'Lyon (69)'],
  ['Nico_13', 'Nicolas', 'Marseille (13)'],
  ['Camille', 'Camille', 'Nantes (44)'],
  ['Lea.Rose', 'Léa', 'Lille (59)'],
  ['Hugo31', 'Hugo', 'Toulouse (31)'],
  ['Emma_67', 'Emma', 'Strasbourg (67)'],
] as const

const COLORS = ['#f28ab2', '#7aa6f0', '#8fd19e', '#f5c26b', '#b39ddb', '#80cbc4', '#ef9a9a', '#ffcc80']

/** A portrait stand-in: a coloured square with the initial, as a data URL (no network in stories). */
export function samplePhotoUrl(initial: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="${color}"/><text x="150" y="190" font-size="140" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function samplePhoto(id: string, url: string): Photo {
  return {
    id,
    num: '1',
    normal: url,
    medium: url,
    small: url,
    visibility: 'public',
    isMain: true,
    votes: 3,
    note: 7.5,
    userRating: null,
  }
}

/** Member number `n` (0-based): names, towns and ages cycle; every third is offline, every fifth has no photo. */
export function sampleCard(n: number): ProfileCard {
  const [nickname, firstname, location] = NAMES[n % NAMES.length] as (typeof NAMES)[number]
  const id = String(20000 + n)
  const suffix = n >= NAMES.length ? String(Math.floor(n / NAMES.length) + 1) : ''
  const photo = samplePhoto(
    `p${id}`,
    samplePhotoUrl(firstname[0] ?? '?', COLORS[n % COLORS.length] ?? '#999'),
  )
  const hasPhoto = n % 5 !== 4
  return {
    id,
    nickname: `${nickname}${suffix}`,
    age: 24 + ((n * 7) % 30),
    firstname,
    location,
    gender: n % 2 === 0 ? '2' : '1',
    photos: hasPhoto ? [photo] : [],
    avatar: hasPhoto ? photo : null,
    isOnline: n % 3 !== 2,
    averageNote: n % 4 === 3 ? null : 6 + (n % 4) * 1.2,
    userNote: null,
    totalVotes: n % 4 === 3 ? 0 : 3 + n,
  }
}

export const sampleCards = (count: number, from = 0): ProfileCard[] =>
  Array.from({ length: count }, (_, i) => sampleCard(from + i))

/** An answer for `page` of a search with `total` members, 12 a page. */
export function sampleResult(total: number, page = 1): SearchResult {
  const pageCount = Math.ceil(total / 12)
  const first = (page - 1) * 12
  const count = Math.max(0, Math.min(12, total - first))
  return {
    connectedCount: 87,
    pageCount,
    total,
    profiles: sampleCards(count, first),
    tags: [
      { id: '1', name: 'Cinéma' },
      { id: '2', name: 'Musique' },
      { id: '3', name: 'Voyages' },
    ],
  }
}

export interface SearchResultsStubs {
  fetchResults?: (input: FetchResultsInput) => Promise<SearchResult>
}

/** The machine with its call replaced; by default 40 members, the page asked for. */
export function searchResultsMachineWith(stubs: SearchResultsStubs = {}) {
  return searchResultsMachine.provide({
    actors: {
      fetchResults: fromPromise<SearchResult, FetchResultsInput>(({ input }) =>
        (stubs.fetchResults ?? (async ({ criteria }) => sampleResult(40, criteria.page ?? 1)))(input),
      ),
    },
  })
}
