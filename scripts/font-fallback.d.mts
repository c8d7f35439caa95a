/** Types for scripts/font-fallback.mjs (plain Node ESM, imported by its unit test). */
export const FAMILY: string
export const OUTPUT: string
export function fallbackCss(): { css: string; families: string[] }
