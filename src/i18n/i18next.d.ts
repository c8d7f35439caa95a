/** Typed keys: French is the source, so a key missing from the French files fails to compile. */
import 'i18next'
import type common from './locales/fr/common.json'
import type pages from './locales/fr/pages.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      pages: typeof pages
    }
  }
}
