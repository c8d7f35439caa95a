import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CITY_NAME_MAX,
  cleanText,
  criteriaOfQuery,
  MAX_PAGE,
  parseSearchQuery,
  SEARCH_BOUNDS,
  SEARCH_CODES,
  SEARCH_TEXT_MAX,
  type SearchQuery,
  serializeSearchQuery,
  withPage,
} from './search-results.url'

const rangeIn = ({ min, max }: { min: number; max: number }) =>
  fc
    .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
    .map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) }))

/** Text as a normalized query holds it: well-formed, trimmed, not empty, short enough. */
const cleanString = (max: number) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: max })
    .map((s) => cleanText(s, max))
    .filter((s) => s !== '')

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })

/** Any normalized search: what parseSearchQuery may return. */
const normalizedQuery: fc.Arbitrary<SearchQuery> = fc
  .record({
    page: optional(fc.integer({ min: 2, max: MAX_PAGE })),
    gender: optional(fc.constantFrom(...SEARCH_CODES.gender)),
    age: optional(rangeIn(SEARCH_BOUNDS.age)),
    city: optional(
      fc.record({
        id: fc.integer({ min: 1, max: 999_999_999 }).map(String),
        name: fc.oneof(fc.constant(''), cleanString(CITY_NAME_MAX)),
      }),
    ),
    distance: optional(fc.integer(SEARCH_BOUNDS.distance)),
    isOnline: optional(fc.constant(true as const)),
    hasPhoto: optional(fc.constant(true as const)),
    isLast: optional(fc.constant(true as const)),
    nickname: optional(cleanString(SEARCH_TEXT_MAX)),
    firstname: optional(cleanString(SEARCH_TEXT_MAX)),
    height: optional(rangeIn(SEARCH_BOUNDS.height)),
    weight: optional(rangeIn(SEARCH_BOUNDS.weight)),
    eyesColor: optional(fc.constantFrom(...SEARCH_CODES.eyesColor)),
    hairsColor: optional(fc.constantFrom(...SEARCH_CODES.hairsColor)),
    maritalStatus: optional(fc.constantFrom(...SEARCH_CODES.maritalStatus)),
    sexualPreferences: optional(fc.constantFrom(...SEARCH_CODES.sexualPreferences)),
  })
  .map((q) => {
    const out = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as SearchQuery
    if (!out.city) delete out.distance
    return out
  })

/** Query strings a person or a broken link might produce: known names with junk, and random text. */
const messyQueryString = fc.oneof(
  fc.string(),
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          'sex',
          'age_from',
          'age_to',
          'id_ville',
          'ville',
          'dist',
          'is_online',
          'is_photo',
          'searchAction',
          'nick',
          'nom',
          'taille_from',
          'taille_to',
          'poids_from',
          'poids_to',
          'eyes',
          'hair',
          'status',
          'interest_sexuel',
          'page',
          'modal',
          'other',
        ),
        fc.oneof(fc.string(), fc.integer({ min: -1000, max: 100_000 }).map(String), fc.constant('1')),
      ),
      { maxLength: 12 },
    )
    .map((pairs) => new URLSearchParams(pairs).toString()),
)

describe('search query: parse and serialize', () => {
  it('round-trips every normalized search', () => {
    fc.assert(
      fc.property(normalizedQuery, (query) => {
        expect(parseSearchQuery(serializeSearchQuery(query))).toEqual(query)
      }),
      { numRuns: 400 },
    )
  })

  it('never throws, and what it reads is already normalized (parse is idempotent)', () => {
    fc.assert(
      fc.property(messyQueryString, (raw) => {
        const once = parseSearchQuery(raw)
        expect(parseSearchQuery(serializeSearchQuery(once))).toEqual(once)
      }),
      { numRuns: 400 },
    )
  })

  it('keeps every value inside the bounds of spec section 5', () => {
    fc.assert(
      fc.property(messyQueryString, (raw) => {
        const q = parseSearchQuery(raw)
        for (const field of ['age', 'height', 'weight'] as const) {
          const range = q[field]
          if (!range) continue
          expect(range.from).toBeGreaterThanOrEqual(SEARCH_BOUNDS[field].min)
          expect(range.to).toBeLessThanOrEqual(SEARCH_BOUNDS[field].max)
          expect(range.from).toBeLessThanOrEqual(range.to)
        }
        if (q.distance !== undefined) {
          expect(q.city).toBeDefined()
          expect(q.distance).toBeGreaterThanOrEqual(0)
          expect(q.distance).toBeLessThanOrEqual(50)
        }
        if (q.page !== undefined) expect(q.page).toBeGreaterThan(1)
      }),
    )
  })

  it('reads a shared link', () => {
    expect(
      parseSearchQuery(
        '?sex=2&age_from=25&age_to=35&id_ville=75056&ville=Paris+%2875%29&dist=25&is_online=1&page=3&modal=search',
      ),
    ).toEqual({
      gender: '2',
      age: { from: 25, to: 35 },
      city: { id: '75056', name: 'Paris (75)' },
      distance: 25,
      isOnline: true,
      page: 3,
    })
  })

  it('clamps, swaps and drops what makes no sense', () => {
    expect(parseSearchQuery('age_from=10&age_to=120')).toEqual({ age: { from: 18, to: 99 } })
    expect(parseSearchQuery('age_from=40&age_to=30')).toEqual({ age: { from: 30, to: 40 } })
    expect(parseSearchQuery('taille_from=170')).toEqual({ height: { from: 170, to: 220 } })
    expect(parseSearchQuery('poids_to=20')).toEqual({ weight: { from: 35, to: 35 } })
    expect(parseSearchQuery('dist=30')).toEqual({})
    expect(parseSearchQuery('id_ville=12&dist=90')).toEqual({ city: { id: '12', name: '' }, distance: 50 })
    expect(parseSearchQuery('sex=4&eyes=0&hair=x&page=1&page=2&is_online=true')).toEqual({})
    expect(parseSearchQuery('nick=%20%20Soph%20&nom=')).toEqual({ nickname: 'Soph' })
    expect(parseSearchQuery('id_ville=0&ville=Nulle+part')).toEqual({})
  })

  it('writes a fixed order, the first page without page=', () => {
    expect(
      serializeSearchQuery({
        page: 1,
        isOnline: true,
        gender: '1',
        city: { id: '69123', name: 'Lyon (69)' },
        distance: 10,
      }),
    ).toBe('sex=1&id_ville=69123&ville=Lyon+%2869%29&dist=10&is_online=1')
    expect(serializeSearchQuery(withPage({ gender: '2' }, 4))).toBe('sex=2&page=4')
    expect(withPage({ gender: '2', page: 4 }, 1)).toEqual({ gender: '2' })
  })

  it('turns a search into the call criteria: 12 a page, a city without distance is the town', () => {
    expect(criteriaOfQuery({})).toEqual({ page: 1, limit: 12 })
    expect(criteriaOfQuery({ city: { id: '5', name: 'X' }, page: 2, isOnline: true })).toEqual({
      page: 2,
      limit: 12,
      city: '5',
      distance: 0,
      isOnline: true,
    })
  })
})
