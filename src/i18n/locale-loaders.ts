/**
 * The translation files, one small chunk each, without i18next: the entry's early start
 * (src/app/early-start.ts) fetches a page's namespace through these same loaders before i18next is
 * there, so i18next's later load of it finds the module already fetched.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')

export function loadNamespace(lng: string, ns: string) {
  const load = loaders[`./locales/${lng}/${ns}.json`]
  if (!load) return Promise.reject(new Error(`Missing locale file ${lng}/${ns}`))
  return load().then((m) => m.default)
}
