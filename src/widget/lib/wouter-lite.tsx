/**
 * `wouter` as far as the views the widget shows use it: `Link` (the login form's "register" link)
 * under a `Router` whose location hook decides what a click does. The widget build aliases `wouter`
 * here (vite.widget.config.ts): inside a partner's page no link may move the page's own history.
 */
import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, use } from 'react'

type Navigate = (to: string) => void
export type BaseLocationHook = () => [string, Navigate]

const LocationContext = createContext<BaseLocationHook>(() => ['/', () => {}])

export function Router({ hook, children }: { hook: BaseLocationHook; children: ReactNode }) {
  return <LocationContext value={hook}>{children}</LocationContext>
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
}

export function Link({ href, onClick, ...props }: LinkProps) {
  const [, navigate] = use(LocationContext)()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    navigate(href)
  }
  return <a href={href} onClick={handleClick} {...props} />
}
