/**
 * Which ad slot a member sees in a placement (spec section 3's ad slot fields). Pure functions: the
 * ads machine's selector calls them with the time it last read the clock.
 *
 * - `sexe_visible` (`visibleToGender`): a gender code, or '' for everyone;
 * - `plateforme` (`platform`): 'all', 'mobile' or 'desktop'; anything else is for another channel
 *   (an app) and is not shown on the site;
 * - `isBanniere` (`isBanner`): banner-only placements (the header menu's strip) take banners only;
 *   elsewhere a non-banner slot (a co-registration form) shows in a taller frame;
 * - `horaires_visibilite` (`visibleHours`): "HH:MM-HH:MM" in the member's local time, ends included,
 *   wrapping past midnight ("22:00-02:00"); '' or unreadable means always;
 * - `inscrit_abo` (`forSubscribers`): subscribers only, free members only, or everyone.
 * Among the visible slots the one with the smallest `priorite` wins (1 before 2), then the first.
 */
import type { AdPlacement, AdSlot } from '../../api/models/ads'

export type AdPlatform = 'mobile' | 'desktop'

/** Who is looking, as far as ads care. */
export interface AdViewer {
  /** Gender code ('1' man, '2' woman, '3' couple), '' when unknown. */
  gender: string
  isPremium: boolean
  platform: AdPlatform
}

/** Placements that hold a thin strip: only banners fit. */
export const BANNER_ONLY_PLACEMENTS: readonly AdPlacement[] = ['headerMenu']

const HOURS = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/

/** Minutes since local midnight. */
export const minutesOfDay = (date: Date): number => date.getHours() * 60 + date.getMinutes()

/** "HH:MM-HH:MM" as minutes of the day, or null when it is not that. */
export function parseHours(text: string): { from: number; to: number } | null {
  const m = HOURS.exec(text)
  if (!m) return null
  const [h1, m1, h2, m2] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number]
  if (h1 > 23 || h2 > 23 || m1 > 59 || m2 > 59) return null
  return { from: h1 * 60 + m1, to: h2 * 60 + m2 }
}

export function isWithinHours(visibleHours: string, minutes: number): boolean {
  if (visibleHours.trim() === '') return true
  const range = parseHours(visibleHours)
  if (!range) return true
  // "HH:MM" is a whole minute: 23:59 includes 23:59:30.
  if (range.from <= range.to) return minutes >= range.from && minutes <= range.to
  return minutes >= range.from || minutes <= range.to
}

export const matchesGender = (slot: AdSlot, viewer: AdViewer): boolean =>
  slot.visibleToGender === '' || slot.visibleToGender === viewer.gender

export function matchesPlatform(slot: AdSlot, viewer: AdViewer): boolean {
  const platform = slot.platform.trim().toLowerCase()
  return platform === '' || platform === 'all' || platform === viewer.platform
}

export const matchesSubscription = (slot: AdSlot, viewer: AdViewer): boolean =>
  slot.forSubscribers === null || slot.forSubscribers === viewer.isPremium

export const fitsPlacement = (slot: AdSlot, placement: AdPlacement): boolean =>
  slot.isBanner || !BANNER_ONLY_PLACEMENTS.includes(placement)

export function isSlotVisible(slot: AdSlot, viewer: AdViewer, placement: AdPlacement, now: Date): boolean {
  return (
    matchesGender(slot, viewer) &&
    matchesPlatform(slot, viewer) &&
    matchesSubscription(slot, viewer) &&
    fitsPlacement(slot, placement) &&
    isWithinHours(slot.visibleHours, minutesOfDay(now))
  )
}

/** The slot to show in `placement`, or null. Returns one of `slots` itself (a kept reference). */
export function pickAd(
  slots: readonly AdSlot[],
  viewer: AdViewer,
  placement: AdPlacement,
  now: Date,
): AdSlot | null {
  let best: AdSlot | null = null
  for (const slot of slots) {
    if (!isSlotVisible(slot, viewer, placement, now)) continue
    if (best === null || slot.priority < best.priority) best = slot
  }
  return best
}
