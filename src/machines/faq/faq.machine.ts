/**
 * The FAQ page (/app/faq, spec section 3: sections with a name and question/answer pairs).
 *
 * - `loading`: the sections are fetched ('Chargement...').
 * - `ready`: at least one section to show.
 * - `empty`: the server has no question yet.
 * - `failed`: the call failed; the member may try again.
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { FaqSection } from '../../api/models/support'
import { loadFaq } from './faq.actors'
import type { FaqContext, FaqEvent } from './faq.types'

export const faqMachine = setup({
  types: { context: {} as FaqContext, events: {} as FaqEvent },
  actors: { loadFaq },
  guards: {
    hasSections: (_, params: { sections: FaqSection[] }) => params.sections.length > 0,
  },
  actions: {
    storeSections: assign({ sections: (_, params: { sections: FaqSection[] }) => params.sections }),
  },
}).createMachine({
  id: 'faq',
  context: { sections: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFaq',
        src: 'loadFaq',
        onDone: [
          {
            guard: { type: 'hasSections', params: ({ event }) => ({ sections: event.output }) },
            target: 'ready',
            actions: { type: 'storeSections', params: ({ event }) => ({ sections: event.output }) },
          },
          { target: 'empty' },
        ],
        onError: { target: 'failed' },
      },
    },
    ready: {},
    empty: {},
    failed: {
      on: { 'faq.retry': 'loading' },
    },
  },
})

export type FaqActorRef = ActorRefFrom<typeof faqMachine>
