/**
 * The recent-activity feed (spec sections 3 and 7, getActivities): who visited the member, who came
 * online, updated a profile, added photos or has a birthday. Shown on the home page, the wall and the
 * account page's side column. Items of a kind the client does not know are left out. Holds error
 * codes, never text.
 *
 * - `loading`: the read ('Chargement...').
 * - `failed`: the read failed; `activities.retry` reads again.
 * - `loaded`: the items, newest first (possibly none: 'No recent activity.').
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { ActivityItem } from '../../api/models/social'
import { loadActivities } from './activities.actors'
import type { ActivitiesContext, ActivitiesEvent } from './activities.types'

/**
 * Items the feed can say something about (a known kind and a member to link to), newest first. The
 * dates are ISO 8601 texts, so their code-unit order is their time order: `localeCompare` would build
 * a locale's collation for each comparison (38 ms of a settings page's load at 4x CPU, measured).
 * `Array.prototype.sort` is stable: items of one date keep the server's order.
 */
export function feedItems(items: readonly ActivityItem[]): ActivityItem[] {
  return items
    .filter((item) => item.activity !== null && item.id !== '')
    .sort((a, b) => {
      const left = b.activityDate ?? ''
      const right = a.activityDate ?? ''
      return left < right ? -1 : left > right ? 1 : 0
    })
}

export const activitiesMachine = setup({
  types: {
    context: {} as ActivitiesContext,
    events: {} as ActivitiesEvent,
  },
  actors: { loadActivities },
  actions: {
    storeItems: assign((_, params: { items: ActivityItem[] }) => ({
      items: feedItems(params.items),
      error: null,
    })),
    flagLoadFailed: assign({ error: 'loadFailed' as const }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'activities',
  context: { items: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadActivities',
        src: 'loadActivities',
        onDone: {
          target: 'loaded',
          actions: { type: 'storeItems', params: ({ event }) => ({ items: event.output }) },
        },
        onError: { target: 'failed', actions: 'flagLoadFailed' },
      },
    },
    failed: {
      on: { 'activities.retry': { target: 'loading', actions: 'clearError' } },
    },
    loaded: {},
  },
})

export type ActivitiesActorRef = ActorRefFrom<typeof activitiesMachine>
