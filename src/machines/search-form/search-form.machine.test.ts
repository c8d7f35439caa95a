import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { CityOption } from '../../api/models/search'
import { CITY_DEBOUNCE_MS } from '../../lib/city-autocomplete'
import type { SearchQuery } from '../search-results/search-results.url'
import {
  advancedCount,
  DEFAULT_SEARCH_VALUES,
  queryOfValues,
  searchFormMachine,
  valuesOfQuery,
} from './search-form.machine'
import {
  selectAdvancedCount,
  selectAge,
  selectCity,
  selectCityQuery,
  selectCityResults,
  selectCitySearchStatus,
  selectDistance,
  selectErrors,
  selectGender,
  selectHeight,
} from './search-form.selectors'
import {
  SEARCH_CITIES,
  type SearchFormStubs,
  searchCitiesMatching,
  searchFormMachineWith,
} from './search-form.test-support'
import type { SearchFormInput } from './search-form.types'

const PARIS = SEARCH_CITIES[0] as CityOption

function start(stubs: SearchFormStubs = {}, input?: SearchFormInput) {
  const clock = new SimulatedClock()
  const actor = createActor(searchFormMachineWith(stubs), { clock, input })
  const submitted: SearchQuery[] = []
  actor.on('search.submitted', (e) => submitted.push(e.query))
  actor.start()
  return { actor, clock, submitted }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((res) => {
    resolve = res
  })
  return { promise, resolve }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('search form: defaults and bounds', () => {
  it('starts from spec section 9: distance 25, age 25-35, height 160-190, weight 50-100', () => {
    const { actor } = start()
    const s = actor.getSnapshot()
    expect(s.value).toEqual({ editing: 'idle' })
    expect(selectAge(s)).toEqual({ from: 25, to: 35 })
    expect(selectDistance(s)).toBe(25)
    expect(selectHeight(s)).toEqual({ from: 160, to: 190 })
    expect(s.context.weight).toEqual({ from: 50, to: 100 })
    expect(s.context.useHeight).toBe(false)
    expect(s.context.useWeight).toBe(false)
    expect(selectGender(s)).toBe('')
  })

  it('a fresh form looks for the gender the member looks for; a given search keeps "any"', () => {
    expect(start({}, { lookingFor: '2' }).actor.getSnapshot().context.gender).toBe('2')
    expect(start({}, { lookingFor: '9' }).actor.getSnapshot().context.gender).toBe('')
    expect(start({}, { lookingFor: '2', query: { isOnline: true } }).actor.getSnapshot().context.gender).toBe(
      '',
    )
    expect(start({}, { lookingFor: '2', query: { page: 3 } }).actor.getSnapshot().context.gender).toBe('2')
  })

  it('keeps the sliders inside age 18-99, distance 0-50, height 140-220, weight 35-200', () => {
    const { actor } = start()
    actor.send({ type: 'range.change', field: 'age', value: [10, 120] })
    expect(selectAge(actor.getSnapshot())).toEqual({ from: 18, to: 99 })
    actor.send({ type: 'range.change', field: 'age', value: [50, 30] })
    expect(selectAge(actor.getSnapshot())).toEqual({ from: 30, to: 50 })
    actor.send({ type: 'distance.change', value: 80 })
    expect(selectDistance(actor.getSnapshot())).toBe(50)
    actor.send({ type: 'distance.change', value: -4 })
    expect(selectDistance(actor.getSnapshot())).toBe(0)
    actor.send({ type: 'range.change', field: 'height', value: [100, 300] })
    expect(selectHeight(actor.getSnapshot())).toEqual({ from: 140, to: 220 })
    actor.send({ type: 'range.change', field: 'weight', value: [20.4, 199.6] })
    expect(actor.getSnapshot().context.weight).toEqual({ from: 35, to: 200 })
  })

  it('refuses codes outside the enumerations', () => {
    const { actor } = start()
    actor.send({ type: 'gender.change', value: '3' })
    actor.send({ type: 'choice.change', field: 'eyesColor', value: '6' })
    actor.send({ type: 'choice.change', field: 'hairsColor', value: '9' })
    actor.send({ type: 'gender.change', value: 'x' })
    const s = actor.getSnapshot().context
    expect(s.gender).toBe('')
    expect(s.eyesColor).toBe('6')
    expect(s.hairsColor).toBe('')
  })
})

describe('search form: the search it sends', () => {
  it('sends the simple criteria, with distance only when a city is picked', () => {
    const { actor, submitted } = start({}, { lookingFor: '2' })
    actor.send({ type: 'flag.change', field: 'isOnline', value: true })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'city.selected', city: PARIS })
    actor.send({ type: 'distance.change', value: 10 })
    actor.send({ type: 'form.submit' })
    expect(submitted).toEqual([
      { gender: '2', age: { from: 25, to: 35 }, isOnline: true },
      {
        gender: '2',
        age: { from: 25, to: 35 },
        isOnline: true,
        city: { id: '75056', name: 'Paris (75)' },
        distance: 10,
      },
    ])
  })

  it('sends height and weight only when switched on, and the advanced criteria set', () => {
    const { actor, submitted } = start()
    actor.send({ type: 'range.change', field: 'height', value: [170, 180] })
    actor.send({ type: 'text.change', field: 'nickname', value: '  soph ' })
    actor.send({ type: 'choice.change', field: 'maritalStatus', value: '1' })
    actor.send({ type: 'flag.change', field: 'isLast', value: true })
    expect(selectAdvancedCount(actor.getSnapshot())).toBe(3)
    actor.send({ type: 'range.toggle', field: 'height', enabled: true })
    actor.send({ type: 'range.toggle', field: 'weight', enabled: true })
    expect(selectAdvancedCount(actor.getSnapshot())).toBe(5)
    actor.send({ type: 'form.submit' })
    expect(submitted[0]).toEqual({
      age: { from: 25, to: 35 },
      nickname: 'soph',
      maritalStatus: '1',
      isLast: true,
      height: { from: 170, to: 180 },
      weight: { from: 50, to: 100 },
    })
  })

  it('refuses to send a city typed but not picked, and forgets the error once the city changes', () => {
    const { actor, submitted } = start()
    actor.send({ type: 'city.typed', q: 'Par' })
    actor.send({ type: 'form.submit' })
    expect(submitted).toEqual([])
    expect(selectErrors(actor.getSnapshot())).toEqual({ city: 'notPicked' })
    actor.send({ type: 'city.selected', city: PARIS })
    expect(selectErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'city.typed', q: '' })
    actor.send({ type: 'form.submit' })
    expect(submitted).toHaveLength(1)
    expect(submitted[0]?.city).toBeUndefined()
  })

  it('resets to the defaults but keeps the gender', () => {
    const { actor } = start(
      {},
      { query: { gender: '1', age: { from: 40, to: 60 }, nickname: 'x', height: { from: 150, to: 200 } } },
    )
    expect(actor.getSnapshot().context.useHeight).toBe(true)
    actor.send({ type: 'form.reset' })
    const s = actor.getSnapshot().context
    expect(s).toMatchObject({ ...DEFAULT_SEARCH_VALUES, gender: '1', cityQuery: '' })
  })

  it('prefills from a search and gives it back unchanged (values and search agree)', () => {
    const query: SearchQuery = {
      gender: '3',
      age: { from: 30, to: 45 },
      city: { id: '69123', name: 'Lyon (69)' },
      distance: 40,
      hasPhoto: true,
      firstname: 'Léa',
      weight: { from: 40, to: 70 },
      eyesColor: '2',
      hairsColor: '3',
      sexualPreferences: '2',
    }
    const { actor, submitted } = start({}, { query: { ...query, page: 4 } })
    expect(selectCityQuery(actor.getSnapshot())).toBe('Lyon (69)')
    actor.send({ type: 'form.submit' })
    expect(submitted[0]).toEqual(query)
    expect(queryOfValues(valuesOfQuery(query))).toEqual(query)
    expect(advancedCount(valuesOfQuery(query))).toBe(5)
  })
})

describe('search form: city autocomplete', () => {
  it('waits 300 ms after the last keystroke: three quick letters make one search', async () => {
    const findCities = vi.fn(async ({ q }: { q: string }) => searchCitiesMatching(q))
    const { actor, clock } = start({ findCities })
    actor.send({ type: 'city.typed', q: 'P' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
    actor.send({ type: 'city.typed', q: 'Pa' })
    clock.increment(200)
    actor.send({ type: 'city.typed', q: 'Par' })
    clock.increment(CITY_DEBOUNCE_MS - 1)
    expect(findCities).not.toHaveBeenCalled()
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('pending')
    clock.increment(1)
    expect(actor.getSnapshot().value).toEqual({ editing: 'searching' })
    await waitFor(actor, (s) => s.matches({ editing: 'results' }))
    expect(findCities).toHaveBeenCalledTimes(1)
    expect(findCities).toHaveBeenCalledWith({ q: 'Par' })
    expect(selectCityResults(actor.getSnapshot()).map((c) => c.id)).toEqual(['75056', '77288'])
  })

  it('has the debounce as a named delay of 300 ms', () => {
    expect(CITY_DEBOUNCE_MS).toBe(300)
    expect(searchFormMachine.implementations.delays.cityDebounce).toBe(300)
  })

  it("says when nothing matches ('Aucune ville trouvée') and when the call failed", async () => {
    let calls = 0
    const findCities = vi.fn(async () => {
      calls += 1
      if (calls === 2) throw new ApiError(503, '', 'GET /ajax_api/getRegionsAutocomp')
      return []
    })
    const { actor, clock } = start({ findCities })
    actor.send({ type: 'city.typed', q: 'Zzz' })
    clock.increment(CITY_DEBOUNCE_MS)
    await waitFor(actor, (s) => s.matches({ editing: 'empty' }))
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('empty')
    actor.send({ type: 'city.typed', q: 'Zzzz' })
    clock.increment(CITY_DEBOUNCE_MS)
    await waitFor(actor, (s) => s.matches({ editing: 'searchFailed' }))
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('failed')
  })

  it("never lets an older search's answer replace a newer one", async () => {
    const answers = new Map<string, ReturnType<typeof deferred<CityOption[]>>>()
    const findCities = vi.fn(({ q }: { q: string }) => {
      const answer = deferred<CityOption[]>()
      answers.set(q, answer)
      return answer.promise
    })
    const { actor, clock } = start({ findCities })
    actor.send({ type: 'city.typed', q: 'Ma' })
    clock.increment(CITY_DEBOUNCE_MS)
    actor.send({ type: 'city.typed', q: 'Lyo' })
    clock.increment(CITY_DEBOUNCE_MS)
    answers.get('Lyo')?.resolve(searchCitiesMatching('Lyo'))
    await waitFor(actor, (s) => s.matches({ editing: 'results' }))
    answers.get('Ma')?.resolve(searchCitiesMatching('Ma'))
    await flush()
    expect(selectCityResults(actor.getSnapshot()).map((c) => c.name)).toEqual(['Lyon (69)'])
  })

  it('picking fills the input; typing again un-picks it; the same text keeps it', async () => {
    const { actor, clock } = start()
    actor.send({ type: 'city.typed', q: 'Par' })
    clock.increment(CITY_DEBOUNCE_MS)
    await waitFor(actor, (s) => s.matches({ editing: 'results' }))
    actor.send({ type: 'city.selected', city: PARIS })
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
    expect(selectCity(actor.getSnapshot())).toEqual(PARIS)
    actor.send({ type: 'city.typed', q: 'Paris (7' })
    expect(selectCity(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'city.selected', city: PARIS })
    actor.send({ type: 'city.typed', q: 'Paris (75)' })
    expect(selectCity(actor.getSnapshot())).toEqual(PARIS)
  })
})
