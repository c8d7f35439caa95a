import { useEffect } from 'react'
import { afterNextPaint } from '../../lib/after-next-paint'

/**
 * The custom property the theme's `--pinned-bottom` reads (theme.ts, 0px where unset): what the
 * conversation's height leaves out (app-layout.tsx) and what bars pinned to the screen's foot (the
 * profile editor's save bar, the app's notices) stand above.
 */
export const KEYBOARD_INSET_PROPERTY = '--keyboard-inset'

/**
 * Keeps `--keyboard-inset` on <html> at the height the on-screen keyboard covers (the layout viewport
 * below the visual one), so a screen sized with it keeps its composer above the keyboard and a bar
 * pinned to the screen's foot stays above it. Browsers that resize the layout for the keyboard
 * (`interactive-widget=resizes-content`, Chrome on Android) leave it at 0; Safari lays the keyboard
 * over the page, and the property is what tells the page. Mounted once, by the members' shell
 * (member-header.tsx), so it holds on every member page.
 *
 * Written only when the height changes: a property set on <html> makes the browser recompute the
 * style of the whole page, and the CSS already reads 0 where it was never set. The first reading
 * waits for the first paint: taken in the commit that mounted the conversation, as it once was,
 * `innerHeight` laid the new page out at once, and the write had its style computed a second time
 * before that paint (about 9 ms of the opening's longest task in a profiled Lighthouse run of
 * 2026-11-29). A keyboard already open when the shell mounts is caught a frame later.
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
