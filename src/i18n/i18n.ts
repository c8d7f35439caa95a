/**
 * i18next setup: French by default and as fallback, English and Spanish complete, one namespace per
 * feature loaded on demand (each JSON file becomes its own small chunk).
 */
import i18next, { type i18n as I18n } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages'

/**
 * One language file, through the table of them (locale-loaders.ts), a small chunk of its own so the
 * first route does not carry the table: app.html preloads it, and the early start shares it.
 */
export const loadNamespace = (lng: string, ns: string) =>
  import('./locale-loaders').then((loaders) => loaders.loadNamespace(lng, ns))

export const NAMESPACES = ['common', 'ui'] as const

/** Creates and initialises an i18next instance (the app and the widget each own one). */
export async function createI18n(
  lng: Language = DEFAULT_LANGUAGE,
  /** Extra namespaces to load before the first render (the landing page's, on /). */
  preload: string[] = [],
): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES, ...preload],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    })
  instance.on('languageChanged', (next) => {
    if (typeof document !== 'undefined') document.documentElement.lang = next
  })
  if (typeof document !== 'undefined') document.documentElement.lang = lng
  return instance
}
