/**
 * The member's local preferences (spec section 2: colour mode persists locally; the language too).
 * Storage lives here so views never touch it.
 */
export const COLOR_MODES = ['light', 'dark', 'system'] as const
export type ColorMode = (typeof COLOR_MODES)[number]

export const COLOR_MODE_KEY = 'color-mode'
export const LANGUAGE_KEY = 'lang'

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value)
}

export function readColorMode(): ColorMode {
  const v = storage()?.getItem(COLOR_MODE_KEY)
  return isColorMode(v) ? v : 'system'
}

export function writeColorMode(mode: ColorMode): void {
  storage()?.setItem(COLOR_MODE_KEY, mode)
}

export function readLanguage(): string | null {
  return storage()?.getItem(LANGUAGE_KEY) ?? null
}

export function writeLanguage(lng: string): void {
  storage()?.setItem(LANGUAGE_KEY, lng)
}

/** Which scheme to paint: 'system' follows the operating system's preference. */
export function resolveColorScheme(mode: ColorMode, systemPrefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light'
  return mode
}
