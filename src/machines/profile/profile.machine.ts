/**
 * A member's profile page (`/app/users/{userSlug}`, spec sections 2, 3 and 7), open to visitors. The
 * slug's id (the text after its last hyphen) names the member. Holds error codes, never text.
 *
 * - `loading`: reads the profile (`user?id`). For a signed-in member the server counts it as a visit.
 * - `loaded`: the profile is shown. Its substates follow the visit's realtime side: `awaitingSocket`
 *   while a member looks at someone else's profile and their socket is not up yet (the page hands it
 *   over with `socket.available`), `visitSent` once the `cmd_visit` frame went out (the socket queues
 *   it until authenticated), `visitNotNeeded` for a visitor or one's own profile.
 * - `notFound`: the slug has no id, or the server knows no such member.
 * - `failed`: the call failed otherwise; `profile.retry` reads again.
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import { isApiError } from '../../api/errors'
import { FORM_COMMANDS } from '../../api/wire/common'
import { parseSlugId } from '../../lib/slug'
import { loadProfile, MemberNotFoundError } from './profile.actors'
import type { ProfileContext, ProfileEvent, ProfileFailure, ProfileInput } from './profile.types'

/** A missing member (no id in the slug, or HTTP 404) is `notFound`; anything else `loadFailed`. */
export function toProfileFailure(error: unknown): ProfileFailure {
  if (error instanceof MemberNotFoundError) return 'notFound'
  if (isApiError(error) && error.status === 404) return 'notFound'
  return 'loadFailed'
}

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: { loadProfile },
  guards: {
    isNotFound: (_, params: { error: unknown }) => toProfileFailure(params.error) === 'notFound',
    isVisitNotNeeded: ({ context }) =>
      context.viewerId === null || context.profile === null || context.profile.id === context.viewerId,
    hasSocket: ({ context }) => context.socket !== null,
  },
  actions: {
    storeSocket: assign({
      socket: ({ context, event }) => (event.type === 'socket.available' ? event.socket : context.socket),
    }),
    storeProfile: assign({
      profile: (_, params: { profile: ProfileContext['profile'] }) => params.profile,
      failure: null,
    }),
    storeFailure: assign({
      failure: (_, params: { error: unknown }) => toProfileFailure(params.error),
    }),
    clearFailure: assign({ failure: null }),
    /** Spec section 7's form command for a visit, over the socket: `{ action: 'cmd_visit', id }`. */
    sendVisitFrame: ({ context }) => {
      if (!context.socket || !context.profile) return
      context.socket.send({
        type: 'socket.send',
        frame: { action: FORM_COMMANDS.visit, id: context.profile.id },
      })
    },
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    slug: input.slug,
    memberId: parseSlugId(input.slug),
    viewerId: input.viewerId,
    profile: null,
    failure: null,
    socket: null,
  }),
  on: {
    'socket.available': { actions: 'storeSocket' },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearFailure',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ memberId: context.memberId }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loaded: {
      initial: 'awaitingSocket',
      states: {
        awaitingSocket: {
          always: [
            { guard: 'isVisitNotNeeded', target: 'visitNotNeeded' },
            { guard: 'hasSocket', target: 'visitSent', actions: 'sendVisitFrame' },
          ],
        },
        visitSent: {},
        visitNotNeeded: {},
      },
    },
    notFound: {},
    failed: {
      on: { 'profile.retry': 'loading' },
    },
  },
})

export type ProfileActorRef = ActorRefFrom<typeof profileMachine>
