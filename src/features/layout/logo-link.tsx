import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'

interface LogoLinkProps {
  href: string
  /** Class of the name beside the mark (a header may hide it where room is short). */
  nameClassName?: string
  className?: string
}

/** The mark and the site's name, linking home. */
export function LogoLink({ href, nameClassName, className }: LogoLinkProps) {
  const { t } = useTranslation()
  return (
    <Link href={href} aria-label={t('app.homeLink')} className={cx(logo, className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
        <circle cx="16" cy="16" r="16" className={css({ fill: 'primary.solid' })} />
        <path
          d="M16 24s-7-4.4-7-9.2A3.8 3.8 0 0 1 16 12.6a3.8 3.8 0 0 1 7 2.2C23 19.6 16 24 16 24z"
          fill="#fff"
        />
      </svg>
      <span className={nameClassName}>{t('app.name')}</span>
    </Link>
  )
}

const logo = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  flexShrink: '0',
  minH: '11',
  fontWeight: 'bold',
  fontSize: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
})
