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

/** Items the feed can say something about (a known kind and a member to link to), newest first. */
export function feedItems(items: readonly ActivityItem[]): ActivityItem[] {
  return items
    .filter((item) => item.activity !== null && item.id !== '')
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const byDate = (b.item.activityDate ?? '').localeCompare(a.item.activityDate ?? '')
      return byDate !== 0 ? byDate : a.index - b.index
    })
    .map(({ item }) => item)
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
