/**
 * The actions only the socket machine's `following` state uses (see its JSDoc): another tab of the
 * session holds the socket (socket.tabs.ts). This tab mirrors the leader's status, hears the
 * frames it forwards and hands it the frames to send; a new leader (the old one gone) gets every
 * frame not written yet, which it ignores when it already has them.
 */
import { assign, emit, enqueueActions } from 'xstate'
import type { SocketBase } from './socket.setup'
import { tabsPost } from './socket.tabs'
import type { SocketContext } from './socket.types'

// xstate's helpers as the socket's setup types them, so these actions are checked where written.
const socketAssign: SocketBase['assign'] = assign
const socketEmit: SocketBase['emit'] = emit
const socketEnqueue: SocketBase['enqueueActions'] = enqueueActions

/** The newest frame goes to the leader. */
export const postNewestFrame = socketEnqueue(({ context, enqueue }) => {
  const newest = context.queue.at(-1)
  if (newest)
    enqueue.sendTo(
      'tabs',
      tabsPost({ kind: 'send', from: context.tabId, id: newest.id, frame: newest.frame }),
    )
})

/** Following a new leader: everything not yet written goes to it (it ignores what it has). */
export const postQueueToNewLeader = socketEnqueue(({ context, event, enqueue }) => {
  if (event.type !== 'tabs.leaderStatus' || event.leaderId === context.leaderId) return
  for (const { id, frame } of context.queue) {
    enqueue.sendTo('tabs', tabsPost({ kind: 'send', from: context.tabId, id, frame }))
  }
})

export const followLeader = socketAssign(({ context, event }): Partial<SocketContext> => {
  if (event.type !== 'tabs.leaderStatus') return {}
  return {
    leaderId: event.leaderId,
    error: event.error,
    hasConnected: context.hasConnected || event.status === 'connected',
  }
})

export const askLeaderToReconnect = socketEnqueue(({ context, enqueue }) => {
  enqueue.sendTo('tabs', tabsPost({ kind: 'reconnect', from: context.tabId }))
})

export const emitReconnected = socketEmit({ type: 'socket.reconnected' } as const)
