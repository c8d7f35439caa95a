/**
 * The partner page's JavaScript API: one global function, `FlirtWidget(command, ...args)`, that
 * takes calls before the widget has loaded, keeps them in order, and hands them to the widget once
 * it is mounted. It also adopts calls a partner made before even the loader ran, in either of the two
 * usual shapes:
 *
 *   window.FlirtWidget = window.FlirtWidget || function () { (FlirtWidget.q = FlirtWidget.q || []).push(arguments) }
 *   (window.FlirtWidget = window.FlirtWidget || []).push(['open'])
 *
 * Pure: no DOM, so the unit tests drive it directly (command-queue.test.ts).
 */

/** What the widget does with each command once it is mounted. */
export interface WidgetController {
  /** Opens the chat panel, with the member of that id when one is given. */
  open(memberId?: string): void
  close(): void
  /** 'fr', 'en' or 'es'; anything else is ignored. */
  setLanguage(language: string): void
  /** Called with the unread count now, then on every change. */
  onUnreadCount(callback: (count: number) => void): void
}

export type WidgetCommand = keyof WidgetController

export const WIDGET_COMMANDS: readonly WidgetCommand[] = ['open', 'close', 'setLanguage', 'onUnreadCount']

/** The global function, with `push` so code that still pushes arrays after the load keeps working. */
export interface WidgetGlobal {
  (command: WidgetCommand, ...args: unknown[]): void
  push(call: ArrayLike<unknown>): void
  /** Marks our own function, so a second copy of the loader on the page does nothing. */
  readonly loader: true
}

export const isWidgetCommand = (name: unknown): name is WidgetCommand =>
  (WIDGET_COMMANDS as readonly unknown[]).includes(name)

/** The calls a partner queued before the loader ran (function stub with `.q`, or an array). */
export function earlierCalls(existing: unknown): unknown[][] {
  const list = Array.isArray(existing)
    ? existing
    : typeof existing === 'function' && Array.isArray((existing as unknown as { q?: unknown }).q)
      ? (existing as unknown as { q: unknown[] }).q
      : []
  return list
    .filter((call) => call && typeof call === 'object')
    .map((call) => Array.from(call as ArrayLike<unknown>))
}

export interface CommandQueue {
  /** A call from the page: run now when the widget is mounted, queued otherwise. */
  call(args: unknown[]): void
  /** The widget is mounted: every queued call runs, in order, then calls go straight through. */
  attach(controller: WidgetController): void
  /** How many calls wait (tests). */
  readonly size: number
}

/**
 * `onOpen` runs when an `open` arrives before the widget is mounted: the loader then loads it at
 * once instead of waiting for the page to be idle.
 */
export function createCommandQueue(onOpen: () => void = () => {}): CommandQueue {
  let target: WidgetController | null = null
  const waiting: unknown[][] = []
  const run = (controller: WidgetController, [command, ...args]: unknown[]) => {
    if (!isWidgetCommand(command)) {
      console.warn(`FlirtWidget: unknown command ${String(command)}`)
      return
    }
    ;(controller[command] as (...a: unknown[]) => void)(...args)
  }
  return {
    call(args) {
      if (target) return run(target, args)
      waiting.push(args)
      if (args[0] === 'open') onOpen()
    },
    attach(controller) {
      target = controller
      for (const args of waiting.splice(0)) run(controller, args)
    },
    get size() {
      return waiting.length
    },
  }
}

/** The global function over a queue. */
export function createWidgetGlobal(queue: CommandQueue): WidgetGlobal {
  const api = ((...args: unknown[]) => queue.call(args)) as WidgetGlobal
  api.push = (call) => queue.call(Array.from(call))
  Object.defineProperty(api, 'loader', { value: true })
  return api
}
