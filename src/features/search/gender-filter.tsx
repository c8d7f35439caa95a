/**
 * A row of links choosing whose results to show (everyone, women, men, couples): the choice is in
 * the URL like every criterion, so it survives a reload and the back button.
 */
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import {
  type GenderCode,
  SEARCH_CODES,
  type SearchQuery,
  searchHref,
} from '../../machines/search-results/search-results.url'

export interface GenderFilterProps {
  /** The page's path ('/app/search/online'). */
  path: string
  query: SearchQuery
}

export function GenderFilter({ path, query }: GenderFilterProps) {
  const { t } = useTranslation('search')
  const { page: _, gender: current, ...rest } = query
  const choices: { gender: GenderCode | undefined; label: string }[] = [
    { gender: undefined, label: t('online.all') },
    ...SEARCH_CODES.gender.map((gender) => ({ gender, label: t(`enums.genderPlural.${gender}`) })),
  ]
  return (
    <nav aria-label={t('online.filterLabel')}>
      <ul className={styles.list}>
        {choices.map(({ gender, label }) => (
          <li key={label}>
            <Link
              href={searchHref(path, gender ? { ...rest, gender } : rest)}
              aria-current={gender === current ? 'true' : undefined}
              className={cx(styles.link, gender === current && styles.current)}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    h: '9',
    px: '4',
    borderRadius: 'pill',
    bg: 'bg.surface',
    color: 'fg.default',
    fontSize: 'sm',
    fontWeight: 'semibold',
    textDecoration: 'none',
    boxShadow: 'card',
    _hover: { bg: 'primary.subtle' },
    _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  current: css({ bg: 'primary.solid', color: 'primary.contrast', _hover: { bg: 'primary.solidHover' } }),
}
