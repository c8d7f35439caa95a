import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { setColorMode, setLanguage, usePreferences } from '../../app/preferences-store'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages'
import { COLOR_MODES, isColorMode } from '../../lib/preferences'

/** The language and colour-mode switches; both persist (see preferences-store). */
export function PreferenceControls() {
  const { t, i18n } = useTranslation()
  const snap = usePreferences()
  return (
    <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
      <PreferenceSelect
        id="pref-language"
        label={t('preferences.language')}
        value={snap.language}
        options={LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng], lang: lng }))}
        onChange={(value) => {
          if (isLanguage(value)) void setLanguage(i18n, value)
        }}
      />
      <PreferenceSelect
        id="pref-color-mode"
        label={t('preferences.colorMode')}
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
  value: string
  options: { value: string; label: string; lang?: string }[]
  onChange: (value: string) => void
}

/** A native select with a visually hidden label: compact in the header, fully accessible. */
function PreferenceSelect({ id, label, value, options, onChange }: PreferenceSelectProps) {
  return (
    <>
      <label className={srOnly} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={select} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  )
}

const srOnly = css({ srOnly: true })
const select = css({
  h: '9',
  px: '3',
  borderRadius: 'pill',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
  cursor: 'pointer',
})
