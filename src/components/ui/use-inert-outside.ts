/**
 * While a modal dialog is open, everything outside it is `inert`: not only hidden from screen readers
 * (Ark/zag's `aria-hidden`) but out of the tab order and the pointer's reach too. With `aria-hidden`
 * alone, the page behind the login dialog kept 17 links and buttons a keyboard could still reach, and
 * a screen reader would then land on something it was told does not exist (IBM Equal Access:
 * aria_hidden_nontabbable).
 *
 * theKashey's `aria-hidden` (the library Radix uses) does the walk, with its own counters: zag's
 * package shares one counter between its aria-hidden and inert walks, so using both there would leave
 * one attribute behind on close. Live regions (toasts, announcers) stay outside the inert part, as
 * zag keeps them outside its aria-hidden one, so what arrives while a dialog is open is still read.
 * Loaded when the page is first idle after this module, or at the first open if that comes sooner:
 * no byte of it in the first route's bundle.
 */
import { type RefObject, useLayoutEffect } from 'react'
import { importAgainWhileFailing } from '../../lib/import-again-while-failing'

// Live regions that announce news. A carousel's slides (marked data-slides) are "live" too, but
// they are links, not news: behind a modal dialog they go inert with the rest.
const LIVE =
  '[aria-live]:not([aria-live="off"]):not([data-slides]), [role="status"], [role="alert"], [role="log"]'
// Another open modal dialog: while the router switches from one dialog to the next, both are open for
// a frame, and the next one (which already holds the focus) must not go inert under the first, or
// its focus falls to the document.
const OTHER_MODALS = '[aria-modal="true"]:not([data-state="closed"])'

type InertOthers = typeof import('aria-hidden').inertOthers

let inertOthersLoaded: InertOthers | null = null

function loadInertOthers(): Promise<InertOthers> {
  return importAgainWhileFailing(() => import('aria-hidden')).then(({ inertOthers }) => {
    inertOthersLoaded = inertOthers
    return inertOthers
  })
}

// Asked for once the page is idle after this module loads, so that a dialog opened later walks in
// the same task as its first frame. Waiting for the import at the first open left a moment where zag
// had hidden the page from screen readers and its buttons could still take the focus (an end-to-end
// check caught it on a dialog opened right after the page loaded). Safari has no idle callback.
if (typeof window !== 'undefined')
  (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200)))(() => {
    void loadInertOthers().catch(() => {})
  })

export function useInertOutside(open: boolean, keep: RefObject<HTMLElement | null>[]): void {
  // A layout effect: closing, the page must be live again before the dialog hands the focus back to
  // its trigger (a passive cleanup could run after, and focusing an inert trigger fails).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are stable; `open` says when to walk.
  useLayoutEffect(() => {
    if (!open) return
    let undo: (() => void) | null = null
    let cancelled = false
    let waitFrame = 0
    const start = (inertOthers: InertOthers, framesLeft = 60) => {
      if (cancelled) return
      const targets = keep.map((ref) => ref.current).filter((el): el is HTMLElement => el !== null)
      const [first] = targets
      if (!first) {
        // The dialog's portal mounts in the commit after this one: walk at the next frame, before
        // that frame is painted.
        if (framesLeft > 0) waitFrame = requestAnimationFrame(() => start(inertOthers, framesLeft - 1))
        return
      }
      const root = first.getRootNode()
      const parent = root instanceof ShadowRoot ? root : first.ownerDocument.body
      const walk = () => {
        const live = Array.from(parent.querySelectorAll<HTMLElement>(`${LIVE}, ${OTHER_MODALS}`))
        const undoWalk = inertOthers([...targets, ...live], parent as unknown as HTMLElement)
        // The library writes inert="true"; a boolean attribute's value means nothing to the browser,
        // but IBM's engine only counts an ancestor inert when the value is empty (aria_hidden_nontabbable).
        for (const element of parent.querySelectorAll('[data-inert-ed]')) element.setAttribute('inert', '')
        return undoWalk
      }
      let current = walk()
      // What the page renders while the dialog is open (a list that arrives, a carousel's next
      // slides, a layout for another width) lands beside the live regions kept outside the inert
      // part: walk again, in the same task as the change (a mutation observer's callback runs before
      // the next task). Waiting for the next frame left new links hidden by zag yet focusable until
      // then (IBM's aria_hidden_nontabbable caught the online carousel's slides behind the advanced
      // search). Changes inside the dialog itself need no walk.
      const observer = new MutationObserver((records) => {
        if (records.every((record) => targets.some((target) => target.contains(record.target)))) return
        current()
        current = walk()
      })
      observer.observe(parent, { childList: true, subtree: true })
      undo = () => {
        observer.disconnect()
        current()
      }
    }
    if (inertOthersLoaded) start(inertOthersLoaded)
    else void loadInertOthers().then((inertOthers) => start(inertOthers))
    return () => {
      cancelled = true
      cancelAnimationFrame(waitFrame)
      undo?.()
    }
  }, [open])
}
