/**
 * The criteria of a search as chips, so the member sees what the results answer: one line, which
 * scrolls sideways when the criteria are more than the line holds (and is then focusable, so the
 * arrow keys scroll it). One line always: the results below it start at the same height whatever
 * the search, so the page's loading state, painted before the app runs, puts the first results'
 * photos where the page does (search-result-skeleton.tsx, issue 38).
 */
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Chip } from '../../components/ui/chip'
import { useOverflowsSideways } from '../../components/ui/use-overflows-sideways'
import type { SearchQuery } from '../../machines/search-results/search-results.url'

export function SearchSummary({ query }: { query: SearchQuery }) {
  const { t } = useTranslation('search')
  const list = useRef<HTMLUListElement>(null)
  const chips: string[] = []
  chips.push(query.gender ? t(`enums.genderPlural.${query.gender}`) : t('results.criteria.anyGender'))
  if (query.age) chips.push(t('results.criteria.age', { from: query.age.from, to: query.age.to }))
  if (query.city) {
    const city = query.city.name || query.city.id
    chips.push(
      query.distance
        ? t('results.criteria.city', { city, distance: query.distance })
        : t('results.criteria.cityOnly', { city }),
    )
  }
  if (query.isOnline) chips.push(t('results.criteria.isOnline'))
  if (query.hasPhoto) chips.push(t('results.criteria.hasPhoto'))
  if (query.nickname) chips.push(t('results.criteria.nickname', { value: query.nickname }))
  if (query.firstname) chips.push(t('results.criteria.firstname', { value: query.firstname }))
  if (query.height) chips.push(t('results.criteria.height', { from: query.height.from, to: query.height.to }))
  if (query.weight) chips.push(t('results.criteria.weight', { from: query.weight.from, to: query.weight.to }))
  if (query.eyesColor)
    chips.push(t('results.criteria.eyesColor', { value: t(`enums.eyesColor.${query.eyesColor}`) }))
  if (query.hairsColor)
    chips.push(t('results.criteria.hairsColor', { value: t(`enums.hairsColor.${query.hairsColor}`) }))
  if (query.maritalStatus)
    chips.push(
      t('results.criteria.maritalStatus', { value: t(`enums.maritalStatus.${query.maritalStatus}`) }),
    )
  if (query.sexualPreferences)
    chips.push(
      t('results.criteria.sexualPreferences', {
        value: t(`enums.sexualPreferences.${query.sexualPreferences}`),
      }),
    )
  if (query.isLast) chips.push(t('results.criteria.isLast'))
  const scrolls = useOverflowsSideways(list, chips.join('\n'))
  return (
    <ul
      ref={list}
      aria-label={t('results.summaryLabel')}
      tabIndex={scrolls ? 0 : undefined}
      className={styles.list}
    >
      {chips.map((text) => (
        <li key={text} className={styles.chip}>
          <Chip tone="primary">{text}</Chip>
        </li>
      ))}
    </ul>
  )
}

const styles = {
  list: css({
    display: 'flex',
    flexWrap: 'nowrap',
    alignItems: 'center',
    gap: '2',
    minW: '0',
    overflowX: 'auto',
    // The line's height stays the chips' own: a scrollbar under them would take room on a desktop.
    scrollbarWidth: 'none',
    borderRadius: 'full',
    outline: 'none',
    _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  chip: css({ flexShrink: 0 }),
}
