/**
 * The widget's translator: the part of i18next the app's views use (namespaced keys, `{{value}}`
 * interpolation, `_one` / `_other` plurals, French as the fallback), in a few hundred bytes where
 * i18next costs ~15 KB gzip of the widget's 90 KB budget. The widget build aliases `react-i18next`
 * to `./react-i18next-lite.tsx`, which reads this, so the views run unchanged (see ../README.md).
 *
 * Each language is one module of all the widget's namespaces, loaded when first needed. A key missing
 * from the language falls back to French when French is loaded (src/i18n/locales.test.ts keeps
 * English and Spanish complete, so the widget never loads French just in case).
 */
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages'

type Tree = { [key: string]: string | Tree }
export type Catalog = Record<string, Tree>
export type LoadCatalog = (language: Language) => Promise<Catalog>

export interface TOptions {
  count?: number
  ns?: string
  defaultValue?: string
  [value: string]: unknown
}

export type TFunction = (key: string | string[], options?: TOptions) => string

export interface Translator {
  readonly language: Language
  /** i18next's names for the same thing, which some views read. */
  readonly resolvedLanguage: Language
  readonly languages: readonly Language[]
  /** Loads the language if needed, then switches to it; listeners hear `languageChanged`. */
  changeLanguage(language: Language): Promise<void>
  /** A translate function for a namespace (keys may also name theirs: `ui:close`). */
  getFixedT(language: Language | null, ns?: string): TFunction
  t: TFunction
  exists(key: string, options?: { ns?: string }): boolean
  /** Null when the current language is loaded, else the promise of its loading (views suspend on it). */
  ready(): Promise<void> | null
  on(event: 'languageChanged', listener: (language: Language) => void): void
  off(event: 'languageChanged', listener: (language: Language) => void): void
}

const lookup = (tree: Tree | undefined, path: string): string | undefined => {
  let node: string | Tree | undefined = tree
  for (const part of path.split('.')) {
    if (!node || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

export const interpolate = (text: string, values: TOptions = {}) =>
  text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined || values[name] === null ? whole : String(values[name]),
  )

export function createTranslator(
  initial: Language,
  loadCatalog: LoadCatalog,
  defaultNs = 'common',
): Translator {
  const catalogs = new Map<Language, Catalog>()
  const pending = new Map<Language, Promise<void>>()
  const listeners = new Set<(language: Language) => void>()
  let language = initial

  const load = (lng: Language): Promise<void> => {
    if (catalogs.has(lng)) return Promise.resolve()
    let promise = pending.get(lng)
    if (!promise) {
      promise = loadCatalog(lng).then(
        (catalog) => {
          catalogs.set(lng, catalog)
          pending.delete(lng)
        },
        (error: unknown) => {
          pending.delete(lng)
          throw error
        },
      )
      pending.set(lng, promise)
    }
    return promise
  }

  const find = (lng: Language, ns: string, key: string, count: number | undefined) => {
    const tree = catalogs.get(lng)?.[ns]
    if (count !== undefined) {
      const form = new Intl.PluralRules(lng).select(count)
      const plural = lookup(tree, `${key}_${form}`) ?? lookup(tree, `${key}_other`)
      if (plural !== undefined) return plural
    }
    return lookup(tree, key)
  }

  const getFixedT = (lng: Language | null, fixedNs = defaultNs): TFunction => {
    return (keys, options = {}) => {
      const lngNow = lng ?? language
      for (const full of Array.isArray(keys) ? keys : [keys]) {
        const split = full.indexOf(':')
        const ns = split > 0 ? full.slice(0, split) : (options.ns ?? fixedNs)
        const key = split > 0 ? full.slice(split + 1) : full
        const text = find(lngNow, ns, key, options.count) ?? find(DEFAULT_LANGUAGE, ns, key, options.count)
        if (text !== undefined) return interpolate(text, options)
      }
      const last = Array.isArray(keys) ? (keys.at(-1) ?? '') : keys
      return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : last
    }
  }

  const translator: Translator = {
    get language() {
      return language
    },
    get resolvedLanguage() {
      return language
    },
    get languages() {
      return language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]
    },
    async changeLanguage(next) {
      await load(next)
      if (next === language) return
      language = next
      for (const listener of listeners) listener(next)
    },
    getFixedT,
    t: (key, options) => getFixedT(null)(key, options),
    exists: (key, options) => find(language, options?.ns ?? defaultNs, key, undefined) !== undefined,
    ready() {
      // The same promise each time while loading: views suspend on it (React's `use` needs that).
      return catalogs.has(language) ? null : load(language)
    },
    on(_event, listener) {
      listeners.add(listener)
    },
    off(_event, listener) {
      listeners.delete(listener)
    },
  }
  return translator
}
