/**
 * What a tab of a shared socket tells the others (socket.tabs.ts), as the socket machine's actions:
 * a tab says hello when it starts or takes the lead; the leader answers with its status, every tab
 * with its view (visible, focused), so the leader picks one tab to pop a toast for each frame it
 * forwards; a tab going away says bye. The leader also tells every tab when its socket is back.
 * A socket that is not shared (the widget) posts nothing and toasts every frame itself.
 */
import { assign, enqueueActions } from 'xstate'
import type { SocketBase } from './socket.setup'
import { tabsPost, toastTabOf } from './socket.tabs'

// xstate's helpers as the socket's setup types them, so these actions are checked where written.
const socketAssign: SocketBase['assign'] = assign
const socketEnqueue: SocketBase['enqueueActions'] = enqueueActions

/** This tab holds the lock now: it leads, and its own status is the one the others follow. */
export const lead = socketAssign({ leading: true, leaderId: ({ context }) => context.tabId })

/** Tells the other tabs this one started (or leads now): the leader's status and views follow. */
export const sayHello = socketEnqueue(({ context, enqueue }) => {
  if (context.tabsName) enqueue.sendTo('tabs', tabsPost({ kind: 'hello', from: context.tabId }))
})

export const answerHello = socketEnqueue(({ context, enqueue }) => {
  if (!context.tabsName) return
  if (context.leading) {
    const error = context.status === 'error' ? context.error : null
    enqueue.sendTo('tabs', tabsPost({ kind: 'status', from: context.tabId, status: context.status, error }))
  }
  const own = context.views[context.tabId]
  if (own) enqueue.sendTo('tabs', tabsPost({ kind: 'view', from: context.tabId, ...own }))
})

export const noteOwnView = socketEnqueue(({ context, event, enqueue }) => {
  if (event.type !== 'tabs.ownViewChanged') return
  const view = { visible: event.visible, focused: event.focused, at: Date.now() }
  enqueue.assign({ views: { ...context.views, [context.tabId]: view } })
  if (context.tabsName) enqueue.sendTo('tabs', tabsPost({ kind: 'view', from: context.tabId, ...view }))
})

export const noteView = socketAssign(({ context, event }) => {
  if (event.type !== 'tabs.viewChanged') return {}
  // The leader's own clock orders views: tabs' clocks may differ.
  const view = { visible: event.visible, focused: event.focused, at: Date.now() }
  return { views: { ...context.views, [event.tabId]: view } }
})

/** A tab gone no longer pops toasts. */
export const forgetView = socketAssign(({ context, event }) => {
  if (event.type !== 'tabs.gone') return {}
  const { [event.tabId]: _gone, ...views } = context.views
  return { views }
})

export const sayBye = socketEnqueue(({ context, enqueue }) => {
  if (context.tabsName) enqueue.sendTo('tabs', tabsPost({ kind: 'bye', from: context.tabId }))
})

export const announceReconnected = socketEnqueue(({ context, enqueue }) => {
  if (!context.hasConnected) return
  enqueue.emit({ type: 'socket.reconnected' })
  if (context.tabsName) enqueue.sendTo('tabs', tabsPost({ kind: 'reconnected', from: context.tabId }))
})

export const forwardMessage = socketEnqueue(({ context, event, enqueue }) => {
  if (event.type !== 'socket.messageReceived') return
  const receivedAt = Date.now()
  if (!context.tabsName) {
    enqueue.emit({ type: 'realtime.received', message: event.message, receivedAt, toastHere: true })
    return
  }
  // One tab pops the toast: the focused visible one, else the visible one seen last.
  const toastTab = toastTabOf(context.views)
  enqueue.emit({
    type: 'realtime.received',
    message: event.message,
    receivedAt,
    toastHere: toastTab === context.tabId,
  })
  enqueue.sendTo(
    'tabs',
    tabsPost({ kind: 'frame', from: context.tabId, message: event.message, receivedAt, toastTab }),
  )
})
