/**
 * GET /index_api/get_pubs_infos: the ad slots grouped by placement (`ad_*` keys, highest priority
 * first). A group holding a single slot is sent as the slot itself, not a list of one, as the real
 * server does.
 *
 * Control (tests and QA): `/__mock/ads?member_id=&group=ad_account&script=<html>` makes that group
 * answer this one slot to that member only (other members, other tests, see the seed), so an
 * end-to-end test can serve a hostile ad without touching anyone else's pages; optional `isBanniere`,
 * `sexe_visible`, `plateforme`, `horaires_visibilite`, `inscrit_abo`, `coreg`, `priorite`.
 * `/__mock/ads/clear[?member_id=]` forgets them. A database reset forgets them too.
 */
import { HttpResponse, http } from 'msw'
import type { WireAdGroupKey, WireAdSlot } from '../../src/api/wire/ads'
import { WIRE_AD_GROUPS } from '../../src/api/wire/ads'
import { db } from '../db/database'
import { badRequest, HttpError, openRoute, Params, textResponse, withCors } from '../lib/http'
import { onDatabaseReset } from '../seed/reset-database'

/** Per member: group -> the slot that member gets instead of the group's own. */
const memberSlots = new Map<number, Map<WireAdGroupKey, WireAdSlot>>()
onDatabaseReset(() => memberSlots.clear())

const GROUP_KEYS = new Set<string>(Object.values(WIRE_AD_GROUPS))

const ads = openRoute('get', '/index_api/get_pubs_infos', ({ me }) => {
  const groups = new Map<string, WireAdSlot[]>()
  for (const slot of [...db.adSlots.all()].sort((a, b) => Number(a.priorite) - Number(b.priorite))) {
    const { id: _id, group, ...wire } = slot
    const list = groups.get(group) ?? []
    list.push(wire as WireAdSlot)
    groups.set(group, list)
  }
  for (const [group, slot] of (me && memberSlots.get(me.id)) || []) groups.set(group, [slot])
  return Object.fromEntries([...groups].map(([group, list]) => [group, list.length === 1 ? list[0] : list]))
})

async function paramsOf(request: Request): Promise<Params> {
  const url = new URL(request.url)
  const text = request.method === 'GET' ? '' : await request.text()
  if (text.trim() === '') return new Params(url.searchParams, null)
  if ((request.headers.get('Content-Type') ?? '').includes('json')) {
    const body = new URLSearchParams()
    for (const [k, v] of Object.entries(JSON.parse(text) as Record<string, unknown>))
      body.append(k, String(v))
    return new Params(url.searchParams, body)
  }
  return new Params(url.searchParams, new URLSearchParams(text))
}

function control(path: string, action: (params: Params) => Record<string, unknown>) {
  return http.all(`*/__mock/${path}`, async ({ request }) => {
    try {
      return withCors(HttpResponse.json(action(await paramsOf(request))))
    } catch (error) {
      if (error instanceof HttpError) return withCors(textResponse(error.status, error.body))
      return withCors(textResponse(400, 'Requête invalide'))
    }
  })
}

const setMemberSlot = control('ads', (params) => {
  const memberId = params.requiredInt('member_id')
  if (!db.members.findFirst((q) => q.where({ id: memberId }))) throw badRequest('Membre inconnu')
  const group = params.str('group')
  if (!GROUP_KEYS.has(group)) throw badRequest(`Paramètre group invalide (${[...GROUP_KEYS].join(', ')})`)
  const script = params.get('script')
  if (!script) throw badRequest('Paramètre script manquant')
  // String flags, as the seed's rows and the real server send them.
  const slot = {
    coreg: params.get('coreg') ?? '0',
    horaires_visibilite: params.get('horaires_visibilite') ?? '',
    isBanniere: params.get('isBanniere') ?? '1',
    inscrit_abo: params.get('inscrit_abo') ?? '',
    plateforme: params.get('plateforme') ?? 'all',
    priorite: params.get('priorite') ?? '0',
    sexe_visible: params.get('sexe_visible') ?? '0',
    script,
  } as WireAdSlot
  const slots = memberSlots.get(memberId) ?? new Map<WireAdGroupKey, WireAdSlot>()
  slots.set(group as WireAdGroupKey, slot)
  memberSlots.set(memberId, slots)
  return { member_id: memberId, group, slot }
})

const clearMemberSlots = control('ads/clear', (params) => {
  const memberId = params.int('member_id')
  if (memberId === null) memberSlots.clear()
  else memberSlots.delete(memberId)
  return { cleared: memberId ?? 'all' }
})

export const adHandlers = [ads, clearMemberSlots, setMemberSlot]
