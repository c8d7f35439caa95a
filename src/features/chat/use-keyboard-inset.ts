import { useEffect } from 'react'

/**
 * Keeps `--keyboard-inset` on <html> at the height the on-screen keyboard covers (the layout viewport
 * below the visual one), so a screen sized with it keeps its composer above the keyboard. Browsers
 * that resize the layout for the keyboard (`interactive-widget=resizes-content`) leave it at 0.
 */
export function useKeyboardInset(): void {
  useEffect(() => {
    const viewport = globalThis.visualViewport
    if (!viewport) return
    const root = document.documentElement
    const update = () => {
      const covered = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop)
      root.style.setProperty('--keyboard-inset', `${Math.round(covered)}px`)
    }
    update()
    viewport.addEventListener('resize', update)
    viewport.addEventListener('scroll', update)
    return () => {
      viewport.removeEventListener('resize', update)
      viewport.removeEventListener('scroll', update)
      root.style.removeProperty('--keyboard-inset')
    }
  }, [])
}
