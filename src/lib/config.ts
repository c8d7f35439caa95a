/**
 * Runtime configuration, read once from Vite's environment.
 *
 * With none of VITE_API_BASE / VITE_API_KEY / VITE_WS_URL set, a development server runs on the
 * embedded mock backend (msw service worker), which answers under `/api` and `/ws` on the page's own
 * origin. A production build must be given real addresses; it carries no mock code.
 */
export interface AppConfig {
  /** Absolute base address of the API, without a trailing slash. */
  apiBase: string
  /** Value of the `Api-Key` header sent with every call. */
  apiKey: string
  /** Address of the realtime WebSocket. */
  wsUrl: string
  /** True when the embedded mock backend serves the API (development with no address set). */
  embeddedMock: boolean
}

/** The path under which the embedded mock answers when no API address is configured. */
export const EMBEDDED_API_PATH = '/api'

const trimSlash = (s: string) => s.replace(/\/+$/, '')

export function resolveConfig(
  env: Record<string, string | boolean | undefined>,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): AppConfig {
  const str = (key: string) => {
    const v = env[key]
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined
  }
  const apiBase = str('VITE_API_BASE')
  const wsUrl = str('VITE_WS_URL')
  const wsOrigin = origin.replace(/^http/, 'ws')
  return {
    apiBase: trimSlash(apiBase ?? `${origin}${EMBEDDED_API_PATH}`),
    apiKey: str('VITE_API_KEY') ?? 'dev-api-key',
    wsUrl: wsUrl ?? (apiBase ? `${trimSlash(apiBase).replace(/^http/, 'ws')}/ws` : `${wsOrigin}/ws`),
    embeddedMock: env.DEV === true && !apiBase,
  }
}

let current: AppConfig | undefined

/** The configuration in force; the widget overrides it from its script tag with `setConfig`. */
export function getConfig(): AppConfig {
  current ??= resolveConfig(import.meta.env as unknown as Record<string, string | boolean | undefined>)
  return current
}

/** Replaces the configuration (the widget reads its own from `data-` attributes; tests set theirs). */
export function setConfig(next: Partial<AppConfig>): void {
  current = { ...getConfig(), ...next }
}
