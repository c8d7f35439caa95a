import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import type { CityOption } from '../../api/models/search'
import { CITY_DEBOUNCE_MS } from '../../lib/city-autocomplete'
import {
  initialCompleteProfileContext,
  saveInputOf,
  validateCompleteProfile,
} from './complete-profile.machine'
import {
  selectCity,
  selectCityQuery,
  selectCityResults,
  selectCitySearchStatus,
  selectFieldErrors,
  selectIsSubmitting,
  selectSubmitError,
} from './complete-profile.selectors'
import {
  CITIES,
  type CompleteProfileStubs,
  citiesMatching,
  completeProfileMachineWith,
  isoDateYearsAgo,
} from './complete-profile.test-support'
import type { CompleteProfileInput, CompleteProfileSaveInput } from './complete-profile.types'

const PARIS = CITIES[0] as CityOption
const ADULT_BIRTH_DATE = isoDateYearsAgo(30)

function start(stubs: CompleteProfileStubs = {}, input?: CompleteProfileInput) {
  const clock = new SimulatedClock()
  const actor = createActor(completeProfileMachineWith(stubs), { clock, input })
  const emitted: string[] = []
  actor.on('*', (e) => emitted.push(e.type))
  actor.start()
  return { actor, clock, emitted }
}

type Started = ReturnType<typeof start>

/** Lets promise callbacks run (the stubs answer on the microtask queue). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function fillValid({ actor }: Started) {
  actor.send({ type: 'city.selected', city: PARIS })
  actor.send({ type: 'birthDate.change', value: ADULT_BIRTH_DATE })
  actor.send({ type: 'gender.change', value: '2' })
  actor.send({ type: 'searchFor.change', value: '1' })
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('the form rules', () => {
  const today = new Date(2026, 10, 21)

  it('validates the whole form with section 5 codes', () => {
    expect(validateCompleteProfile({ city: null, birthDate: '', gender: '', searchFor: '' }, today)).toEqual({
      city: 'required',
      birthDate: 'required',
      gender: 'required',
      searchFor: 'required',
    })
    expect(
      validateCompleteProfile({ city: PARIS, birthDate: '1990-05-04', gender: '3', searchFor: '2' }, today),
    ).toEqual({})
  })

  it('builds the save query from the values', () => {
    expect(saveInputOf({ city: PARIS, birthDate: '1990-05-04', gender: '3', searchFor: '2' })).toEqual({
      year: 1990,
      month: 5,
      day: 4,
      id_ville: '75056',
      sexe1: 3,
      cherche1: 2,
    })
  })
})

describe('prefilling', () => {
  it('takes the known values and drops the unusable ones', () => {
    expect(
      initialCompleteProfileContext({
        cityName: 'Paris (75)',
        birthDate: '1990-05-04 00:00:00',
        gender: '2',
        searchFor: '0',
      }),
    ).toMatchObject({
      city: null,
      cityQuery: 'Paris (75)',
      birthDate: '1990-05-04',
      gender: '2',
      searchFor: '',
    })
    expect(initialCompleteProfileContext({ city: PARIS, birthDate: '0000-00-00' })).toMatchObject({
      city: PARIS,
      cityQuery: 'Paris (75)',
      birthDate: '',
    })
    expect(initialCompleteProfileContext()).toMatchObject({ city: null, cityQuery: '', birthDate: '' })
  })

  it('starts from the input', () => {
    const { actor } = start({}, { city: PARIS, gender: '1' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
    expect(selectCity(actor.getSnapshot())).toEqual(PARIS)
    expect(actor.getSnapshot().context.gender).toBe('1')
  })
})

describe('complete-profile machine: city autocomplete', () => {
  it('waits 300 ms after the last keystroke: three quick letters make one search', async () => {
    const findCities = vi.fn(async ({ q }: { q: string }) => citiesMatching(q))
    const started = start({ findCities })
    const { actor, clock } = started
    actor.send({ type: 'city.typed', q: 'P' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
    actor.send({ type: 'city.typed', q: 'Pa' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'debouncing' })
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
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('results')
  })

  it('needs 2 characters: fewer goes back to idle and forgets the suggestions', async () => {
    const findCities = vi.fn(async ({ q }: { q: string }) => citiesMatching(q))
    const { actor, clock } = start({ findCities })
    actor.send({ type: 'city.typed', q: 'Ly' })
    clock.increment(CITY_DEBOUNCE_MS)
    await waitFor(actor, (s) => s.matches({ editing: 'results' }))
    actor.send({ type: 'city.typed', q: ' L ' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
    expect(selectCityResults(actor.getSnapshot())).toEqual([])
    clock.increment(CITY_DEBOUNCE_MS * 2)
    expect(findCities).toHaveBeenCalledTimes(1)
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
    expect(actor.getSnapshot().value).toEqual({ editing: 'searching' })
    actor.send({ type: 'city.typed', q: 'Lyo' })
    clock.increment(CITY_DEBOUNCE_MS)
    expect(findCities).toHaveBeenCalledTimes(2)
    answers.get('Lyo')?.resolve(citiesMatching('Lyo'))
    await waitFor(actor, (s) => s.matches({ editing: 'results' }))
    answers.get('Ma')?.resolve(citiesMatching('Ma'))
    await flush()
    expect(selectCityResults(actor.getSnapshot()).map((c) => c.name)).toEqual(['Lyon (69)'])
    expect(actor.getSnapshot().value).toEqual({ editing: 'results' })
  })

  it('drops the answer of a search left while it ran, even if it arrives first', async () => {
    const slow = deferred<CityOption[]>()
    const findCities = vi.fn(({ q }: { q: string }) => (q === 'Bo' ? slow.promise : Promise.resolve([])))
    const { actor, clock } = start({ findCities })
    actor.send({ type: 'city.typed', q: 'Bo' })
    clock.increment(CITY_DEBOUNCE_MS)
    actor.send({ type: 'city.typed', q: 'Bor' })
    slow.resolve(citiesMatching('Bo'))
    await flush()
    expect(actor.getSnapshot().value).toEqual({ editing: 'debouncing' })
    expect(selectCityResults(actor.getSnapshot())).toEqual([])
  })

  it("says when nothing matches ('Aucune ville trouvée')", async () => {
    const { actor, clock } = start()
    actor.send({ type: 'city.typed', q: 'Zzz' })
    clock.increment(CITY_DEBOUNCE_MS)
    await waitFor(actor, (s) => s.matches({ editing: 'empty' }))
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('empty')
    expect(selectCityResults(actor.getSnapshot())).toEqual([])
  })

  it('says when the search failed, and typing again retries', async () => {
    let calls = 0
    const findCities = vi.fn(async ({ q }: { q: string }) => {
      calls += 1
      if (calls === 1) throw new ApiError(503, '', 'GET /ajax_api/getRegionsAutocomp')
      return citiesMatching(q)
    })
    const { actor, clock } = start({ findCities })
    actor.send({ type: 'city.typed', q: 'Pa' })
    clock.increment(CITY_DEBOUNCE_MS)
    await waitFor(actor, (s) => s.matches({ editing: 'searchFailed' }))
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('failed')
    actor.send({ type: 'city.typed', q: 'Par' })
    clock.increment(CITY_DEBOUNCE_MS)
    await waitFor(actor, (s) => s.matches({ editing: 'results' }))
  })

  it('picking a suggestion fills the input and stops searching; typing again un-picks it', async () => {
    const findCities = vi.fn(async ({ q }: { q: string }) => citiesMatching(q))
    const { actor, clock } = start({ findCities })
    actor.send({ type: 'city.typed', q: 'Par' })
    clock.increment(CITY_DEBOUNCE_MS)
    await waitFor(actor, (s) => s.matches({ editing: 'results' }))
    actor.send({ type: 'city.selected', city: PARIS })
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
    expect(selectCity(actor.getSnapshot())).toEqual(PARIS)
    expect(selectCityQuery(actor.getSnapshot())).toBe('Paris (75)')
    actor.send({ type: 'city.typed', q: 'Paris (7' })
    expect(selectCity(actor.getSnapshot())).toBeNull()
    // The same text as the city picked keeps it (Ark echoes the selection back as an input change).
    actor.send({ type: 'city.selected', city: PARIS })
    actor.send({ type: 'city.typed', q: 'Paris (75)' })
    expect(selectCity(actor.getSnapshot())).toEqual(PARIS)
  })
})

describe('complete-profile machine: submit', () => {
  it('shows the section 5 codes on an empty submit and saves nothing', () => {
    const saveProfile = vi.fn(async () => {})
    const { actor } = start({ saveProfile })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'form.submit' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      city: 'required',
      birthDate: 'required',
      gender: 'required',
      searchFor: 'required',
    })
    expect(saveProfile).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
  })

  it('refuses a birth date under 18 years', () => {
    const saveProfile = vi.fn(async () => {})
    const started = start({ saveProfile })
    fillValid(started)
    const { actor } = started
    actor.send({ type: 'birthDate.change', value: isoDateYearsAgo(17, 300) })
    actor.send({ type: 'form.submit' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ birthDate: 'underage' })
    expect(saveProfile).not.toHaveBeenCalled()
    actor.send({ type: 'birthDate.change', value: isoDateYearsAgo(18) })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'birthDate.change', value: isoDateYearsAgo(-1) })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ birthDate: 'implausible' })
  })

  it('keeps errors in step with the changes after the first submit', () => {
    const { actor } = start()
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'gender.change', value: '3' })
    actor.send({ type: 'searchFor.change', value: '2' })
    actor.send({ type: 'city.selected', city: PARIS })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ birthDate: 'required' })
    actor.send({ type: 'gender.change', value: 'x' })
    expect(selectFieldErrors(actor.getSnapshot()).gender).toBe('required')
    actor.send({ type: 'city.typed', q: 'Ma' })
    expect(selectFieldErrors(actor.getSnapshot()).city).toBe('required')
  })

  it('saves, emits profileCompleted and is done', async () => {
    const saveProfile = vi.fn(async (_: CompleteProfileSaveInput) => {})
    const started = start({ saveProfile })
    fillValid(started)
    const { actor, emitted } = started
    actor.send({ type: 'form.submit' })
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches('done'))
    const [year, month, day] = ADULT_BIRTH_DATE.split('-').map(Number)
    expect(saveProfile).toHaveBeenCalledWith({ year, month, day, id_ville: '75056', sexe1: 2, cherche1: 1 })
    expect(emitted).toEqual(['profileCompleted'])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it("keeps the form on failure with 'updateFailed', and the server's text when it sent one", async () => {
    let calls = 0
    const saveProfile = vi.fn(async () => {
      calls += 1
      if (calls === 1) throw new RefusedError('GET /index_api/user/modify/age_sexe_ville', 'Ville inconnue.')
      if (calls === 2) throw new ApiError(500, '', 'GET /index_api/user/modify/age_sexe_ville')
    })
    const started = start({ saveProfile })
    fillValid(started)
    const { actor, emitted } = started
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.context.submitError !== null)
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
    expect(selectSubmitError(actor.getSnapshot())).toEqual({
      code: 'updateFailed',
      serverMessage: 'Ville inconnue.',
    })
    expect(actor.getSnapshot().context).toMatchObject({ city: PARIS, gender: '2', searchFor: '1' })
    actor.send({ type: 'form.submit' })
    expect(selectSubmitError(actor.getSnapshot())).toBeNull()
    await waitFor(actor, (s) => s.context.submitError !== null)
    expect(selectSubmitError(actor.getSnapshot())).toEqual({ code: 'updateFailed', serverMessage: '' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(emitted).toEqual(['profileCompleted'])
  })

  it('never saves twice and ignores edits while saving', async () => {
    const save = deferred<void>()
    const saveProfile = vi.fn(() => save.promise)
    const started = start({ saveProfile })
    fillValid(started)
    const { actor, emitted, clock } = started
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'gender.change', value: '3' })
    actor.send({ type: 'city.typed', q: 'Lyon' })
    clock.increment(CITY_DEBOUNCE_MS)
    expect(saveProfile).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.gender).toBe('2')
    save.resolve()
    await waitFor(actor, (s) => s.matches('done'))
    expect(emitted).toEqual(['profileCompleted'])
  })
})
