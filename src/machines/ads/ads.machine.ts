/**
 * The ad slots (spec sections 3, 7 and 9): read at most once an hour, and judged against the clock
 * every minute so a slot's visibility hours start and end on time. A failed read shows what was
 * there before (nothing, the first time) and is tried again an hour later: ads never cost the member
 * more than one call an hour.
 *
 * - `loading`: get_pubs_infos is under way.
 * - `ready`: the slots are known. Its child:
 *   - `showing`: re-reads the clock every minute (`visibilityRecheck`); after `adsFreshness` (1 h)
 *     the slots are read anew.
 * - `failed`: the read failed; tried again after `adsFreshness`.
 */
import { assign, setup } from 'xstate'
import type { AdsByPlacement } from '../../api/models/ads'
import { fetchAds } from './ads.actors'
import type { AdViewer } from './ads.filter'
import type { AdsContext, AdsEvent, AdsInput } from './ads.types'

/** Spec section 9: ads are fresh for 1 h. */
export const ADS_FRESHNESS_MS = 60 * 60 * 1000
/** Visibility hours are given to the minute. */
export const VISIBILITY_RECHECK_MS = 60 * 1000

export const adsMachine = setup({
  types: {
    context: {} as AdsContext,
    events: {} as AdsEvent,
    input: {} as AdsInput,
  },
  actors: { fetchAds },
  delays: { adsFreshness: ADS_FRESHNESS_MS, visibilityRecheck: VISIBILITY_RECHECK_MS },
  actions: {
    storeAds: assign({ ads: (_, params: { ads: AdsByPlacement }) => params.ads }),
    readClock: assign({ now: () => Date.now() }),
    setViewer: assign({ viewer: (_, params: { viewer: AdViewer }) => params.viewer }),
  },
}).createMachine({
  id: 'ads',
  context: ({ input }) => ({ ads: null, viewer: input.viewer, now: Date.now() }),
  initial: 'loading',
  on: {
    'viewer.change': { actions: { type: 'setViewer', params: ({ event }) => ({ viewer: event.viewer }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchAds',
        src: 'fetchAds',
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeAds', params: ({ event }) => ({ ads: event.output }) }, 'readClock'],
        },
        onError: { target: 'failed' },
      },
    },
    ready: {
      after: { adsFreshness: 'loading' },
      initial: 'showing',
      states: {
        showing: {
          after: { visibilityRecheck: { target: 'showing', reenter: true, actions: 'readClock' } },
        },
      },
    },
    failed: {
      after: { adsFreshness: 'loading' },
    },
  },
})
