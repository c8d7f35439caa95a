/**
 * The conversation machine as the widget runs it: the same machine, with the draft (and messages
 * that never got through) kept in memory for the visit instead of in the partner page's storage.
 */
import { assign } from 'xstate'
import { storedDraftOf } from '../../machines/conversation/conversation.drafts'
import { conversationMachine } from '../../machines/conversation/conversation.machine'
import { outgoingMessage } from '../../machines/conversation/conversation.messages'
import type { StoredDraft } from '../../machines/conversation/conversation.types'

const drafts = new Map<string, StoredDraft>()
const keyOf = (context: { memberId: string; contactId: string }) => `${context.memberId}:${context.contactId}`

export const widgetConversationMachine = conversationMachine.provide({
  actions: {
    restoreDraft: assign(({ context }) => {
      const stored = drafts.get(keyOf(context)) ?? { text: '', unsent: [] }
      return {
        draft: stored.text,
        messages: stored.unsent.map((m) => outgoingMessage(m, context.memberId, context.contactId, 'failed')),
      }
    }),
    storeDraft: ({ context }) => {
      drafts.set(keyOf(context), storedDraftOf(context))
    },
  },
})
