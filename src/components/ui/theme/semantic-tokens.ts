/**
 * Semantic colours, light (`base`) and dark (`_dark`). Every text/background pairing used by the
 * recipes was checked against WCAG AA (4.5:1 for body text), because axe runs on every page:
 *
 * - primary.solid / primary.contrast (solid buttons): light #0B6FD1 + white 4.99:1 (the brand
 *   #1E91FF with white is only 3.21:1, so 500 stays an accent, never a text background);
 *   dark #9333EA + white 5.38:1.
 * - primary.fg (links, outline/ghost text): light #0858A8 on #F5F5F5 6.48:1, on white 7.07:1;
 *   dark #C084FC on #181A20 6.58:1, on the #22252D surface 5.80:1.
 * - fg.default: 15.7:1 / 15.5:1; fg.muted: #565966 on #F5F5F5 6.39:1, #A3A7B5 on #22252D 6.39:1.
 * - success/warning/danger fg on their subtle backgrounds: 4.70 / 5.36 / 4.86 (light),
 *   7.21 / 7.63 / 5.38 (dark); danger.solid #C42B2B + white 5.63:1 in both modes.
 * - border.input reaches 3:1 against its surface (non-text contrast, WCAG 1.4.11).
 */
import { defineSemanticTokens } from '@pandacss/dev'
import { blue, violet } from './tokens'

const primaryScale = Object.fromEntries(
  (Object.keys(blue) as unknown as (keyof typeof blue)[]).map((step) => [
    step,
    { value: { base: blue[step], _dark: violet[step] } },
  ]),
)

const mode = (base: string, dark: string) => ({ value: { base, _dark: dark } })

export const semanticTokens = defineSemanticTokens({
  colors: {
    primary: {
      ...primaryScale,
      solid: mode(blue[600], violet[500]),
      solidHover: mode(blue[700], violet[600]),
      contrast: mode('#FFFFFF', '#FFFFFF'),
      fg: mode(blue[700], violet[400]),
      subtle: mode(blue[50], '#2B1F42'),
      subtleHover: mode(blue[100], '#37285A'),
    },
    bg: {
      body: mode('#F5F5F5', '#181A20'),
      surface: mode('#FFFFFF', '#22252D'),
      subtle: mode('#EEEEF0', '#2A2D37'),
      muted: mode('#E3E4E8', '#343845'),
      overlay: mode('rgba(10, 12, 16, 0.55)', 'rgba(0, 0, 0, 0.65)'),
      tooltip: mode('#1A1B22', '#F1F2F6'),
    },
    fg: {
      default: mode('#1A1B22', '#F1F2F6'),
      muted: mode('#565966', '#A3A7B5'),
      tooltip: mode('#FFFFFF', '#1A1B22'),
    },
    border: {
      default: mode('#DCDDE2', '#343845'),
      input: mode('#8C8F9A', '#6B7080'),
    },
    muted: {
      bg: mode('#E3E4E8', '#343845'),
      fg: mode('#1A1B22', '#F1F2F6'),
    },
    success: {
      fg: mode('#157A3C', '#4ADE80'),
      subtle: mode('#DCF5E5', '#173A27'),
    },
    warning: {
      fg: mode('#94520A', '#FBBF24'),
      subtle: mode('#FDF0D5', '#3D3115'),
      star: mode('#E0A100', '#FBBF24'),
    },
    danger: {
      fg: mode('#C0262D', '#F87171'),
      subtle: mode('#FDE3E3', '#3F1D22'),
      solid: mode('#C42B2B', '#C42B2B'),
      solidHover: mode('#A82222', '#A82222'),
      contrast: mode('#FFFFFF', '#FFFFFF'),
    },
    focusRing: mode(blue[600], violet[400]),
  },
  shadows: {
    card: mode(
      '0 1px 3px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)',
      '0 1px 3px rgba(0, 0, 0, 0.4)',
    ),
    overlay: mode('0 12px 32px rgba(16, 24, 40, 0.18)', '0 12px 32px rgba(0, 0, 0, 0.55)'),
  },
})
