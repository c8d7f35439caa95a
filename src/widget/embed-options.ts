/**
 * The widget's settings, read from its script tag's `data-` attributes (ARCHITECTURE.md: the widget
 * reads the app's configuration from there):
 *
 *   <script src="https://…/widget/loader.js" async
 *     data-api-base="https://api.example.fr" data-api-key="…" data-lang="fr"></script>
 *
 * Pure: takes the attributes as a plain record, so it is tested without a DOM.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages'

/** Where the carousel goes unless the script tag names another element (`data-target`). */
export const DEFAULT_TARGET = '[data-flirt-widget]'

export interface EmbedOptions {
  /** Absolute base address of the API, no trailing slash. */
  apiBase: string
  apiKey: string
  /** The realtime socket; `<apiBase as ws(s)>/ws` unless `data-ws-url` says otherwise. */
  wsUrl: string
  language: Language
  /** 'dark' paints the widget dark; anything else light. */
  theme: 'light' | 'dark'
  /** A CSS selector for the placeholder that receives the carousel. */
  target: string
  /** False with `data-launcher="off"`: no floating button (the partner opens the chat with the API). */
  launcher: boolean
  /** Our site, for the links the widget shows (the CGU): `data-site-url`, else where the loader came from. */
  siteUrl: string
}

/** Why the attributes cannot be used; the loader says so in the console and does nothing. */
export type EmbedOptionsError = 'missingApiBase' | 'invalidApiBase' | 'missingApiKey'

const trimSlash = (s: string) => s.replace(/\/+$/, '')

export function readEmbedOptions(
  data: Record<string, string | undefined>,
  /** The loader's own address. */
  scriptUrl: string,
): { ok: true; options: EmbedOptions } | { ok: false; error: EmbedOptionsError } {
  const value = (key: string) => data[key]?.trim() || undefined
  const apiBase = value('apiBase')
  if (!apiBase) return { ok: false, error: 'missingApiBase' }
  if (!/^https?:\/\//i.test(apiBase)) return { ok: false, error: 'invalidApiBase' }
  const apiKey = value('apiKey')
  if (!apiKey) return { ok: false, error: 'missingApiKey' }
  const base = trimSlash(apiBase)
  const lang = value('lang')?.toLowerCase()
  return {
    ok: true,
    options: {
      apiBase: base,
      apiKey,
      wsUrl: value('wsUrl') ?? `${base.replace(/^http/i, 'ws')}/ws`,
      language: isLanguage(lang) ? lang : DEFAULT_LANGUAGE,
      theme: value('theme') === 'dark' ? 'dark' : 'light',
      target: value('target') ?? DEFAULT_TARGET,
      launcher: value('launcher') !== 'off',
      siteUrl: trimSlash(value('siteUrl') ?? new URL(scriptUrl).origin),
    },
  }
}
