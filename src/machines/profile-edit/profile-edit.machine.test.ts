import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import { CITY_DEBOUNCE_MS } from '../../lib/city-autocomplete'
import {
  selectCityResults,
  selectCitySearchStatus,
  selectFieldErrors,
  selectIsDirty,
  selectIsSaving,
  selectOutcome,
  selectValues,
} from './profile-edit.selectors'
import {
  EDIT_CITIES,
  MEMBER_PROFILE,
  type ProfileEditStubs,
  profileEditMachineWith,
} from './profile-edit.test-support'
import {
  dirtyGroups,
  initialProfileEditValues,
  saveRequestOf,
  validateProfileEdit,
} from './profile-edit.values'

function start(stubs: ProfileEditStubs = {}) {
  const clock = new SimulatedClock()
  const log: NonNullable<ProfileEditStubs['log']> = []
  const actor = createActor(profileEditMachineWith({ ...stubs, log }), { clock, input: MEMBER_PROFILE })
  const emitted: string[] = []
  actor.on('*', (event) => emitted.push(event.type))
  actor.start()
  return { actor, clock, log, emitted }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const refused = (message: string) => new RefusedError('GET /index_api/user/modify/informations', message)
const BASE = initialProfileEditValues(MEMBER_PROFILE)
const TODAY = new Date(2026, 10, 21)

describe('profile edit rules', () => {
  it('starts from the member profile, with no password and no new city', () => {
    expect(BASE.birthDate).toBe('1992-03-14')
    expect(BASE.cityQuery).toBe('Paris (75)')
    expect(BASE.city).toBeNull()
    expect(BASE.password).toBe('')
    expect(initialProfileEditValues({ birthDate: '1992-03-14 00:00:00' }).birthDate).toBe('1992-03-14')
    expect(initialProfileEditValues({ birthDate: 'n/a' }).birthDate).toBe('')
  })

  it('tracks which groups changed', () => {
    expect(dirtyGroups(BASE, BASE)).toEqual([])
    expect(dirtyGroups({ ...BASE, interestIds: ['3', '1'] }, BASE)).toEqual([])
    expect(dirtyGroups({ ...BASE, interestIds: ['1'] }, BASE)).toEqual(['interests'])
    expect(dirtyGroups({ ...BASE, password: 'secret1' }, BASE)).toEqual(['ageSexeVille'])
    expect(dirtyGroups({ ...BASE, description: 'x', bodyOptionIds: [] }, BASE)).toEqual([
      'description',
      'informations',
    ])
  })

  it('checks the ranges, the password and the lengths', () => {
    expect(validateProfileEdit(BASE, BASE, TODAY)).toEqual({})
    const bad = {
      ...BASE,
      height: '250',
      weight: '3x',
      children: '21',
      password: 'abc',
      description: 'x'.repeat(2001),
      fullName: 'x'.repeat(101),
    }
    expect(validateProfileEdit(bad, BASE, TODAY)).toEqual({
      height: 'range',
      weight: 'range',
      children: 'range',
      password: 'tooShort',
      description: 'tooLong',
      fullName: 'tooLong',
    })
    expect(
      validateProfileEdit({ ...BASE, password: 'secret1', passwordConfirm: 'secret2' }, BASE, TODAY),
    ).toEqual({ passwordConfirm: 'mismatch' })
  })

  it('checks the birth date and the city only when they change', () => {
    const noBirth = { ...BASE, birthDate: '' }
    expect(validateProfileEdit({ ...noBirth, description: 'x' }, noBirth, TODAY)).toEqual({})
    expect(validateProfileEdit({ ...BASE, birthDate: '2010-01-01' }, BASE, TODAY)).toEqual({
      birthDate: 'underage',
    })
    expect(validateProfileEdit({ ...BASE, birthDate: '' }, BASE, TODAY)).toEqual({ birthDate: 'required' })
    expect(validateProfileEdit({ ...BASE, cityQuery: 'Lyo' }, BASE, TODAY)).toEqual({ city: 'pickFromList' })
    expect(validateProfileEdit({ ...BASE, cityQuery: ' ' }, BASE, TODAY)).toEqual({ city: 'required' })
    expect(
      validateProfileEdit({ ...BASE, cityQuery: 'Lyon (69)', city: EDIT_CITIES[0] ?? null }, BASE, TODAY),
    ).toEqual({})
  })

  it('sends only the changed groups, under the server names', () => {
    const values = {
      ...BASE,
      birthDate: '1990-01-02',
      password: 'secret1',
      passwordConfirm: 'secret1',
      bodyOptionIds: [],
      height: '170',
    }
    expect(saveRequestOf(values, BASE)).toEqual({
      ageSexeVille: { year: 1990, month: 1, day: 2, pass1: 'secret1', pass2: 'secret1' },
      informations: {
        taille: '170',
        poids: '58',
        yeux: '2',
        cheveux: '3',
        situation: '1',
        silhouette: '2',
        personnalite: '4',
        sexe2: '1',
        nom_complet: 'Juliette Martin',
        child: '0',
        etudes: '5',
        travail: '2',
        opts_body: [''],
      },
    })
    const moved = { ...BASE, cityQuery: 'Lyon (69)', city: EDIT_CITIES[0] ?? null }
    expect(saveRequestOf(moved, BASE)).toEqual({
      ageSexeVille: { year: 1992, month: 3, day: 14, id_ville: '69123' },
    })
  })
})

describe('profile edit machine', () => {
  it('saves the changes through the calls of their groups, then tells the session', async () => {
    const { actor, log, emitted } = start()
    expect(selectIsDirty(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'field.change', field: 'description', value: 'Nouvelle description' })
    actor.send({ type: 'list.toggle', field: 'interestIds', id: '7', checked: true })
    actor.send({ type: 'list.toggle', field: 'interestIds', id: '1', checked: false })
    expect(selectIsDirty(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'form.submit' })
    expect(selectIsSaving(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(log).toEqual([
      { group: 'interests', query: { inter: ['3', '7'] } },
      { group: 'description', query: { description: 'Nouvelle description' } },
    ])
    expect(selectOutcome(actor.getSnapshot())).toEqual({ kind: 'saved' })
    expect(selectIsDirty(actor.getSnapshot())).toBe(false)
    expect(emitted).toEqual(['profileSaved'])
  })

  it('does nothing when nothing changed', () => {
    const { actor, log } = start()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    expect(log).toEqual([])
  })

  it('refuses invalid values without calling, and clears the errors as they are fixed', () => {
    const { actor, log } = start()
    actor.send({ type: 'field.change', field: 'height', value: '300' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'form.submit' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ height: 'range' })
    expect(log).toEqual([])
    actor.send({ type: 'field.change', field: 'height', value: '180' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
  })

  it('keeps everything typed when a save fails, and remembers what was saved before the failure', async () => {
    const { actor, log, emitted } = start({
      calls: {
        informations: async () => {
          throw refused('La taille doit être comprise entre 140 et 220 cm.')
        },
      },
    })
    actor.send({ type: 'field.change', field: 'description', value: 'Changée' })
    actor.send({ type: 'field.change', field: 'height', value: '175' })
    actor.send({ type: 'field.change', field: 'job', value: '6' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(log.map((call) => call.group)).toEqual(['description', 'informations'])
    expect(selectOutcome(actor.getSnapshot())).toEqual({
      kind: 'failed',
      serverMessage: 'La taille doit être comprise entre 140 et 220 cm.',
      savedGroups: ['description'],
    })
    const values = selectValues(actor.getSnapshot())
    expect([values.description, values.height, values.job]).toEqual(['Changée', '175', '6'])
    // The description is saved now; the informations still differ and are sent again.
    expect(dirtyGroups(values, actor.getSnapshot().context.saved)).toEqual(['informations'])
    expect(emitted).toEqual(['profileSaved'])
  })

  it('says nothing to the session when the first call fails', async () => {
    const { actor, emitted } = start({
      calls: {
        description: async () => {
          throw new ApiError(500, 'Erreur interne du serveur', 'GET /index_api/user/modify/description')
        },
      },
    })
    actor.send({ type: 'field.change', field: 'description', value: 'Changée' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(selectOutcome(actor.getSnapshot())).toEqual({ kind: 'failed', serverMessage: '', savedGroups: [] })
    expect(selectValues(actor.getSnapshot()).description).toBe('Changée')
    expect(emitted).toEqual([])
  })

  it('forgets the new password once saved, and the next edit clears the outcome', async () => {
    const { actor, log } = start()
    actor.send({ type: 'field.change', field: 'password', value: 'nouveau1' })
    actor.send({ type: 'field.change', field: 'passwordConfirm', value: 'nouveau1' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.outcome !== null)
    expect(log).toEqual([
      {
        group: 'ageSexeVille',
        query: { year: 1992, month: 3, day: 14, pass1: 'nouveau1', pass2: 'nouveau1' },
      },
    ])
    expect(selectValues(actor.getSnapshot()).password).toBe('')
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('nouveau1')
    actor.send({ type: 'field.change', field: 'weight', value: '60' })
    expect(selectOutcome(actor.getSnapshot())).toBeNull()
  })

  it('searches cities after the debounce and saves the picked one', async () => {
    const { actor, clock, log } = start()
    actor.send({ type: 'city.typed', q: 'Ly' })
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('pending')
    clock.increment(CITY_DEBOUNCE_MS)
    await flush()
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('results')
    expect(selectCityResults(actor.getSnapshot()).map((c) => c.id)).toEqual(['69123', '69259'])
    actor.send({ type: 'form.submit' })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ city: 'pickFromList' })
    actor.send({ type: 'city.selected', city: EDIT_CITIES[0]! })
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.outcome !== null)
    expect(log).toEqual([
      { group: 'ageSexeVille', query: { year: 1992, month: 3, day: 14, id_ville: '69123' } },
    ])
    expect(selectValues(actor.getSnapshot()).cityQuery).toBe('Lyon (69)')
    expect(selectIsDirty(actor.getSnapshot())).toBe(false)
  })

  it('shows when the city search finds nothing or fails', async () => {
    let fail = false
    const { actor, clock } = start({
      findCities: async () => {
        if (fail) throw new ApiError(0, '', 'GET /ajax_api/getRegionsAutocomp')
        return []
      },
    })
    actor.send({ type: 'city.typed', q: 'Zzz' })
    clock.increment(CITY_DEBOUNCE_MS)
    await flush()
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('empty')
    fail = true
    actor.send({ type: 'city.typed', q: 'Zzzz' })
    clock.increment(CITY_DEBOUNCE_MS)
    await flush()
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('failed')
    actor.send({ type: 'city.typed', q: 'Z' })
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('idle')
  })

  it('restarts the debounce on each keystroke', async () => {
    const queries: string[] = []
    const { actor, clock } = start({
      findCities: async (q) => {
        queries.push(q)
        return []
      },
    })
    actor.send({ type: 'city.typed', q: 'Ly' })
    clock.increment(CITY_DEBOUNCE_MS - 1)
    actor.send({ type: 'city.typed', q: 'Lyo' })
    clock.increment(CITY_DEBOUNCE_MS - 1)
    expect(queries).toEqual([])
    clock.increment(1)
    await flush()
    expect(queries).toEqual(['Lyo'])
  })

  it('discards the changes on reset', () => {
    const { actor } = start()
    actor.send({ type: 'field.change', field: 'description', value: 'x' })
    actor.send({ type: 'city.typed', q: 'Lyo' })
    actor.send({ type: 'form.reset' })
    expect(selectValues(actor.getSnapshot())).toEqual(BASE)
    expect(selectIsDirty(actor.getSnapshot())).toBe(false)
    expect(selectCitySearchStatus(actor.getSnapshot())).toBe('idle')
  })

  it('ignores edits while saving', async () => {
    let release!: () => void
    const { actor } = start({
      calls: { description: () => new Promise<void>((resolve) => (release = resolve)) },
    })
    actor.send({ type: 'field.change', field: 'description', value: 'a' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'field.change', field: 'description', value: 'b' })
    expect(selectValues(actor.getSnapshot()).description).toBe('a')
    await flush()
    release()
    await waitFor(actor, (s) => s.matches('editing'))
    expect(dirtyGroups(selectValues(actor.getSnapshot()), actor.getSnapshot().context.saved)).toEqual([])
  })
})
