/**
 * Links to the pages of a result list: previous, the first, a few around the current one, the last,
 * next. Real links (each page is its own URL), so the browser's back button walks the pages.
 */
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'

/** The page numbers to show, `null` for a gap: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  const pages = new Set<number>([1, pageCount])
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pageCount) pages.add(p)
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1]
    if (previous !== undefined && p - previous === 2) out.push(previous + 1)
    else if (previous !== undefined && p - previous > 2) out.push(null)
    out.push(p)
  })
  return out
}

export interface PaginationProps {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
}

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation('search')
  if (pageCount <= 1) return null
  const window = pageWindow(page, pageCount)
  return (
    <nav aria-label={t('pagination.label')} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={cx(styles.item, styles.edge)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </Link>
          ) : (
            <span className={cx(styles.item, styles.edge, styles.disabled)} aria-disabled="true">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </span>
          )}
        </li>
        {window.map((p, index) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefFor(p)}
                aria-label={t('pagination.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                className={cx(styles.item, p === page && styles.current)}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={hrefFor(page + 1)} className={cx(styles.item, styles.edge)} rel="next">
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span className={cx(styles.item, styles.edge, styles.disabled)} aria-disabled="true">
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}

const styles = {
  nav: css({ mt: '8', display: 'flex', justifyContent: 'center' }),
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', justifyContent: 'center' }),
  item: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '10',
    h: '10',
    px: '3',
    borderRadius: 'pill',
    bg: 'bg.surface',
    color: 'fg.default',
    fontWeight: 'semibold',
    fontSize: 'sm',
    textDecoration: 'none',
    boxShadow: 'card',
    _hover: { bg: 'primary.subtle' },
    _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  edge: css({ px: '4' }),
  current: css({ bg: 'primary.solid', color: 'primary.contrast', _hover: { bg: 'primary.solidHover' } }),
  disabled: css({ color: 'fg.muted', boxShadow: 'none', bg: 'transparent', _hover: { bg: 'transparent' } }),
  gap: css({ px: '1', color: 'fg.muted' }),
}
