import type { Catalog } from './translator'

/** Every namespace the widget shows, in this language: one chunk, loaded when the language is used. */
const files = import.meta.glob<Catalog[string]>(
  '../../i18n/locales/fr/{widget,ui,search,auth,onboarding,chat,realtime}.json',
  { eager: true, import: 'default' },
)

const catalog: Catalog = Object.fromEntries(
  Object.entries(files).map(([path, tree]) => [path.replace(/^.*\/|\.json$/g, ''), tree]),
)

export default catalog
