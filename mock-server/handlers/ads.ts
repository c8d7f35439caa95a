/**
 * GET /index_api/get_pubs_infos: the ad slots grouped by placement (`ad_*` keys, highest priority
 * first). A group holding a single slot is sent as the slot itself, not a list of one, as the real
 * server does.
 */
import type { WireAdSlot } from '../../src/api/wire/ads'
import { db } from '../db/database'
import { openRoute } from '../lib/http'

const ads = openRoute('get', '/index_api/get_pubs_infos', () => {
  const groups = new Map<string, WireAdSlot[]>()
  for (const slot of [...db.adSlots.all()].sort((a, b) => Number(a.priorite) - Number(b.priorite))) {
    const { id: _id, group, ...wire } = slot
    const list = groups.get(group) ?? []
    list.push(wire as WireAdSlot)
    groups.set(group, list)
  }
  return Object.fromEntries([...groups].map(([group, list]) => [group, list.length === 1 ? list[0] : list]))
})

export const adHandlers = [ads]
