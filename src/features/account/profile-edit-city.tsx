/**
 * The profile editor's city: an autocomplete the machine searches as the member types (the city is
 * saved as `id_ville`, so it must be picked from the suggestions), with the search's status in words.
 */
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Combobox, type ComboboxOption } from '../../components/ui/combobox'
import { CITY_MIN_CHARS } from '../../lib/city-autocomplete'
import type { ProfileEditActorRef } from '../../machines/profile-edit/profile-edit.machine'
import {
  selectCityResults,
  selectCitySearchStatus,
  selectIsSaving,
  selectValues,
} from '../../machines/profile-edit/profile-edit.selectors'
import { useFieldError } from './profile-edit-errors'

export function ProfileEditCity({ actorRef }: { actorRef: ProfileEditActorRef }) {
  const { t } = useTranslation('account')
  const { city, cityQuery } = useSelector(actorRef, selectValues)
  const cityResults = useSelector(actorRef, selectCityResults)
  const cityStatus = useSelector(actorRef, selectCitySearchStatus)
  const saving = useSelector(actorRef, selectIsSaving)
  const error = useFieldError(actorRef, 'city')

  const cityOptions = useMemo<ComboboxOption[]>(() => {
    const options = cityResults.map((c) => ({ value: c.id, label: c.name }))
    if (city && !cityResults.some((c) => c.id === city.id))
      options.unshift({ value: city.id, label: city.name })
    return options
  }, [cityResults, city])

  const typedTooLittle = !city && cityQuery.trim().length > 0 && cityQuery.trim().length < CITY_MIN_CHARS
  const cityStatusText = {
    idle: typedTooLittle ? t('editProfile.city.minChars') : undefined,
    pending: t('editProfile.city.searching'),
    results: undefined,
    empty: t('editProfile.city.empty'),
    failed: t('editProfile.city.failed'),
  }[cityStatus]
  const cityAnnouncement = {
    idle: '',
    pending: '',
    results: t('editProfile.city.results', { count: cityResults.length }),
    empty: t('editProfile.city.empty'),
    failed: t('editProfile.city.failed'),
  }[cityStatus]

  return (
    <Combobox
      label={t('editProfile.fields.city')}
      name="city"
      placeholder={t('editProfile.fields.cityPlaceholder')}
      readOnly={saving}
      options={cityOptions}
      inputValue={cityQuery}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') actorRef.send({ type: 'city.typed', q: details.inputValue })
      }}
      value={city ? [city.id] : []}
      onValueChange={(details) => {
        const option = details.items[0]
        if (option) actorRef.send({ type: 'city.selected', city: { id: option.value, name: option.label } })
      }}
      allowCustomValue
      status={cityStatusText}
      announcement={cityAnnouncement}
      helperText={t('editProfile.fields.cityHelp')}
      error={error}
    />
  )
}
