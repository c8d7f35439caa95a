/**
 * The product's own strings, read from the locale files, so tests find controls by the accessible
 * names a person sees. Where the spec fixes a French string word for word, the specs spell it out
 * instead, so a wrong translation fails rather than being followed.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const LANGS = ['fr', 'en', 'es'] as const
export type Lang = (typeof LANGS)[number]

const localesDir = join(import.meta.dirname, '..', '..', '..', 'src', 'i18n', 'locales')
const cache = new Map<string, Record<string, unknown>>()

function namespace(lang: Lang, ns: string): Record<string, unknown> {
  const file = join(localesDir, lang, `${ns}.json`)
  if (!cache.has(file)) cache.set(file, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {})
  return cache.get(file)!
}

/** The string at `key` ('ns:dotted.key', namespace `common` by default) in `lang`; throws when absent. */
export function t(key: string, lang: Lang = 'fr'): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key]
  let value: unknown = namespace(lang, ns)
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part]
  if (typeof value !== 'string') throw new Error(`no string at ${lang}/${ns}.json ${path}`)
  return value
}

/** Matches the string at `key` in any of the languages: for controls found before and after a switch. */
export function anyLang(key: string): RegExp {
  const names = LANGS.map((lang) => t(key, lang)).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^(${[...new Set(names)].join('|')})$`)
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
