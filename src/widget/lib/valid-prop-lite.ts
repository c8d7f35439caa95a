/**
 * Panda's `styled-system/jsx/is-valid-prop.mjs` for the widget build: the full list of CSS property
 * names (~4 KB gzip) lets `styled()` components take style props (`<Input mt="2">`). The views the
 * widget renders pass none (style-props.test.ts keeps it so), so only what cannot be an HTML
 * attribute is treated as style: `css`, custom properties, conditions (`_hover`) and selectors.
 */
export const allCssProperties: string[] = []

export const isCssProperty = (prop: string): boolean =>
  prop === 'css' || prop.startsWith('--') || prop.startsWith('_') || /&|@/.test(prop)

/** [style props, the rest], as Panda's own `splitCssProps`. */
export function splitCssProps(
  props: Record<string, unknown>,
): [Record<string, unknown>, Record<string, unknown>] {
  const style: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) (isCssProperty(key) ? style : rest)[key] = value
  return [style, rest]
}
