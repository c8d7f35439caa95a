import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { selectHasSession } from '../../machines/session/session.selectors'
import { SessionContext } from '../session/session-context'

/** Spec section 2: 'compact' shows Contact; 'full' hides it and adds the site description. */
export type FooterVariant = 'compact' | 'full'

const STATIC_PAGES = ['cgu', 'informations', 'charte_ethique', 'pcd'] as const

export function Footer({ variant }: { variant: FooterVariant }) {
  const { t } = useTranslation()
  const hasSession = SessionContext.useSelector(selectHasSession)
  const year = new Date().getFullYear()
  return (
    <footer className={footer}>
      <div className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' } })}>
        {variant === 'full' && (
          <p className={css({ maxW: '3xl', mb: '4', color: 'fg.muted' })}>{t('footer.description')}</p>
        )}
        <nav aria-label={t('footer.label')}>
          <ul className={list}>
            {variant === 'compact' && (
              <li>
                <Link className={link} href="/app/contact">
                  {t('footer.contact')}
                </Link>
              </li>
            )}
            <li>
              <Link className={link} href="/app/faq">
                {t('footer.faq')}
              </Link>
            </li>
            {STATIC_PAGES.map((slug) => (
              <li key={slug}>
                <Link className={link} href={`/app/page/${slug}`}>
                  {t(`footer.${slug}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link className={link} href="/app/page/accessibility">
                {t('footer.accessibility')}
              </Link>
            </li>
            {hasSession && (
              <>
                <li>
                  <Link className={link} href="/app/albums">
                    {t('footer.albums')}
                  </Link>
                </li>
                <li>
                  <Link className={link} href="/app/top-photos">
                    {t('footer.topPhotos')}
                  </Link>
                </li>
                <li>
                  <Link className={link} href="/app/search">
                    {t('footer.search')}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  )
}

const footer = css({ mt: 'auto', py: '8', bg: 'bg.surface', fontSize: 'sm' })
const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  columnGap: '5',
  listStyle: 'none',
  p: '0',
  m: '0',
})
const link = css({
  color: 'fg.default',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'primary.fg' },
})
