import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { useLocation } from 'wouter'

// The location at which a page title last mounted. A title mounting at another location means the
// member navigated: focus moves to the new heading so keyboard and screen-reader users start at the
// top of the new content, as after a full page load. The first load and a re-mount at the same
// location (a language change re-suspending the page) leave focus where it is.
let lastTitleLocation: string | null = null

interface PageTitleProps {
  children: ReactNode
  id?: string
  className?: string
}

/** The single h1 of a page. */
export function PageTitle({ children, id, className }: PageTitleProps) {
  const [location] = useLocation()
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (lastTitleLocation !== null && lastTitleLocation !== location) ref.current?.focus()
    lastTitleLocation = location
  }, [location])
  // A part of the page suspending after the title took the focus (its translations, its data) hides
  // the whole page under the Suspense fallback, title included, and the browser drops the focus on
  // the document. React tears layout effects down when it hides a tree and runs them again when it
  // shows it: the title takes the focus back if it had it and nothing else took it meanwhile.
  const hiddenWithFocus = useRef(false)
  useLayoutEffect(() => {
    const title = ref.current
    const active = document.activeElement
    if (hiddenWithFocus.current && (!active || active === document.body)) title?.focus()
    hiddenWithFocus.current = false
    return () => {
      hiddenWithFocus.current = title !== null && document.activeElement === title
    }
  }, [])
  return (
    <h1 ref={ref} id={id} tabIndex={-1} data-page-title className={cx(title, className)}>
      {children}
    </h1>
  )
}

const title = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mb: '4', outline: 'none' })
