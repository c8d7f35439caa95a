/**
 * Drops the default preset's 22 colour palettes (about 240 CSS variables, ~2 KB gzip of the first
 * route's 15 KB CSS budget). Our components use semantic tokens only (bg.*, fg.*, primary.*,
 * success.*, ...); the raw scales that remain are brandBlue/brandViolet plus white, black,
 * transparent and current.
 */
import type { Config } from '@pandacss/dev'

const KEPT_COLORS = new Set(['current', 'black', 'white', 'transparent'])

type PresetResolvedHook = NonNullable<NonNullable<Config['hooks']>['preset:resolved']>

export const trimDefaultPalettes: PresetResolvedHook = ({ name, preset }) => {
  if (name !== '@pandacss/preset-panda') return preset
  const colors = preset.theme?.tokens?.colors
  if (!colors) return preset
  for (const key of Object.keys(colors)) if (!KEPT_COLORS.has(key)) delete colors[key]
  return preset
}
