/**
 * App-wide preferences (colour mode, language) as a small valtio store: views read it with
 * useSnapshot and call the setters; persistence and the <html> class are handled here.
 */
import type { i18n as I18n } from 'i18next'
import { proxy } from 'valtio'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages'
import {
  type ColorMode,
  readColorMode,
  readLanguage,
  resolveColorScheme,
  writeColorMode,
  writeLanguage,
} from '../lib/preferences'

interface Preferences {
  colorMode: ColorMode
  language: Language
}

export const preferences = proxy<Preferences>({
  colorMode: readColorMode(),
  language: initialLanguage(),
})

function initialLanguage(): Language {
  const stored = readLanguage()
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}

const darkQuery = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)')

/** Paints the chosen scheme on <html> (Panda's `dark` condition keys on the `.dark` class). */
export function applyColorMode(
  mode: ColorMode = preferences.colorMode,
  root = document.documentElement,
): void {
  const scheme = resolveColorScheme(mode, darkQuery()?.matches ?? false)
  root.classList.toggle('dark', scheme === 'dark')
  root.classList.toggle('light', scheme === 'light')
  root.style.colorScheme = scheme
}

/** Follows the operating system while the mode is 'system'; returns the unsubscribe. */
export function followSystemColorScheme(): () => void {
  const query = darkQuery()
  if (!query) return () => {}
  const onChange = () => {
    if (preferences.colorMode === 'system') applyColorMode()
  }
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function setColorMode(mode: ColorMode): void {
  preferences.colorMode = mode
  writeColorMode(mode)
  applyColorMode(mode)
}

export function setLanguage(i18n: I18n, lng: Language): Promise<unknown> {
  preferences.language = lng
  writeLanguage(lng)
  return i18n.changeLanguage(lng)
}
