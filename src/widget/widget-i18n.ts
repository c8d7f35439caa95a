/**
 * The widget's translations: its own translator (./i18n/translator.ts), never the page's `<html
 * lang>`, one chunk per language holding only the namespaces the widget's views use.
 */
import type { Language } from '../i18n/languages'
import { type Catalog, createTranslator, type Translator } from './i18n/translator'

const catalogs: Record<Language, () => Promise<{ default: Catalog }>> = {
  fr: () => import('./i18n/catalog.fr'),
  en: () => import('./i18n/catalog.en'),
  es: () => import('./i18n/catalog.es'),
}

/** The translator, with the starting language loaded. */
export async function createWidgetI18n(language: Language): Promise<Translator> {
  const translator = createTranslator(language, (lng) => catalogs[lng]().then((m) => m.default))
  await translator.ready()
  return translator
}
