/**
 * The 'Membres en ligne' carousel (spec sections 2 and 9): 24 online members in a looping row that
 * advances one member every 3 s with a 1000 ms slide, and stops while the pointer is over it, while
 * keyboard focus is in it, or after the member pressed pause. Pure timing and position: the view
 * moves the track to `position` and animates only in `sliding`. Holds error codes, never text.
 *
 * - `loading`: the online members are being fetched (spec section 9: limit 24).
 * - `failed`: the call failed ('loadFailed'); `members.retry` tries again.
 * - `empty`: nobody is online; the banner says so.
 * - `still`: too few members to fill the row and loop (8 or fewer): they stand still.
 * - `rotating`: the loop.
 *   - `playing`: still for 2000 ms, then a slide (a slide every 3000 ms, start to start);
 *   - `sliding`: the 1000 ms animation to the next member; afterwards the position jumps back to
 *     the same picture in the middle copy (the loop);
 *   - `paused`: hovered, focused or paused by the member; leaves as soon as none holds any more.
 */
import { assign, not, setup } from 'xstate'
import { fetchOnlineMembers } from './online-members.actors'
import type {
  OnlineMember,
  OnlineMembersContext,
  OnlineMembersEvent,
  OnlineMembersInput,
} from './online-members.types'

/** Spec section 9: the carousel fetches 24 members. */
export const ONLINE_MEMBERS_LIMIT = 24
/** Spec section 9: the carousel advances every 3000 ms (from one slide's start to the next). */
export const ADVANCE_INTERVAL_MS = 3000
/** Spec section 9: a slide's animation lasts 1000 ms. */
export const SLIDE_DURATION_MS = 1000
/** The still time between two slides: 3000 - 1000 = 2000 ms, so a slide starts every 3000 ms. */
export const DWELL_MS = ADVANCE_INTERVAL_MS - SLIDE_DURATION_MS
/**
 * With this many members or fewer the row stands still: the widest row shows 7 members, and the loop
 * needs more members than the row shows, or an empty gap would slide in.
 */
export const MIN_MEMBERS_TO_ROTATE = 9

/** `position` brought back into the middle copy [n, 2n). */
export function restingPosition(position: number, count: number): number {
  if (count === 0) return 0
  return count + ((((position - count) % count) + count) % count)
}

export const onlineMembersMachine = setup({
  types: {
    context: {} as OnlineMembersContext,
    events: {} as OnlineMembersEvent,
    input: {} as OnlineMembersInput | undefined,
  },
  actors: { fetchOnlineMembers },
  delays: { dwell: DWELL_MS, slideDuration: SLIDE_DURATION_MS },
  actions: {
    storeMembers: assign((_, params: { members: OnlineMember[] }) => ({
      members: params.members,
      position: params.members.length,
      error: null,
    })),
    storeError: assign({ error: 'loadFailed' as const }),
    clearError: assign({ error: null }),
    setHovered: assign({ hovered: (_, params: { value: boolean }) => params.value }),
    setFocused: assign({ focused: (_, params: { value: boolean }) => params.value }),
    toggleUserPaused: assign({ userPaused: ({ context }) => !context.userPaused }),
    stepForward: assign({ position: ({ context }) => context.position + 1 }),
    stepBack: assign({ position: ({ context }) => context.position - 1 }),
    settlePosition: assign({
      position: ({ context }) => restingPosition(context.position, context.members.length),
    }),
    showMember: assign({
      position: ({ context }, params: { index: number }) =>
        restingPosition(context.members.length + params.index, context.members.length),
    }),
  },
  guards: {
    hasNoMembers: (_, params: { members: OnlineMember[] }) => params.members.length === 0,
    hasFewMembers: (_, params: { members: OnlineMember[] }) => params.members.length < MIN_MEMBERS_TO_ROTATE,
    isHeld: ({ context }) => context.hovered || context.focused || context.userPaused,
    isValidIndex: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.members.length,
  },
}).createMachine({
  id: 'onlineMembers',
  context: ({ input }) => ({
    limit: input?.limit ?? ONLINE_MEMBERS_LIMIT,
    members: [],
    position: 0,
    hovered: false,
    focused: false,
    userPaused: input?.autoplay === false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'fetchOnlineMembers',
        src: 'fetchOnlineMembers',
        input: ({ context }) => ({ limit: context.limit }),
        onDone: [
          {
            guard: { type: 'hasNoMembers', params: ({ event }) => ({ members: event.output }) },
            target: 'empty',
          },
          {
            guard: { type: 'hasFewMembers', params: ({ event }) => ({ members: event.output }) },
            target: 'still',
            actions: { type: 'storeMembers', params: ({ event }) => ({ members: event.output }) },
          },
          {
            target: 'rotating',
            actions: { type: 'storeMembers', params: ({ event }) => ({ members: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    failed: {
      on: { 'members.retry': 'loading' },
    },
    empty: {},
    still: {},
    rotating: {
      initial: 'playing',
      on: {
        'pointer.enter': { actions: { type: 'setHovered', params: { value: true } } },
        'pointer.leave': { actions: { type: 'setHovered', params: { value: false } } },
        'focus.enter': { actions: { type: 'setFocused', params: { value: true } } },
        'focus.leave': { actions: { type: 'setFocused', params: { value: false } } },
        'rotation.toggle': { actions: 'toggleUserPaused' },
      },
      states: {
        playing: {
          always: { guard: 'isHeld', target: 'paused' },
          after: { dwell: { target: 'sliding', actions: 'stepForward' } },
          on: {
            'slide.next': { target: 'sliding', actions: 'stepForward' },
            'slide.previous': { target: 'sliding', actions: 'stepBack' },
            'slide.show': {
              guard: { type: 'isValidIndex', params: ({ event }) => ({ index: event.index }) },
              actions: { type: 'showMember', params: ({ event }) => ({ index: event.index }) },
            },
          },
        },
        sliding: {
          // Pausing or a manual step waits for the slide to end; focus moving still shows its member.
          after: { slideDuration: { target: 'playing', actions: 'settlePosition' } },
          on: {
            'slide.show': {
              guard: { type: 'isValidIndex', params: ({ event }) => ({ index: event.index }) },
              target: 'playing',
              actions: { type: 'showMember', params: ({ event }) => ({ index: event.index }) },
            },
          },
        },
        paused: {
          always: { guard: not('isHeld'), target: 'playing' },
          on: {
            'slide.next': { target: 'sliding', actions: 'stepForward' },
            'slide.previous': { target: 'sliding', actions: 'stepBack' },
            'slide.show': {
              guard: { type: 'isValidIndex', params: ({ event }) => ({ index: event.index }) },
              actions: { type: 'showMember', params: ({ event }) => ({ index: event.index }) },
            },
          },
        },
      },
    },
  },
})
