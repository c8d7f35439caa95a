/**
 * What a tab of a shared socket tells the others (socket.tabs.ts), as the socket machine's actions:
 * a tab says hello when it starts or takes the lead; the leader answers with its status, every tab
 * with its view (visible, focused), so the leader picks one tab to pop a toast for each frame it
 * forwards; a tab going away says bye. The leader also tells every tab when its socket is back.
 * A socket that is not shared (the widget) posts nothing and toasts every frame itself.
 */
import { assign, enqueueActions } from 'xstate'
import type { SocketBase } from './socket.setup'
import { isSeenInView, type TabPresenceCommand, tabsPost, toastTabOf } from './socket.tabs'
import type { PendingToast, SocketContext } from './socket.types'

// xstate's helpers as the socket's setup types them, so these actions are checked where written.
const socketAssign: SocketBase['assign'] = assign
const socketEnqueue: SocketBase['enqueueActions'] = enqueueActions

/**
 * This tab holds the lock now: it leads, and its own status is the one the others follow. The views
 * it knew are dropped but its own: a tab that crashed (no goodbye) would otherwise still be picked
 * for toasts, or still count as showing a conversation; the tabs alive answer its hello with theirs.
 */
export const lead = socketAssign(({ context }) => {
  const own = context.views[context.tabId]
  return { leading: true, leaderId: context.tabId, views: own ? { [context.tabId]: own } : {} }
})

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

/** Says this tab's view again (its presence lock is held now: see `createTabPresenceActor`). */
export const sayView = socketEnqueue(({ context, enqueue }) => {
  const own = context.views[context.tabId]
  if (context.tabsName && own) enqueue.sendTo('tabs', tabsPost({ kind: 'view', from: context.tabId, ...own }))
})

export const noteOwnView = socketEnqueue(({ context, event, enqueue }) => {
  if (event.type !== 'tabs.ownViewChanged') return
  const view = { visible: event.visible, focused: event.focused, at: Date.now(), chatWith: event.chatWith }
  enqueue.assign({ views: { ...context.views, [context.tabId]: view } })
  if (context.tabsName) enqueue.sendTo('tabs', tabsPost({ kind: 'view', from: context.tabId, ...view }))
})

/**
 * Another tab's view. The leader watches a tab it did not know (the presence actor), so a tab that
 * goes without a word (a crash) is forgotten as one that said goodbye.
 */
export const noteView = socketEnqueue(({ context, event, enqueue }) => {
  if (event.type !== 'tabs.viewChanged') return
  // The leader's own clock orders views: tabs' clocks may differ.
  const view = { visible: event.visible, focused: event.focused, at: Date.now(), chatWith: event.chatWith }
  enqueue.assign({ views: { ...context.views, [event.tabId]: view } })
  if (context.leading && !Object.hasOwn(context.views, event.tabId))
    enqueue.sendTo('presence', { type: 'tabs.watch', tabId: event.tabId } satisfies TabPresenceCommand)
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

/**
 * The leader forwards a frame to every tab. A message whose conversation a visible tab shows is
 * `seen`: read everywhere, no toast. Otherwise one tab pops its toast: the focused visible one, else
 * the visible one seen last; when that is another tab, the toast stays pending until that tab says it
 * showed it (see `settleToast`, `handToastOn`).
 */
export const forwardMessage = socketEnqueue(({ context, event, enqueue }) => {
  if (event.type !== 'socket.messageReceived') return
  const receivedAt = Date.now()
  const { message } = event
  const seen = isSeenInView(message, context.views)
  if (!context.tabsName) {
    enqueue.emit({ type: 'realtime.received', message, receivedAt, toastHere: !seen, seen })
    return
  }
  const toastTab = seen ? null : toastTabOf(context.views)
  const seq = context.nextFrameSeq
  enqueue.emit({
    type: 'realtime.received',
    message,
    receivedAt,
    toastHere: toastTab === context.tabId,
    seen,
  })
  enqueue.sendTo(
    'tabs',
    tabsPost({ kind: 'frame', from: context.tabId, message, receivedAt, toastTab, seq, seen }),
  )
  const pending =
    toastTab !== null && toastTab !== context.tabId
      ? [...context.pendingToasts, { seq, message, receivedAt, tab: toastTab, tried: [] }]
      : context.pendingToasts
  enqueue.assign({ nextFrameSeq: seq + 1, pendingToasts: pending })
  if (pending !== context.pendingToasts) awaitAnswer(enqueue, seq)
})

/** A follower heard a frame: it emits it, and answers for its toast when it was the tab picked. */
export const receiveTabFrame = socketEnqueue(({ context, event, enqueue }) => {
  if (event.type !== 'tabs.frameReceived') return
  const { message, receivedAt, seq, seen } = event
  const shown = event.toastHere && isShownHere(context)
  enqueue.emit({ type: 'realtime.received', message, receivedAt, toastHere: shown, seen })
  if (event.toastHere)
    enqueue.sendTo('tabs', tabsPost({ kind: 'toastAnswer', from: context.tabId, seq, shown }))
})

/** A follower was handed a toast another tab could not show: it shows it if seen, and answers. */
export const receiveHandedToast = socketEnqueue(({ context, event, enqueue }) => {
  if (event.type !== 'tabs.toastHanded') return
  const shown = isShownHere(context)
  if (shown)
    enqueue.emit({ type: 'realtime.toastHanded', message: event.message, receivedAt: event.receivedAt })
  enqueue.sendTo('tabs', tabsPost({ kind: 'toastAnswer', from: context.tabId, seq: event.seq, shown }))
})

/** This tab is seen now (a tab that never reported its view counts as seen). */
const isShownHere = (context: { views: Record<string, { visible: boolean }>; tabId: string }) =>
  context.views[context.tabId]?.visible ?? true

/**
 * The leader hears how a handed toast went: shown, it is settled; not shown (the tab is hidden), or
 * never answered (the tab crashed), or the tab went away, it goes to the next visible tab not tried.
 */
export const settleToast = socketEnqueue(({ context, event, enqueue }) => {
  if (event.type === 'tabs.toastAnswered') {
    const pending = context.pendingToasts.find((p) => p.seq === event.seq && p.tab === event.tabId)
    if (!pending) return
    enqueue.cancel(toastTimerId(pending.seq))
    if (event.shown) {
      enqueue.assign({ pendingToasts: context.pendingToasts.filter((p) => p !== pending) })
      return
    }
    handOn(context, [pending], enqueue)
    return
  }
  if (event.type === 'tabs.toastUnanswered') {
    handOn(
      context,
      context.pendingToasts.filter((p) => p.seq === event.seq),
      enqueue,
    )
    return
  }
  if (event.type === 'tabs.gone') {
    const gone = context.pendingToasts.filter((p) => p.tab === event.tabId)
    for (const p of gone) enqueue.cancel(toastTimerId(p.seq))
    handOn({ ...context, views: withoutView(context.views, event.tabId) }, gone, enqueue)
  }
})

const withoutView = <V>(views: Record<string, V>, tabId: string) => {
  const { [tabId]: _gone, ...rest } = views
  return rest
}

type Enqueue = Parameters<Parameters<SocketBase['enqueueActions']>[0]>[0]['enqueue']

/** Hands each pending toast to the next visible tab not tried yet: this one (shown at once) or another. */
function handOn(context: SocketContext, pendings: readonly PendingToast[], enqueue: Enqueue) {
  if (pendings.length === 0) return
  let rest = context.pendingToasts.filter((p) => !pendings.includes(p))
  for (const pending of pendings) {
    const tried = [...pending.tried, pending.tab]
    const next = toastTabOf(context.views, tried)
    if (next === null) continue
    if (next === context.tabId) {
      enqueue.emit({ type: 'realtime.toastHanded', message: pending.message, receivedAt: pending.receivedAt })
      continue
    }
    rest = [...rest, { ...pending, tab: next, tried }]
    enqueue.sendTo(
      'tabs',
      tabsPost({
        kind: 'toast',
        from: context.tabId,
        to: next,
        seq: pending.seq,
        message: pending.message,
        receivedAt: pending.receivedAt,
      }),
    )
    awaitAnswer(enqueue, pending.seq)
  }
  enqueue.assign({ pendingToasts: rest })
}

/** A tab that never answers (crashed) loses the toast to the next one after `toastAnswer`. */
const awaitAnswer = (enqueue: Enqueue, seq: number) =>
  enqueue.raise({ type: 'tabs.toastUnanswered', seq }, { delay: 'toastAnswer', id: toastTimerId(seq) })

/** The id of the delayed `tabs.toastUnanswered` for frame `seq`, cancelled by its answer. */
export const toastTimerId = (seq: number) => `toast-answer-${seq}`
