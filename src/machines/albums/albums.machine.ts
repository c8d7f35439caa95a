/**
 * The albums page (`/app/albums`, footer 'Albums photos'): members' photo albums, newest members
 * first, page by page; each opens in the gallery dialog.
 *
 * - `loading`: reads the page asked for (the previous page's albums stay until it arrives).
 * - `loaded`: a page of albums; `page.goto` reads another.
 * - `empty`: no member has photos.
 * - `failed`: the page could not be read; `albums.retry` tries again.
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import { loadAlbums } from './albums.actors'
import type { AlbumsContext, AlbumsEvent, AlbumsInput, AlbumsPage } from './albums.types'

const firstPage = (page: number | undefined) => (page && Number.isInteger(page) && page > 0 ? page : 1)

export const albumsMachine = setup({
  types: {
    context: {} as AlbumsContext,
    events: {} as AlbumsEvent,
    input: {} as AlbumsInput,
  },
  actors: { loadAlbums },
  guards: {
    hasProfiles: (_, params: { page: AlbumsPage }) => params.page.profiles.length > 0,
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
    storePage: assign((_, params: { page: AlbumsPage }) => ({
      profiles: params.page.profiles,
      pageCount: params.page.pageCount,
      total: params.page.total,
    })),
  },
}).createMachine({
  id: 'albums',
  context: ({ input }) => ({ page: firstPage(input.page), pageCount: 0, total: 0, profiles: [] }),
  on: {
    'page.goto': { guard: 'isOtherPage', target: '.loading', reenter: true, actions: 'setPage' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAlbums',
        src: 'loadAlbums',
        input: ({ context }) => ({ page: context.page }),
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
      on: { 'albums.retry': 'loading' },
    },
  },
})

export type AlbumsActorRef = ActorRefFrom<typeof albumsMachine>
