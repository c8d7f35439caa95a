import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/languages'
import { COLOR_MODES, isColorMode } from '../../lib/preferences'
import { setColorMode, setLanguage, usePreferences } from '../../stores/preferences'

interface PreferenceControlsProps {
  /** 'compact': hidden labels, side by side (the visitors' header); 'labelled': visible labels, stacked. */
  variant?: 'compact' | 'labelled'
  /** Prefix of the selects' ids, so two sets can be on one page. */
  idPrefix?: string
}

/** The language and colour-mode switches; both persist (see src/stores/preferences.ts). */
export function PreferenceControls({ variant = 'compact', idPrefix = 'pref' }: PreferenceControlsProps) {
  const { t } = useTranslation()
  const snap = usePreferences()
  const labelled = variant === 'labelled'
  return (
    <div className={labelled ? stacked : row}>
      <PreferenceSelect
        id={`${idPrefix}-language`}
        label={t('preferences.language')}
        labelled={labelled}
        value={snap.language}
        options={LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng], lang: lng }))}
        onChange={(value) => {
          if (isLanguage(value)) setLanguage(value)
        }}
      />
      <PreferenceSelect
        id={`${idPrefix}-color-mode`}
        label={t('preferences.colorMode')}
        labelled={labelled}
        value={snap.colorMode}
        options={COLOR_MODES.map((mode) => ({ value: mode, label: t(`preferences.${mode}`) }))}
        onChange={(value) => {
          if (isColorMode(value)) setColorMode(value)
        }}
      />
    </div>
  )
}

interface PreferenceSelectProps {
  id: string
  label: string
  labelled: boolean
  value: string
  options: { value: string; label: string; lang?: string }[]
  onChange: (value: string) => void
}

/** A native select: compact with a visually hidden label in a header, labelled in a form. */
function PreferenceSelect({ id, label, labelled, value, options, onChange }: PreferenceSelectProps) {
  return (
    <div className={cx(labelled && field)}>
      <label className={labelled ? visibleLabel : srOnly} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={select} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

const row = css({ display: 'flex', gap: '2', alignItems: 'center' })
const stacked = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const field = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })
const srOnly = css({ srOnly: true })
const visibleLabel = css({ fontWeight: 'medium' })
const select = css({
  minH: '11',
  px: '3',
  borderRadius: 'pill',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
  cursor: 'pointer',
})
