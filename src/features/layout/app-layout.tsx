import type { ParseKeys } from 'i18next'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { useLocation } from 'wouter'
import { Footer, type FooterVariant } from './footer'
import { Header } from './header'
import { useDocumentTitle } from './use-document-title'

interface AppLayoutProps {
  /** Key of the document title; null when the page sets its own with useDocumentTitle. */
  title: ParseKeys<'common'> | null
  children: ReactNode
  footerVariant?: FooterVariant
  /** Full-width content (the landing page); other pages sit in a centred column. */
  wide?: boolean
}

/** Skip link, header, main and footer; keeps the document title and focus in step with the route. */
export function AppLayout({ title, children, footerVariant = 'compact', wide = false }: AppLayoutProps) {
  const { t } = useTranslation()
  const [location] = useLocation()
  const mainRef = useRef<HTMLElement>(null)
  const firstRender = useRef(true)
  useDocumentTitle(title ? t(title) : null)

  // After a client-side navigation, move focus to the new page's heading so screen-reader and
  // keyboard users start at the top of the new content, as they would after a full page load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change by design
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const heading = mainRef.current?.querySelector<HTMLElement>('[data-page-title]')
    ;(heading ?? mainRef.current)?.focus({ preventScroll: false })
  }, [location])

  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <a href="#main" className={skipLink}>
        {t('app.skipToContent')}
      </a>
      <Header />
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className={cx(
          css({ flex: '1', outline: 'none' }),
          !wide && css({ w: 'full', maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: '6' }),
        )}
      >
        {children}
      </main>
      <Footer variant={footerVariant} />
    </div>
  )
}

const skipLink = css({
  position: 'absolute',
  left: '2',
  top: '-12',
  zIndex: 'skipLink',
  px: '4',
  py: '2',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'pill',
  _focus: { top: '2' },
})
