/**
 * A link that works without the app's router: a real `<a href>` (middle click, new tab, copy link
 * all work), and a plain click handed to `onNavigate` so the host (the app's router, or the widget)
 * decides how to go there. The chat views use it so the widget can embed them without `src/app`.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

export type Navigate = (href: string) => void

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  onNavigate?: Navigate | undefined
}

export function AppLink({ href, onNavigate, onClick, ...props }: AppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !onNavigate) return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onNavigate(href)
  }
  return <a href={href} onClick={handleClick} {...props} />
}
