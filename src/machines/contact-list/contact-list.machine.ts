/**
 * The chat's three lists (spec sections 2 and 7, load_contacts filters): conversations (1), the
 * blacklist (2) and friends, i.e. favorites (3), one shown at a time. A new message or a socket that
 * reconnected reads the shown list again without hiding it.
 *
 * - `loading`: the shown list is being read, nothing to show yet (another list was picked, or first load).
 * - `ready`: the list is shown. `idle` waits; `refreshing` reads it again in the background and
 *   replaces it when the answer comes (a failed refresh keeps the list and notes the failure).
 * - `failed`: the list could not be read; the member may retry.
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import { toChatFailure } from '../../api/chat-failure'
import { ContactFilter } from '../../api/models/chat'
import { loadContacts } from './contact-list.actors'
import type { ContactListContext, ContactListEvent, ContactListInput } from './contact-list.types'

export const contactListMachine = setup({
  types: {
    context: {} as ContactListContext,
    input: {} as ContactListInput,
    events: {} as ContactListEvent,
  },
  actors: { loadContacts },
  guards: {
    isOtherFilter: ({ context, event }) => event.type === 'filter.change' && event.filter !== context.filter,
  },
  actions: {
    setFilter: assign(({ context, event }) =>
      event.type === 'filter.change'
        ? { filter: event.filter, contacts: [], failure: null }
        : { filter: context.filter },
    ),
    markStale: assign({ stale: true }),
    storeContacts: assign((_, params: { contacts: ContactListContext['contacts'] }) => ({
      contacts: params.contacts,
      failure: null,
      stale: false,
    })),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toChatFailure(params.error) }),
  },
}).createMachine({
  id: 'contactList',
  context: ({ input }) => ({
    filter: input.filter ?? ContactFilter.Conversations,
    contacts: [],
    failure: null,
    stale: false,
  }),
  initial: 'loading',
  on: {
    'filter.change': { guard: 'isOtherFilter', target: '.loading', actions: 'setFilter' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadContacts',
        src: 'loadContacts',
        input: ({ context }) => ({ filter: context.filter, fresh: context.stale }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeContacts', params: ({ event }) => ({ contacts: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        // The answer on its way may predate the change: ask again, from the server.
        'contacts.reload': { target: 'loading', reenter: true, actions: 'markStale' },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'contacts.reload': { target: 'refreshing', actions: 'markStale' } },
        },
        refreshing: {
          invoke: {
            id: 'loadContacts',
            src: 'loadContacts',
            input: ({ context }) => ({ filter: context.filter, fresh: true }),
            onDone: {
              target: 'idle',
              actions: { type: 'storeContacts', params: ({ event }) => ({ contacts: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: { 'contacts.reload': { target: 'refreshing', reenter: true } },
        },
      },
    },
    failed: {
      on: {
        'contacts.retry': { target: 'loading', actions: 'markStale' },
        'contacts.reload': { target: 'loading', actions: 'markStale' },
      },
    },
  },
})

export type ContactListActorRef = ActorRefFrom<typeof contactListMachine>
