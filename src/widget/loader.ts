/**
 * The widget's loader: the only script a partner page includes (built alone, as a classic script of
 * under 2 KB gzip, into dist/widget/loader.js). It
 *  - installs the one global, `FlirtWidget`, whose calls wait in a queue until the widget is mounted;
 *  - reserves the placeholder's height at once (a shadow root with one rule), so nothing shifts;
 *  - loads the widget module when the placeholder nears the viewport or the page is idle, or at
 *    once on `FlirtWidget('open')`. The chat itself loads later still, on the visitor's intent.
 * It stores nothing, opens no socket and adds no element to the page.
 */
import {
  createCommandQueue,
  createWidgetGlobal,
  earlierCalls,
  type WidgetController,
  type WidgetGlobal,
} from './command-queue'
import { type EmbedOptions, readEmbedOptions } from './embed-options'
import { CAROUSEL_HEIGHT_PX } from './layout'

/** The widget module's file, relative to this script (written by the widget build). */
declare const __FLIRT_WIDGET_ENTRY__: string

export interface MountOptions extends EmbedOptions {
  /** The placeholder (its shadow root already reserves the height), or null without one. */
  placeholder: Element | null
}

interface WidgetModule {
  mount(options: MountOptions): Promise<WidgetController>
}

type WindowWithWidget = { FlirtWidget?: unknown }

/** Margin around the viewport within which the placeholder counts as near. */
const NEAR_VIEWPORT = '300px'

function reserveHeight(element: Element): boolean {
  try {
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(`:host{display:block!important;height:${CAROUSEL_HEIGHT_PX}px!important}`)
    root.adoptedStyleSheets = [sheet]
    return true
  } catch {
    // An element that cannot hold a shadow root (an <img>, a <p>…): the carousel goes nowhere.
    return false
  }
}

function start(script: HTMLScriptElement, win: WindowWithWidget) {
  const parsed = readEmbedOptions({ ...script.dataset }, script.src)
  let loading: Promise<void> | undefined
  let placeholder: Element | null = null
  // Until the document is parsed the placeholder may not exist yet: a load asked for earlier waits.
  let domReady = false
  let wanted = false
  const load = () => {
    wanted = true
    if (!parsed.ok || loading || !domReady) return
    const url = new URL(__FLIRT_WIDGET_ENTRY__, script.src).href
    loading = import(/* @vite-ignore */ url)
      .then((module: WidgetModule) => module.mount({ ...parsed.options, placeholder }))
      .then(queue.attach, (error: unknown) => {
        loading = undefined
        console.error('FlirtWidget: the widget could not load', error)
      })
  }
  const queue = createCommandQueue(load)
  const earlier = earlierCalls(win.FlirtWidget)
  win.FlirtWidget = createWidgetGlobal(queue)
  if (!parsed.ok) {
    console.error(`FlirtWidget: ${parsed.error} (see the data- attributes of the script tag)`)
    return
  }
  for (const call of earlier) queue.call(call)

  const whenParsed = (then: () => void) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', then) : then()
  whenParsed(() => {
    domReady = true
    const found = document.querySelector(parsed.options.target)
    if (found && reserveHeight(found)) {
      placeholder = found
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect()
            load()
          }
        },
        { rootMargin: NEAR_VIEWPORT },
      )
      observer.observe(found)
    }
    const whenIdle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 4000 }) : setTimeout(load, 1500)
    if (wanted) load()
    else if (document.readyState === 'complete') whenIdle()
    else addEventListener('load', whenIdle)
  })
}

const win = window as WindowWithWidget
const script = document.currentScript
// A second copy of the loader on the page finds ours and leaves it alone.
if (!(win.FlirtWidget as WidgetGlobal | undefined)?.loader && script instanceof HTMLScriptElement) {
  start(script, win)
}
