/**
 * App-wide preferences (colour mode, language): views read them with `usePreferences()` and call the
 * setters; persistence and the <html> class are handled here. A plain external store for
 * useSyncExternalStore: two fields did not earn a state library's bytes on the first route.
 */
import type { i18n as I18n } from 'i18next'
import { useSyncExternalStore } from 'react'
import { afterNextPaint } from '../components/ui/use-after-paint'
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

let current: Readonly<Preferences> = { colorMode: readColorMode(), language: initialLanguage() }
const listeners = new Set<() => void>()

/** The preferences now (a new object after each change, so React sees it changed). */
export const preferences = {
  get colorMode(): ColorMode {
    return current.colorMode
  },
  get language(): Language {
    return current.language
  },
}

function update(patch: Partial<Preferences>): void {
  current = { ...current, ...patch }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current preferences; re-renders when one changes. */
export function usePreferences(): Readonly<Preferences> {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  )
}

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
  update({ colorMode: mode })
  writeColorMode(mode)
  // Re-theming restyles and repaints the whole page: it comes in the frame after the one that shows
  // the switch flipped (the tap's feedback, what INP measures), not before it. The mode applied is
  // the one chosen last.
  afterNextPaint(() => applyColorMode())
}

export function setLanguage(i18n: I18n, lng: Language): Promise<unknown> {
  update({ language: lng })
  writeLanguage(lng)
  return i18n.changeLanguage(lng)
}
