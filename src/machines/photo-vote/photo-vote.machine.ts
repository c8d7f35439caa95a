/**
 * The vote page (`/app/vote`, spec sections 5, 7 and 9): one member's photo at a time to rate from 1
 * to 5 stars (sent doubled: 4 stars is a score of 8), and the member's vote history. Holds error
 * codes and the server's own text, never translated text.
 *
 * - `loading`: reads the members to rate for the chosen gender, with the history.
 * - `voting`: `idle` shows the first member of the queue, its stars chosen by the keyboard's arrows
 *   without voting (a radio group selects as it moves); `submitting` sends a vote (a second rating
 *   meanwhile is ignored). A vote moves the member to the top of the history; a refusal keeps them,
 *   with the failure. When the queue runs out, the list is read again.
 * - `empty`: nobody left to rate for this gender.
 * - `failed`: the list could not be read; `votes.reload` tries again.
 */
import { type ActorRefFrom, assign, not, setup, stateIn } from 'xstate'
import type { ProfileCard } from '../../api/models/profile'
import type { VoteResponse } from '../../api/models/votes'
import { castVote, loadVotePhotos } from './photo-vote.actors'
import type { PhotoVoteContext, PhotoVoteEvent, PhotoVoteInput } from './photo-vote.types'
import { toVoteFailure } from './vote-failure'

/** Spec sections 5 and 9: a rating is a whole number of stars from 1 to 5. */
export const isStarRating = (stars: number) => Number.isInteger(stars) && stars >= 1 && stars <= 5

/** The photo a member is rated on: their main photo, else their first. */
export const votePhotoOf = (card: ProfileCard | undefined) => card?.avatar ?? card?.photos[0] ?? null

export const photoVoteMachine = setup({
  types: {
    context: {} as PhotoVoteContext,
    events: {} as PhotoVoteEvent,
    input: {} as PhotoVoteInput,
  },
  actors: { loadVotePhotos, castVote },
  guards: {
    hasCandidates: (_, params: { response: VoteResponse }) =>
      params.response.profilesToVote.some((card) => votePhotoOf(card) !== null),
    canRate: ({ context, event }) =>
      (event.type === 'vote.rate' || event.type === 'vote.choose') &&
      isStarRating(event.stars) &&
      votePhotoOf(context.queue[0]) !== null,
    isLastInQueue: ({ context }) => context.queue.length <= 1,
    isNotSubmitting: not(stateIn({ voting: 'submitting' })),
  },
  actions: {
    startLoading: assign({ loadFailed: false, voteFailure: null, pendingStars: null }),
    storeList: assign((_, params: { response: VoteResponse }) => ({
      queue: params.response.profilesToVote.filter((card) => votePhotoOf(card) !== null),
      history: params.response.history,
    })),
    flagLoadFailed: assign({ loadFailed: true, queue: [] }),
    setSex: assign({ sex: ({ context, event }) => (event.type === 'sex.change' ? event.sex : context.sex) }),
    chooseStars: assign({
      pendingStars: ({ context, event }) =>
        event.type === 'vote.choose' ? event.stars : context.pendingStars,
    }),
    startVote: assign({
      pendingStars: ({ event }) => (event.type === 'vote.rate' ? event.stars : null),
      voteFailure: null,
      lastVote: null,
    }),
    recordVote: assign(({ context }) => {
      const [voted, ...rest] = context.queue
      if (!voted || context.pendingStars === null) return {}
      const rated: ProfileCard = { ...voted, userNote: context.pendingStars * 2 }
      return {
        queue: rest,
        history: [rated, ...context.history.filter((card) => card.id !== voted.id)],
        pendingStars: null,
        lastVote: { nickname: voted.nickname, stars: context.pendingStars },
      }
    }),
    storeVoteFailure: assign({
      voteFailure: (_, params: { error: unknown }) => toVoteFailure(params.error),
      pendingStars: null,
    }),
    skipCurrent: assign({
      queue: ({ context }) => context.queue.slice(1),
      pendingStars: null,
      voteFailure: null,
      lastVote: null,
    }),
  },
}).createMachine({
  id: 'photoVote',
  context: ({ input }) => ({
    sex: input.sex,
    queue: [],
    history: [],
    pendingStars: null,
    voteFailure: null,
    loadFailed: false,
    lastVote: null,
  }),
  on: {
    'sex.change': { guard: 'isNotSubmitting', target: '.loading', reenter: true, actions: 'setSex' },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: 'startLoading',
      invoke: {
        id: 'loadVotePhotos',
        src: 'loadVotePhotos',
        input: ({ context }) => ({ sex: context.sex }),
        onDone: [
          {
            guard: { type: 'hasCandidates', params: ({ event }) => ({ response: event.output }) },
            target: 'voting',
            actions: { type: 'storeList', params: ({ event }) => ({ response: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'storeList', params: ({ event }) => ({ response: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: 'flagLoadFailed' },
      },
    },
    voting: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'vote.rate': { guard: 'canRate', target: 'submitting', actions: 'startVote' },
            'vote.choose': { guard: 'canRate', actions: 'chooseStars' },
            'vote.skip': [
              { guard: 'isLastInQueue', target: '#photoVote.loading', actions: 'skipCurrent' },
              { actions: 'skipCurrent' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'castVote',
            src: 'castVote',
            input: ({ context }) => {
              const card = context.queue[0]
              return {
                userId: card?.id ?? '',
                photoNum: votePhotoOf(card)?.num ?? '',
                stars: context.pendingStars ?? 0,
              }
            },
            onDone: [
              { guard: 'isLastInQueue', target: '#photoVote.loading', actions: 'recordVote' },
              { target: 'idle', actions: 'recordVote' },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'storeVoteFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    empty: {
      on: { 'votes.reload': 'loading' },
    },
    failed: {
      on: { 'votes.reload': 'loading' },
    },
  },
})

export type PhotoVoteActorRef = ActorRefFrom<typeof photoVoteMachine>
