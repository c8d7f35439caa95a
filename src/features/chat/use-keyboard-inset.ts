import { useEffect } from 'react'
import { afterNextPaint } from '../../lib/after-next-paint'

/** The custom property the conversation's height subtracts (app-layout.tsx, with 0px as fallback). */
export const KEYBOARD_INSET_PROPERTY = '--keyboard-inset'

/**
 * Keeps `--keyboard-inset` on <html> at the height the on-screen keyboard covers (the layout viewport
 * below the visual one), so a screen sized with it keeps its composer above the keyboard. Browsers
 * that resize the layout for the keyboard (`interactive-widget=resizes-content`) leave it at 0.
 *
 * Written only when the height changes: a property set on <html> makes the browser recompute the
 * style of the whole page, and the CSS already reads 0 where it was never set. The first reading
 * waits for the page's first paint: taken in the commit that mounts the conversation, as it was,
 * `innerHeight` laid the new page out at once, and the write had its style computed a second time
 * before that paint (about 9 ms of the opening's longest task in a profiled Lighthouse run of
 * 2026-11-29). A keyboard already open when the page opens is caught a frame later.
 */
export function useKeyboardInset(): void {
  useEffect(() => {
    const viewport = globalThis.visualViewport
    if (!viewport) return
    const root = document.documentElement
    let written = 0
    const update = () => {
      const covered = Math.round(Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop))
      if (covered === written) return
      written = covered
      root.style.setProperty(KEYBOARD_INSET_PROPERTY, `${covered}px`)
    }
    const cancelFirst = afterNextPaint(update)
    viewport.addEventListener('resize', update)
    viewport.addEventListener('scroll', update)
    return () => {
      cancelFirst()
      viewport.removeEventListener('resize', update)
      viewport.removeEventListener('scroll', update)
      root.style.removeProperty(KEYBOARD_INSET_PROPERTY)
    }
  }, [])
}
