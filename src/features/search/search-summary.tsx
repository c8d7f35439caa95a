/** The criteria of a search as chips, so the member sees what the results answer. */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Chip } from '../../components/ui/chip'
import type { SearchQuery } from '../../machines/search-results/search-results.url'

export function SearchSummary({ query }: { query: SearchQuery }) {
  const { t } = useTranslation('search')
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
  return (
    <ul aria-label={t('results.summaryLabel')} className={styles.list}>
      {chips.map((text) => (
        <li key={text}>
          <Chip tone="primary">{text}</Chip>
        </li>
      ))}
    </ul>
  )
}

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
}
