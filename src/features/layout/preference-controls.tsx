import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useSnapshot } from 'valtio'
import { preferences, setColorMode, setLanguage } from '../../app/preferences-store'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages'
import { COLOR_MODES, isColorMode } from '../../lib/preferences'

/** The language and colour-mode switches; both persist (see preferences-store). */
export function PreferenceControls() {
  const { t, i18n } = useTranslation()
  const snap = useSnapshot(preferences)
  return (
    <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
      <label className={srOnly} htmlFor="pref-language">
        {t('preferences.language')}
      </label>
      <select
        id="pref-language"
        className={select}
        value={snap.language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void setLanguage(i18n, e.target.value)
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
      <label className={srOnly} htmlFor="pref-color-mode">
        {t('preferences.colorMode')}
      </label>
      <select
        id="pref-color-mode"
        className={select}
        value={snap.colorMode}
        onChange={(e) => {
          if (isColorMode(e.target.value)) setColorMode(e.target.value)
        }}
      >
        {COLOR_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t(`preferences.${mode}`)}
          </option>
        ))}
      </select>
    </div>
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
