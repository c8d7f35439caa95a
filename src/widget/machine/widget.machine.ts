/**
 * The widget shell on a partner page: the chat panel, the chat's code and the unread count of the
 * launcher's badge. The carousel and the chat itself run their own machines (online members,
 * session, socket, conversation); this one only ties them to the launcher and the page's API.
 *
 * Two regions run side by side:
 * - `panel.closed` / `panel.open`: whether the chat panel shows. Opening on a member selects them and
 *   marks what they sent as seen; messages from the member on screen never count as unread.
 * - `chatCode.idle`: the chat's code is not loaded; nothing about a session exists yet (nothing
 *   stored, no socket). `chatCode.loading`: on the first intent (hover, focus) or opening.
 *   `chatCode.ready`: loaded. `chatCode.failed`: the chunk did not load (offline, blocked); the
 *   panel offers to retry, and the next intent retries too.
 */
import { assign, setup } from 'xstate'
import { loadChat } from './widget.actors'
import type { WidgetContext, WidgetEvent } from './widget.types'

const withoutMember = (unread: Record<string, number>, memberId: string | null) => {
  if (!memberId || !(memberId in unread)) return unread
  const { [memberId]: _seen, ...rest } = unread
  return rest
}

export const widgetMachine = setup({
  types: { context: {} as WidgetContext, events: {} as WidgetEvent },
  actors: { loadChat },
  actions: {
    selectMember: assign(({ context, event }) => {
      if (event.type !== 'panel.open' || !event.memberId || event.memberId === context.memberId) {
        return { unread: withoutMember(context.unread, context.memberId) }
      }
      return {
        memberId: event.memberId,
        memberName: event.nickname ?? null,
        unread: withoutMember(context.unread, event.memberId),
      }
    }),
    clearMember: assign({ memberId: null, memberName: null }),
    countMessage: assign({
      unread: ({ context }, params: { fromId: string }) => ({
        ...context.unread,
        [params.fromId]: (context.unread[params.fromId] ?? 0) + 1,
      }),
    }),
  },
  guards: {
    /** The message comes from the member whose conversation is on screen. */
    isFromMemberOnScreen: ({ context }, params: { fromId: string }) => context.memberId === params.fromId,
  },
}).createMachine({
  id: 'widget',
  type: 'parallel',
  context: { memberId: null, memberName: null, unread: {} },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'panel.open': { target: 'open', actions: 'selectMember' },
            'panel.toggle': { target: 'open', actions: 'selectMember' },
          },
        },
        open: {
          on: {
            'panel.open': { actions: 'selectMember' },
            'panel.close': 'closed',
            'panel.toggle': 'closed',
            'member.cleared': { actions: 'clearMember' },
            'message.received': {
              guard: {
                type: 'isFromMemberOnScreen',
                params: ({ event }) => ({ fromId: event.fromId }),
              },
              // Seen as it arrives: not counted (the region's own handler counts the others).
              actions: [],
            },
          },
        },
      },
      on: {
        'message.received': {
          actions: { type: 'countMessage', params: ({ event }) => ({ fromId: event.fromId }) },
        },
      },
    },
    chatCode: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'chat.intent': 'loading', 'panel.open': 'loading', 'panel.toggle': 'loading' },
        },
        loading: {
          invoke: { id: 'loadChat', src: 'loadChat', onDone: 'ready', onError: 'failed' },
        },
        ready: {},
        failed: {
          on: { 'chat.retry': 'loading', 'chat.intent': 'loading', 'panel.open': 'loading' },
        },
      },
    },
  },
})
