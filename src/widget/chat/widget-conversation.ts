/**
 * The conversation machine as the widget runs it: the same machine, with the draft (and messages
 * that never got through) kept in memory for the visit instead of in the partner page's storage.
 */
import { assign } from 'xstate'
import { restoredDraft, storedDraftOf } from '../../machines/conversation/conversation.drafts'
import { conversationMachine } from '../../machines/conversation/conversation.machine'
import type { StoredDraft } from '../../machines/conversation/conversation.types'

const drafts = new Map<string, StoredDraft>()
const keyOf = (context: { memberId: string; contactId: string }) => `${context.memberId}:${context.contactId}`

export const widgetConversationMachine = conversationMachine.provide({
  actions: {
    restoreDraft: assign(({ context }) =>
      restoredDraft(drafts.get(keyOf(context)) ?? { text: '', unsent: [] }, context),
    ),
    storeDraft: ({ context }) => {
      drafts.set(keyOf(context), storedDraftOf(context))
    },
  },
})
