/**
 * The socket machine's queue (see its JSDoc): frames to send wait in `queue` until the socket actor
 * reports each one handed to the open, authenticated socket (`socket.frameWritten`), so a drop
 * mid-flush loses nothing and nothing that may have reached the server is sent again. A leading tab
 * queues its followers' frames too, each once, and tells a follower when its frame is written.
 */
import { assign, enqueueActions } from 'xstate'
import type { SocketBase } from './socket.setup'
import { tabsPost } from './socket.tabs'
import type { QueuedFrame, SocketContext, SocketEvent } from './socket.types'

// xstate's helpers as the socket's setup types them, so these actions are checked where written.
const socketAssign: SocketBase['assign'] = assign
const socketEnqueue: SocketBase['enqueueActions'] = enqueueActions

/** The frame a follower asked for, if this tab queued it already. */
const queuedFor = (
  queue: readonly QueuedFrame[],
  event: Extract<SocketEvent, { type: 'tabs.sendRequested' }>,
) => queue.find((f) => f.origin?.tabId === event.tabId && f.origin.id === event.id)

const queued = (context: SocketContext, frame: Omit<QueuedFrame, 'id'>): Partial<SocketContext> => ({
  queue: [...context.queue, { id: context.nextFrameId, ...frame }],
  nextFrameId: context.nextFrameId + 1,
})

export const enqueueFrame = socketAssign(({ context, event }) =>
  event.type === 'socket.send' ? queued(context, { frame: event.frame }) : {},
)

/** A follower's frame, once (it sends its queue again to a new leader). */
export const enqueueTabFrame = socketAssign(({ context, event }) => {
  if (event.type !== 'tabs.sendRequested' || queuedFor(context.queue, event)) return {}
  return queued(context, { frame: event.frame, origin: { tabId: event.tabId, id: event.id } })
})

export const writeNewestFrame = socketEnqueue(({ context, enqueue }) => {
  const newest = context.queue.at(-1)
  if (newest) enqueue.sendTo('socket', { type: 'socket.write', id: newest.id, frame: newest.frame })
})

/** The frame a follower just asked for, written at once (unless it was already queued). */
export const writeTabFrame = socketEnqueue(({ context, event, enqueue }) => {
  if (event.type !== 'tabs.sendRequested') return
  const queuedFrame = queuedFor(context.queue, event)
  if (queuedFrame)
    enqueue.sendTo('socket', { type: 'socket.write', id: queuedFrame.id, frame: queuedFrame.frame })
})

export const flushQueue = socketEnqueue(({ context, enqueue }) => {
  for (const { id, frame } of context.queue) enqueue.sendTo('socket', { type: 'socket.write', id, frame })
})

export const forgetWrittenFrame = socketEnqueue(({ context, event, enqueue }) => {
  if (event.type !== 'socket.frameWritten') return
  const written = context.queue.find((f) => f.id === event.id)
  enqueue.assign({ queue: context.queue.filter((f) => f.id !== event.id) })
  // Written in the same task as this acknowledgement: a frame never acknowledged never went out.
  if (written?.origin) {
    enqueue.sendTo(
      'tabs',
      tabsPost({ kind: 'written', from: context.tabId, to: written.origin.tabId, id: written.origin.id }),
    )
  }
})

export const dropQueue = socketAssign({ queue: [] })
