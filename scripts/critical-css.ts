/**
 * The part of the app's stylesheet a prerendered page's first paint needs (issue 38): every rule
 * whose classes that page's markup carries, the rules with no class at all (the reset, the tokens,
 * `html`, `body`), the colour modes' token rules (`.dark`, `.light`, set on <html> before the paint)
 * and the fonts' @font-face. The shells carry it inline, so their first paint waits on no stylesheet,
 * and link the whole file after their markup (it waits on nothing but the same rules again).
 *
 * Made with Lightning CSS (Vite's own CSS minifier) walking the built file's rules, so the subset keeps
 * the file's order, its layers and its media queries.
 */
import { transform } from 'lightningcss'

/** Classes set on <html> by the first script, not in the markup: their rules are always kept. */
const ROOT_CLASSES = new Set(['dark', 'light'])

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" }

/** Every class name in `html`'s class attributes. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (value ?? '').replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e] ?? m).split(/\s+/))
      if (name) classes.add(name)
  return classes
}

interface SelectorComponent {
  type: string
  name?: string
}

/** The subset of `css` (a built stylesheet) that markup using `classes` needs. */
export function criticalCss(css: string, classes: ReadonlySet<string>): string {
  const needed = (selector: SelectorComponent[]) =>
    selector.every((c) => c.type !== 'class' || ROOT_CLASSES.has(c.name ?? '') || classes.has(c.name ?? ''))
  const { code } = transform({
    filename: 'critical.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule(rule) {
        // Nothing returned keeps the rule as it is; an empty list drops it.
        if (rule.type !== 'style') return undefined
        const selectors = rule.value.selectors as unknown as SelectorComponent[][]
        return selectors.some(needed) ? undefined : []
      },
    },
  })
  return code.toString()
}
