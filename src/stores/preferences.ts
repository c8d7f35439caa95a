/**
 * The member's preferences (colour mode, language): a valtio store views read with
 * `usePreferences()` and change through the setters, which also persist them. The colour mode is
 * painted on <html> and given to the browser's theme-color here; the app's i18n follows `language` (src/app/app.tsx subscribes to it).
 */
import { proxy } from 'valtio/vanilla'
import { afterNextPaint } from '../lib/after-next-paint'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../lib/languages'
import {
  type ColorMode,
  readColorMode,
  readLanguage,
  resolveColorScheme,
  writeColorMode,
  writeLanguage,
} from '../lib/preferences'
import { useStore } from './use-store'

export interface Preferences {
  colorMode: ColorMode
  language: Language
}

function initialLanguage(): Language {
  const stored = readLanguage()
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}

export const preferences = proxy<Preferences>({ colorMode: readColorMode(), language: initialLanguage() })

/** The current preferences; re-renders when one changes. */
export function usePreferences(): Readonly<Preferences> {
  return useStore(preferences)
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
  // The browser's own chrome (address bar, installed app's title bar) takes index.html's theme-color
  // pair: each meta answers its scheme's media query, which follows the system. A mode chosen
  // explicitly makes its own meta match always and the other never; 'system' gives the queries back.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[data-scheme]')) {
    const own = meta.dataset.scheme
    meta.media = mode === 'system' ? `(prefers-color-scheme: ${own})` : mode === own ? 'all' : 'not all'
  }
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
  // Re-theming restyles and repaints the whole page: it comes in the frame after the one that shows
  // the switch flipped (the tap's feedback, what INP measures), not before it. The mode applied is
  // the one chosen last.
  afterNextPaint(() => applyColorMode())
}

/** Chooses the language; the app's i18n follows (see the module's comment). */
export function setLanguage(lng: Language): void {
  preferences.language = lng
  writeLanguage(lng)
}
