import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type AdViewer,
  fitsPlacement,
  isSlotVisible,
  isWithinHours,
  matchesGender,
  matchesPlatform,
  matchesSubscription,
  parseHours,
  pickAd,
} from './ads.filter'
import { slot, VIEWER } from './ads.test-support'

const at = (hh: number, mm: number) => new Date(2026, 10, 21, hh, mm, 30)
const man: AdViewer = { gender: '1', isPremium: true, platform: 'mobile' }

describe('sexe_visible', () => {
  it('shows a slot to its gender only; an empty code is for everyone', () => {
    expect(matchesGender(slot({ visibleToGender: '1' }), man)).toBe(true)
    expect(matchesGender(slot({ visibleToGender: '1' }), VIEWER)).toBe(false)
    expect(matchesGender(slot({ visibleToGender: '' }), VIEWER)).toBe(true)
    expect(matchesGender(slot({ visibleToGender: '2' }), { ...VIEWER, gender: '' })).toBe(false)
  })
})

describe('plateforme', () => {
  it("takes 'all' and the viewer's own platform, nothing else", () => {
    expect(matchesPlatform(slot({ platform: 'all' }), man)).toBe(true)
    expect(matchesPlatform(slot({ platform: 'mobile' }), man)).toBe(true)
    expect(matchesPlatform(slot({ platform: 'Mobile ' }), man)).toBe(true)
    expect(matchesPlatform(slot({ platform: 'desktop' }), man)).toBe(false)
    expect(matchesPlatform(slot({ platform: 'desktop' }), VIEWER)).toBe(true)
    expect(matchesPlatform(slot({ platform: 'ios' }), VIEWER)).toBe(false)
  })
})

describe('isBanniere', () => {
  it('keeps non-banner slots out of banner-only placements', () => {
    expect(fitsPlacement(slot({ isBanner: false }), 'headerMenu')).toBe(false)
    expect(fitsPlacement(slot({ isBanner: true }), 'headerMenu')).toBe(true)
    expect(fitsPlacement(slot({ isBanner: false }), 'account')).toBe(true)
  })
})

describe('inscrit_abo', () => {
  it('matches subscribers, free members, or everyone', () => {
    expect(matchesSubscription(slot({ forSubscribers: true }), man)).toBe(true)
    expect(matchesSubscription(slot({ forSubscribers: true }), VIEWER)).toBe(false)
    expect(matchesSubscription(slot({ forSubscribers: false }), VIEWER)).toBe(true)
    expect(matchesSubscription(slot({ forSubscribers: null }), man)).toBe(true)
  })
})

describe('horaires_visibilite', () => {
  it('reads HH:MM-HH:MM, ends included', () => {
    expect(parseHours('18:00-23:59')).toEqual({ from: 1080, to: 1439 })
    expect(parseHours(' 9:05 - 12:30 ')).toEqual({ from: 545, to: 750 })
    expect(parseHours('25:00-26:00')).toBeNull()
    expect(parseHours('le soir')).toBeNull()
    expect(isWithinHours('18:00-23:59', 18 * 60)).toBe(true)
    expect(isWithinHours('18:00-23:59', 23 * 60 + 59)).toBe(true)
    expect(isWithinHours('18:00-23:59', 17 * 60 + 59)).toBe(false)
  })

  it('wraps past midnight', () => {
    expect(isWithinHours('22:00-02:00', 23 * 60)).toBe(true)
    expect(isWithinHours('22:00-02:00', 60)).toBe(true)
    expect(isWithinHours('22:00-02:00', 12 * 60)).toBe(false)
  })

  it('means always when empty or unreadable', () => {
    expect(isWithinHours('', 3)).toBe(true)
    expect(isWithinHours('toujours', 3)).toBe(true)
  })

  it('a minute is inside a range or inside its complement, never both (property)', () => {
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        (from, to, minute) => {
          // A range ending the minute before it starts covers the whole day: it has no complement.
          fc.pre((to + 1) % 1440 !== from)
          const inside = isWithinHours(`${hhmm(from)}-${hhmm(to)}`, minute)
          const complement = `${hhmm((to + 1) % 1440)}-${hhmm((from + 1439) % 1440)}`
          expect(inside).toBe(!isWithinHours(complement, minute))
        },
      ),
    )
  })
})

describe('pickAd', () => {
  it('shows the visible slot with the smallest priority', () => {
    const first = slot({ priority: 2, html: 'a' })
    const best = slot({ priority: 1, html: 'b' })
    const hidden = slot({ priority: 0, html: 'c', visibleToGender: '1' })
    expect(pickAd([first, best, hidden], VIEWER, 'center', at(12, 0))).toBe(best)
    expect(pickAd([first, best, hidden], man, 'center', at(12, 0))).toBe(hidden)
  })

  it('shows nothing when nothing fits', () => {
    const evening = slot({ visibleHours: '18:00-23:59' })
    expect(pickAd([evening], VIEWER, 'center', at(9, 0))).toBeNull()
    expect(pickAd([evening], VIEWER, 'center', at(20, 0))).toBe(evening)
    expect(pickAd([], VIEWER, 'center', at(20, 0))).toBeNull()
  })

  it('applies every rule at once', () => {
    const seededEvening = slot({
      isBanner: false,
      forSubscribers: true,
      platform: 'desktop',
      visibleToGender: '1',
      visibleHours: '18:00-23:59',
    })
    const premiumDesktopMan: AdViewer = { gender: '1', isPremium: true, platform: 'desktop' }
    expect(isSlotVisible(seededEvening, premiumDesktopMan, 'center', at(19, 0))).toBe(true)
    expect(isSlotVisible(seededEvening, premiumDesktopMan, 'headerMenu', at(19, 0))).toBe(false)
    expect(
      isSlotVisible(seededEvening, { ...premiumDesktopMan, platform: 'mobile' }, 'center', at(19, 0)),
    ).toBe(false)
    expect(
      isSlotVisible(seededEvening, { ...premiumDesktopMan, isPremium: false }, 'center', at(19, 0)),
    ).toBe(false)
    expect(isSlotVisible(seededEvening, premiumDesktopMan, 'center', at(8, 0))).toBe(false)
  })
})
