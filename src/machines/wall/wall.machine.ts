/**
 * The activity wall (/app/wall, spec sections 3 and 7): five buckets of news about other members
 * (new photos, birthdays, updated profiles, visits to the member, who is online). Holds error codes,
 * never text.
 *
 * - `loading`: the read ('Chargement...').
 * - `failed`: the read failed; `wall.retry` reads again.
 * - `loaded`: the buckets (each possibly empty; an empty wall says so).
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { WallBuckets } from '../../api/models/social'
import { loadWall } from './wall.actors'
import type { WallContext, WallEvent } from './wall.types'

/** The buckets in the order the wall shows them. */
export const WALL_BUCKETS = ['visited', 'online', 'addedPhoto', 'updated', 'birthday'] as const
export type WallBucketName = (typeof WALL_BUCKETS)[number]

export const emptyWall = (): WallBuckets => ({
  addedPhoto: [],
  birthday: [],
  updated: [],
  visited: [],
  online: [],
})

export const wallMachine = setup({
  types: {
    context: {} as WallContext,
    events: {} as WallEvent,
  },
  actors: { loadWall },
  actions: {
    storeBuckets: assign((_, params: { buckets: WallBuckets }) => ({ buckets: params.buckets, error: null })),
    flagLoadFailed: assign({ error: 'loadFailed' as const }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'wall',
  context: () => ({ buckets: emptyWall(), error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWall',
        src: 'loadWall',
        onDone: {
          target: 'loaded',
          actions: { type: 'storeBuckets', params: ({ event }) => ({ buckets: event.output }) },
        },
        onError: { target: 'failed', actions: 'flagLoadFailed' },
      },
    },
    failed: {
      on: { 'wall.retry': { target: 'loading', actions: 'clearError' } },
    },
    loaded: {},
  },
})

export type WallActorRef = ActorRefFrom<typeof wallMachine>
