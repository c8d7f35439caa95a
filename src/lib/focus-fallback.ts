/**
 * When the element with the focus leaves the page, the focus goes to the page's title instead of the
 * document. Chromium drops the focus on `<body>` when its element is removed; a keyboard user's next
 * Tab then starts over from the top and a screen reader says nothing. It happens whenever an action's
 * answer removes the control that started it a moment later: 'Modifier mon compte' is gone once the
 * session's lookup after a cancellation returns, which may be after its dialog handed the focus back
 * to it.
 *
 * Left alone: removals inside Ark's (zag's) components (`data-scope`): dialogs, menus and toasts give
 * the focus back themselves a task later, and zag does not override a focus someone else has taken;
 * and anything that takes the focus itself in the meantime (the check waits a task, and only acts when
 * the focus is still nowhere).
 */
const TITLE = '[data-page-title]'
const SELF_MANAGED = '[data-scope]'

/** Starts watching `doc`; returns the stop. */
export function keepFocusOnPage(doc: Document): () => void {
  const view = doc.defaultView
  if (!view) return () => {}
  let timer: ReturnType<typeof setTimeout> | undefined
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target
    // Focus moving elsewhere, or the window losing it, is not a loss.
    if (event.relatedTarget !== null || !(left instanceof view.Element)) return
    if (left.closest(SELF_MANAGED)) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      // Still there (hidden by a Suspense fallback, gone inert under a dialog): its owner brings it back.
      if (left.isConnected) return
      const active = doc.activeElement
      if (active && active !== doc.body) return
      doc.querySelector<HTMLElement>(TITLE)?.focus({ preventScroll: true })
    }, 0)
  }
  doc.addEventListener('focusout', onFocusOut, true)
  return () => {
    clearTimeout(timer)
    doc.removeEventListener('focusout', onFocusOut, true)
  }
}
