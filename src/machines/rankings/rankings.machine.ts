/**
 * The top-photos page (`/app/top-photos`, spec sections 1, 2 and 7): the members ranked by the notes
 * of their photos, for one gender at a time, page by page.
 *
 * - `loading`: reads the page asked for (the previous page's members stay until it arrives).
 * - `loaded`: a page of ranked members; `page.goto` and `sex.change` (back to page 1) read again.
 * - `empty`: nobody ranked for this gender yet.
 * - `failed`: the page could not be read; `rankings.retry` tries again.
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { RankingPage } from '../../api/models/votes'
import { loadRanking } from './rankings.actors'
import type { RankingsContext, RankingsEvent, RankingsInput } from './rankings.types'

const firstPage = (page: number | undefined) => (page && Number.isInteger(page) && page > 0 ? page : 1)

export const rankingsMachine = setup({
  types: {
    context: {} as RankingsContext,
    events: {} as RankingsEvent,
    input: {} as RankingsInput,
  },
  actors: { loadRanking },
  guards: {
    hasProfiles: (_, params: { page: RankingPage }) => params.page.profiles.length > 0,
    isOtherPage: ({ context, event }) =>
      event.type === 'page.goto' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      (context.pageCount === 0 || event.page <= context.pageCount) &&
      event.page !== context.page,
  },
  actions: {
    setPage: assign({
      page: ({ context, event }) => (event.type === 'page.goto' ? event.page : context.page),
    }),
    setSex: assign(({ context, event }) =>
      event.type === 'sex.change' ? { sex: event.sex, page: 1, pageCount: 0 } : { sex: context.sex },
    ),
    storePage: assign((_, params: { page: RankingPage }) => ({
      profiles: params.page.profiles,
      pageCount: params.page.pageCount,
    })),
  },
}).createMachine({
  id: 'rankings',
  context: ({ input }) => ({ sex: input.sex, page: firstPage(input.page), pageCount: 0, profiles: [] }),
  on: {
    'page.goto': { guard: 'isOtherPage', target: '.loading', reenter: true, actions: 'setPage' },
    'sex.change': { target: '.loading', reenter: true, actions: 'setSex' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRanking',
        src: 'loadRanking',
        input: ({ context }) => ({ sex: context.sex, page: context.page }),
        onDone: [
          {
            guard: { type: 'hasProfiles', params: ({ event }) => ({ page: event.output }) },
            target: 'loaded',
            actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: { target: 'failed' },
      },
    },
    loaded: {},
    empty: {},
    failed: {
      on: { 'rankings.retry': 'loading' },
    },
  },
})

export type RankingsActorRef = ActorRefFrom<typeof rankingsMachine>
