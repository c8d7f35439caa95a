/** Wire ad groups to slots per placement (spec section 3). Every placement is present, empty when unsent. */
import type { AdPlacement, AdSlot, AdsByPlacement } from '../models/ads'
import { WIRE_AD_GROUPS } from '../wire/ads'
import { flag, isRecord, list, number, record, text } from './read'

export function normalizeAdSlot(raw: unknown): AdSlot {
  const slot = record(raw)
  const forSubscribers = slot.inscrit_abo
  const gender = text(slot.sexe_visible)
  return {
    coreg: flag(slot.coreg),
    visibleHours: text(slot.horaires_visibilite),
    isBanner: flag(slot.isBanniere),
    forSubscribers:
      forSubscribers === undefined || forSubscribers === null || forSubscribers === ''
        ? null
        : flag(forSubscribers),
    platform: text(slot.plateforme) || 'all',
    priority: number(slot.priorite),
    visibleToGender: gender === '0' ? '' : gender,
    html: typeof slot.script === 'string' ? slot.script : '',
  }
}

/** One group: a list of slots, or a lone slot; slots without HTML are dropped (nothing to show). */
function readGroup(value: unknown): AdSlot[] {
  const items = isRecord(value) && 'script' in value ? [value] : list(value)
  return items
    .filter(isRecord)
    .map(normalizeAdSlot)
    .filter((slot) => slot.html.trim() !== '')
}

export function normalizeAds(response: unknown): AdsByPlacement {
  const answer = record(response)
  const entries = Object.entries(WIRE_AD_GROUPS).map(([placement, key]) => [
    placement,
    readGroup(answer[key]),
  ])
  return Object.fromEntries(entries) as Record<AdPlacement, AdSlot[]>
}
