/**
 * Who visited the member and who voted for their photos (/app/account/visitors, spec section 7
 * `guest/get/visites` and `guest/get/votes`): two tabs, each paged by the server and remembered, so
 * going back to a tab shows it at once. Holds error codes, never text.
 *
 * - `loading`: the current tab's page is being read; a page already shown stays on screen, busy.
 * - `loaded`: the page (possibly empty: nobody yet); `page.go` and `tab.select` read another one.
 * - `failed`: the read failed; `guests.retry` reads the same page again.
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { GuestPage } from '../../api/models/social'
import { loadGuests } from './visitors.actors'
import type { GuestList, GuestTab, VisitorsContext, VisitorsEvent, VisitorsInput } from './visitors.types'

export const GUEST_TABS: readonly GuestTab[] = ['visits', 'votes']

const emptyList = (page = 1): GuestList => ({ page, shownPage: 0, guests: [], pageCount: 0, total: 0 })

const wholePage = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value >= 1 ? value : 1

export function initialVisitorsContext(input: VisitorsInput = {}): VisitorsContext {
  const tab = input.tab === 'votes' ? 'votes' : 'visits'
  return {
    tab,
    lists: {
      visits: emptyList(tab === 'visits' ? wholePage(input.page) : 1),
      votes: emptyList(tab === 'votes' ? wholePage(input.page) : 1),
    },
    error: null,
  }
}

export const visitorsMachine = setup({
  types: {
    context: {} as VisitorsContext,
    events: {} as VisitorsEvent,
    input: {} as VisitorsInput,
  },
  actors: { loadGuests },
  guards: {
    isOtherTab: ({ context, event }) => event.type === 'tab.select' && event.tab !== context.tab,
    /** The tab asked for was read before: it shows at once. */
    isOtherTabShown: ({ context, event }) => {
      if (event.type !== 'tab.select' || event.tab === context.tab) return false
      const { shownPage } = context.lists[event.tab]
      return shownPage > 0 && (event.page === undefined || event.page === shownPage)
    },
    /** A page that exists and is not the one shown. */
    isOtherPage: ({ context, event }) => {
      if (event.type !== 'page.go') return false
      const list = context.lists[context.tab]
      return (
        Number.isInteger(event.page) &&
        event.page >= 1 &&
        event.page <= Math.max(list.pageCount, 1) &&
        event.page !== list.shownPage
      )
    },
  },
  actions: {
    /** A page of the tab left half-read is forgotten: back on that tab, the page shown is the one asked. */
    selectTab: assign(({ context, event }) => {
      if (event.type !== 'tab.select') return {}
      const left = context.lists[context.tab]
      const settled = left.shownPage > 0 ? { ...left, page: left.shownPage } : left
      const chosen = context.lists[event.tab]
      const opened = event.page === undefined ? chosen : { ...chosen, page: wholePage(event.page) }
      return {
        tab: event.tab,
        lists: { ...context.lists, [context.tab]: settled, [event.tab]: opened },
        error: null,
      }
    }),
    askForPage: assign(({ context, event }) => {
      if (event.type !== 'page.go') return {}
      const list = context.lists[context.tab]
      return { lists: { ...context.lists, [context.tab]: { ...list, page: event.page } }, error: null }
    }),
    storePage: assign(({ context }, params: { answer: GuestPage }) => {
      const list = context.lists[context.tab]
      const stored: GuestList = {
        page: list.page,
        shownPage: list.page,
        guests: params.answer.guests,
        pageCount: params.answer.pageCount,
        total: params.answer.total,
      }
      return { lists: { ...context.lists, [context.tab]: stored }, error: null }
    }),
    flagLoadFailed: assign({ error: 'loadFailed' as const }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'visitors',
  context: ({ input }) => initialVisitorsContext(input),
  initial: 'loading',
  on: {
    'tab.select': [
      { guard: 'isOtherTabShown', target: '.loaded', actions: 'selectTab' },
      { guard: 'isOtherTab', target: '.loading', reenter: true, actions: 'selectTab' },
    ],
  },
  states: {
    loading: {
      invoke: {
        id: 'loadGuests',
        src: 'loadGuests',
        input: ({ context }) => ({ tab: context.tab, page: context.lists[context.tab].page }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storePage', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: { target: 'failed', actions: 'flagLoadFailed' },
      },
    },
    loaded: {
      on: { 'page.go': { guard: 'isOtherPage', target: 'loading', actions: 'askForPage' } },
    },
    failed: {
      on: {
        'guests.retry': { target: 'loading', actions: 'clearError' },
        'page.go': { guard: 'isOtherPage', target: 'loading', actions: 'askForPage' },
      },
    },
  },
})

export type VisitorsActorRef = ActorRefFrom<typeof visitorsMachine>
