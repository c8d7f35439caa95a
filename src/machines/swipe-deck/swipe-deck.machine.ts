/**
 * The swipe deck (/app/swipe, spec sections 1 and 7): profiles to like or pass, one card at a time,
 * by button, drag or arrow key. A like the other member already gave back is a match, shown at once.
 * The next page is read before the deck runs out, and choices are sent in the background, in order,
 * so the member never waits between cards. Holds error codes, never text.
 *
 * Four parallel regions:
 * - `cards`: what the member sees.
 *   - `waiting`: no card to show yet: the first read, or a refill on its way (or failed).
 *   - `showing`: the top card takes likes and passes (not while a match is on screen).
 *   - `empty`: no profile left anywhere; the page points to search and matches.
 * - `refill`: reading profiles.
 *   - `idle`: enough cards; a read starts by itself when `PREFETCH_AT` or fewer remain.
 *   - `fetching`: reading the next new profiles (the first read too).
 *   - `failed`: the read failed; `deck.retry` reads again.
 *   - `exhausted`: the server has no new profile.
 * - `outbox`: sending the choices.
 *   - `idle`: nothing to send.
 *   - `sending`: the oldest choice is on its way; a match it makes joins `matches`; a failure puts
 *     the card back on top of the deck with `swipeFailed`, so the member can choose again.
 * - `match`: the match dialog.
 *   - `hidden`: no match to show.
 *   - `shown`: the oldest unseen match is on screen until `match.dismiss`.
 */
import { type ActorRefFrom, assign, not, raise, setup, stateIn } from 'xstate'
import { loadProfiles, sendSwipe } from './swipe-deck.actors'
import type { LoadProfilesOutput, SwipeChoice, SwipeDeckContext, SwipeDeckEvent } from './swipe-deck.types'

/** Cards left in the deck when the next read starts: enough to swipe while it arrives. */
export const PREFETCH_AT = 3

/** The keys that swipe (spec: "by arrow keys"). */
export const SWIPE_KEYS: Readonly<Record<string, SwipeChoice>> = {
  ArrowRight: 'like',
  ArrowLeft: 'dislike',
}

/** The choice a key makes, or null for any other key. */
export function choiceForKey(key: string): SwipeChoice | null {
  return Object.hasOwn(SWIPE_KEYS, key) ? (SWIPE_KEYS[key] ?? null) : null
}

export const initialSwipeDeckContext = (): SwipeDeckContext => ({
  profiles: [],
  knownIds: [],
  page: 1,
  outbox: [],
  matches: [],
  lastChoice: null,
  error: null,
})

export const swipeDeckMachine = setup({
  types: {
    context: {} as SwipeDeckContext,
    events: {} as SwipeDeckEvent,
  },
  actors: { loadProfiles, sendSwipe },
  guards: {
    hasCards: ({ context }) => context.profiles.length > 0,
    isRunningLow: ({ context }) => context.profiles.length <= PREFETCH_AT,
    hasOutbox: ({ context }) => context.outbox.length > 0,
    hasUnseenMatch: ({ context }) => context.matches.length > 0,
    isLikeKey: ({ event }) => event.type === 'key.press' && choiceForKey(event.key) === 'like',
    isDislikeKey: ({ event }) => event.type === 'key.press' && choiceForKey(event.key) === 'dislike',
    isExhausted: stateIn({ refill: 'exhausted' }),
    isMatchHidden: stateIn({ match: 'hidden' }),
    isExhaustedRead: (_, params: { output: LoadProfilesOutput }) => params.output.exhausted,
  },
  actions: {
    /** The top card leaves the deck for the outbox. */
    takeTopCard: assign(({ context }, params: { choice: SwipeChoice }) => {
      const [top, ...rest] = context.profiles
      if (!top) return {}
      const pending = { profile: top, choice: params.choice }
      return { profiles: rest, outbox: [...context.outbox, pending], lastChoice: pending, error: null }
    }),
    addProfiles: assign(({ context }, params: { output: LoadProfilesOutput }) => ({
      profiles: [...context.profiles, ...params.output.profiles],
      knownIds: [...context.knownIds, ...params.output.profiles.map((p) => p.id)],
      page: params.output.page,
    })),
    /** The sent choice leaves the outbox; a match waits to be shown. */
    confirmSwipe: assign(({ context }, params: { isMatch: boolean }) => {
      const [sent, ...rest] = context.outbox
      if (!sent) return {}
      const matched = params.isMatch && sent.choice === 'like'
      return { outbox: rest, matches: matched ? [...context.matches, sent.profile] : context.matches }
    }),
    /** The choice did not reach the server: its card comes back on top, to choose again. */
    restoreFailedSwipe: assign(({ context }) => {
      const [failed, ...rest] = context.outbox
      if (!failed) return {}
      return { outbox: rest, profiles: [failed.profile, ...context.profiles], error: 'swipeFailed' as const }
    }),
    dropShownMatch: assign({ matches: ({ context }) => context.matches.slice(1) }),
    like: raise({ type: 'swipe.like' }),
    dislike: raise({ type: 'swipe.dislike' }),
  },
}).createMachine({
  id: 'swipeDeck',
  context: initialSwipeDeckContext,
  type: 'parallel',
  states: {
    cards: {
      initial: 'waiting',
      states: {
        waiting: {
          always: [
            { guard: 'hasCards', target: 'showing' },
            { guard: 'isExhausted', target: 'empty' },
          ],
        },
        showing: {
          always: { guard: not('hasCards'), target: 'waiting' },
          on: {
            'swipe.like': {
              guard: 'isMatchHidden',
              actions: { type: 'takeTopCard', params: { choice: 'like' } },
            },
            'swipe.dislike': {
              guard: 'isMatchHidden',
              actions: { type: 'takeTopCard', params: { choice: 'dislike' } },
            },
            'key.press': [
              { guard: 'isLikeKey', actions: 'like' },
              { guard: 'isDislikeKey', actions: 'dislike' },
            ],
          },
        },
        empty: {
          always: { guard: 'hasCards', target: 'showing' },
        },
      },
    },
    refill: {
      initial: 'fetching',
      states: {
        idle: {
          always: { guard: 'isRunningLow', target: 'fetching' },
        },
        fetching: {
          invoke: {
            id: 'loadProfiles',
            src: 'loadProfiles',
            input: ({ context }) => ({ page: context.page, knownIds: context.knownIds }),
            onDone: [
              {
                guard: { type: 'isExhaustedRead', params: ({ event }) => ({ output: event.output }) },
                target: 'exhausted',
                actions: { type: 'addProfiles', params: ({ event }) => ({ output: event.output }) },
              },
              {
                target: 'idle',
                actions: { type: 'addProfiles', params: ({ event }) => ({ output: event.output }) },
              },
            ],
            onError: { target: 'failed' },
          },
        },
        failed: {
          on: { 'deck.retry': { target: 'fetching' } },
        },
        exhausted: {},
      },
    },
    outbox: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasOutbox', target: 'sending' },
        },
        sending: {
          invoke: {
            id: 'sendSwipe',
            src: 'sendSwipe',
            input: ({ context }) => {
              const next = context.outbox[0]
              return { userId: next?.profile.id ?? '', choice: next?.choice ?? 'dislike' }
            },
            onDone: {
              target: 'idle',
              actions: {
                type: 'confirmSwipe',
                params: ({ event }) => ({ isMatch: event.output.isMatch }),
              },
            },
            onError: { target: 'idle', actions: 'restoreFailedSwipe' },
          },
        },
      },
    },
    match: {
      initial: 'hidden',
      states: {
        hidden: {
          always: { guard: 'hasUnseenMatch', target: 'shown' },
        },
        shown: {
          on: { 'match.dismiss': { target: 'hidden', actions: 'dropShownMatch' } },
        },
      },
    },
  },
})

export type SwipeDeckActorRef = ActorRefFrom<typeof swipeDeckMachine>
