import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** The single h1 of a page; the layout moves focus to it after navigation (see app-layout). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1
      tabIndex={-1}
      data-page-title
      className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mb: '4', outline: 'none' })}
    >
      {children}
    </h1>
  )
}
