/** Types for scripts/chromium.mjs (plain Node ESM, imported by vitest.config.ts and playwright.config.ts). */
export const chromiumArgs: string[]
export function chromiumPath(): string | undefined
export function testChromiumPath(): string | undefined
export const testChromiumArgs: string[]
