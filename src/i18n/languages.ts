// The languages live in src/lib so the preferences store (src/stores) may use them.
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../lib/languages'
