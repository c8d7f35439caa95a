/**
 * The conversation machine's `lists` region (see its JSDoc): the contact's place in the member's
 * blacklist (setIgnore) and contact list (setContact), one change on its way at a time. A change
 * the server refused leaves the lists as they were and says why.
 */
import { not } from 'xstate'
import type { ConversationStateConfig } from './conversation.machine'
import type { ConversationArgs, ConversationContext, ListChange } from './conversation.types'

/** What a change the server accepted makes true. */
export const LIST_EFFECT: Record<
  ListChange,
  Partial<Pick<ConversationContext, 'isBlacklisted' | 'isContact'>>
> = {
  blacklist: { isBlacklisted: true },
  unblacklist: { isBlacklisted: false },
  addContact: { isContact: true },
  removeContact: { isContact: false },
}

const listChangeState = (change: ListChange) =>
  ({
    invoke: {
      id: 'changeList',
      src: 'changeList',
      input: ({ context }) => ({ change, contactId: context.contactId }),
      onDone: { target: 'idle', actions: { type: 'applyListChange', params: { change } } },
      onError: {
        target: 'idle',
        actions: { type: 'storeListFailure', params: ({ event }) => ({ error: event.error }) },
      },
    },
  }) satisfies ConversationStateConfig

export const lists = {
  initial: 'idle',
  states: {
    idle: {
      on: {
        'contact.blacklist': {
          guard: not('isBlacklisted'),
          target: 'blacklisting',
          actions: 'startListChange',
        },
        'contact.unblacklist': {
          guard: 'isBlacklisted',
          target: 'unblacklisting',
          actions: 'startListChange',
        },
        'contact.add': { guard: not('isContact'), target: 'addingContact', actions: 'startListChange' },
        'contact.remove': { guard: 'isContact', target: 'removingContact', actions: 'startListChange' },
      },
    },
    blacklisting: listChangeState('blacklist'),
    unblacklisting: listChangeState('unblacklist'),
    addingContact: listChangeState('addContact'),
    removingContact: listChangeState('removeContact'),
  },
} satisfies ConversationStateConfig

export const isBlacklisted = ({ context }: ConversationArgs) => context.isBlacklisted
export const isContact = ({ context }: ConversationArgs) => context.isContact
