/**
 * Searching: /index_api/search, /index_api/meeting_res (members with meeting days set) and
 * /index_api/topmembers (best average note first) share one query and one answer. Every filter of the
 * spec applies: online, city + distance (great-circle, from the towns' coordinates), gender, age,
 * with photo, nickname, first name, height, weight, eyes, hair, status, and sexual preference (read
 * as the orientation, `sexe2`). Visitors may search too. Also the city autocomplete.
 */
import { HttpResponse, http } from 'msw'
import type { WireCity, WireSearchResponse } from '../../src/api/wire/search'
import { db } from '../db/database'
import { INTERESTS } from '../db/enums'
import type { Member } from '../db/members'
import { badRequest, openRoute, type Params, type RouteContext, textResponse } from '../lib/http'
import { paginate } from '../lib/paging'
import { profileCard, viewerOf } from '../lib/serialize'
import { ageFrom } from '../lib/time'
import { distanceKm } from '../seed/cities'
import { cityById, hasBlacklisted, noteOf, publicPhotosOf } from '../services/members'

export const DEFAULT_PAGE_SIZE = 12
const MAX_PAGE_SIZE = 100
const MAX_CITIES = 10

type Filter = (m: Member) => boolean

function rangeFilter(params: Params, from: string, to: string, value: (m: Member) => number): Filter | null {
  const lo = params.int(from)
  const hi = params.int(to)
  if (lo === null && hi === null) return null
  if (lo !== null && hi !== null && lo > hi) throw badRequest(`Paramètres ${from} / ${to} incohérents`)
  return (m) => {
    const v = value(m)
    return v > 0 && (lo === null || v >= lo) && (hi === null || v <= hi)
  }
}

/** An enumeration filter: one id or a comma list; '' and '0' mean any. */
function idFilter(params: Params, name: string, value: (m: Member) => number): Filter | null {
  const ids = params.list(name).map((v) => {
    if (!/^\d+$/.test(v)) throw badRequest(`Paramètre ${name} invalide`)
    return Number(v)
  })
  const wanted = ids.filter((id) => id !== 0)
  if (wanted.length === 0) return null
  return (m) => wanted.includes(value(m))
}

function filtersOf(params: Params): Filter[] {
  const filters: (Filter | null)[] = []
  if (params.flag('is_online')) filters.push((m) => m.online)
  if (params.flag('is_photo')) filters.push((m) => publicPhotosOf(m.id).length > 0)
  const cityId = params.int('id_ville')
  if (cityId !== null && cityId !== 0) {
    const center = cityById(cityId)
    if (!center) throw badRequest('Paramètre id_ville inconnu')
    const dist = params.int('dist') ?? 0
    if (dist < 0) throw badRequest('Paramètre dist invalide')
    filters.push((m) => {
      const city = cityById(m.city_id)
      return !!city && (city.id === center.id || distanceKm(center, city) <= dist)
    })
  }
  filters.push(idFilter(params, 'sex', (m) => m.sexe1))
  filters.push(rangeFilter(params, 'age_from', 'age_to', (m) => ageFrom(m.birthdate)))
  filters.push(rangeFilter(params, 'taille_from', 'taille_to', (m) => m.taille))
  filters.push(rangeFilter(params, 'poids_from', 'poids_to', (m) => m.poids))
  filters.push(idFilter(params, 'eyes', (m) => m.yeux))
  filters.push(idFilter(params, 'hair', (m) => m.cheveux))
  filters.push(idFilter(params, 'status', (m) => m.situation))
  filters.push(idFilter(params, 'interest_sexuel', (m) => m.sexe2))
  const nick = params.str('nick').toLowerCase()
  if (nick) filters.push((m) => m.pseudo.toLowerCase().includes(nick))
  const firstname = params.str('nom').toLowerCase()
  if (firstname) filters.push((m) => m.prenom.toLowerCase().includes(firstname))
  return filters.filter((f): f is Filter => f !== null)
}

type Kind = 'search' | 'meeting' | 'top'

function order(kind: Kind, lastFirst: boolean): (a: Member, b: Member) => number {
  if (kind === 'top') {
    const notes = new Map<number, ReturnType<typeof noteOf>>()
    const note = (m: Member) => {
      let n = notes.get(m.id)
      if (!n) {
        n = noteOf(m.id)
        notes.set(m.id, n)
      }
      return n
    }
    return (a, b) => {
      const na = note(a)
      const nb = note(b)
      return (nb.average ?? -1) - (na.average ?? -1) || nb.votes - na.votes || a.id - b.id
    }
  }
  if (lastFirst) return (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id
  // Online members first, then the most recently seen.
  return (a, b) =>
    Number(b.online) - Number(a.online) || b.last_seen.localeCompare(a.last_seen) || a.id - b.id
}

function search(kind: Kind) {
  return ({ params, me, apiBase }: RouteContext): WireSearchResponse => {
    const size = params.int('pas') ?? DEFAULT_PAGE_SIZE
    if (size < 1 || size > MAX_PAGE_SIZE) throw badRequest(`Paramètre pas invalide (1 à ${MAX_PAGE_SIZE})`)
    const page = params.int('page')
    if (page !== null && page < 1) throw badRequest('Paramètre page invalide')
    const filters = filtersOf(params)
    if (kind === 'meeting') filters.push((m) => m.rdv.day.length > 0)
    if (kind === 'top') filters.push((m) => noteOf(m.id).votes > 0)
    const found = db.members
      .findMany((q) =>
        q.where(
          (m) =>
            (me === null ||
              (m.id !== me.id && !hasBlacklisted(me.id, m.id) && !hasBlacklisted(m.id, me.id))) &&
            filters.every((f) => f(m)),
        ),
      )
      .sort(order(kind, params.str('searchAction') === 'last'))
    const p = paginate(found, page, size)
    const viewer = viewerOf(me, apiBase)
    return {
      connected: String(db.members.findMany((q) => q.where({ online: true })).length),
      nb_pages: String(p.nb_pages),
      total: String(p.total),
      result: p.items.map((m) => profileCard(m, viewer, { photoField: 'photos', alias: 'normal' })),
      tags_list: Object.fromEntries(Object.entries(INTERESTS).map(([id, name]) => [id, name])),
    }
  }
}

const searchRoute = openRoute('get', '/index_api/search', search('search'))
const meetingRoute = openRoute('get', '/index_api/meeting_res', search('meeting'))
const topRoute = openRoute('get', '/index_api/topmembers', search('top'))

/** Accents and case do not matter: "beziers" finds Béziers. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const cities = openRoute(
  'get',
  '/ajax_api/getRegionsAutocomp',
  ({ params }) => {
    const q = fold(params.str('q'))
    if (q === '') return []
    const list: WireCity[] = db.cities
      .findMany((query) =>
        query.where((c) => fold(c.name).includes(q) || c.dept === q || fold(c.zone_name).startsWith(q)),
      )
      .sort(
        (a, b) =>
          Number(!fold(a.name).startsWith(q)) - Number(!fold(b.name).startsWith(q)) ||
          a.name.localeCompare(b.name, 'fr'),
      )
      .slice(0, MAX_CITIES)
      .map((c) => ({ ID_city: String(c.id), zone_name: c.zone_name }))
    return list
  },
  { auth: 'none' },
)

export const searchHandlers = [searchRoute, meetingRoute, topRoute, cities]

const serverError = () => textResponse(500, 'Erreur interne du serveur')

/** Named scenarios for tests and stories: `server.use(...searchScenarios.x)` overrides the calls until reset. */
export const searchScenarios = {
  noResults: [
    http.get('*/index_api/search', () =>
      HttpResponse.json({ connected: '0', nb_pages: '0', total: '0', result: [], tags_list: {} }),
    ),
  ],
  fails: [http.get('*/index_api/search', serverError)],
  noCities: [http.get('*/ajax_api/getRegionsAutocomp', () => HttpResponse.json([]))],
}
