/**
 * The widget build swaps Panda's CSS property list for a stub (valid-prop-lite.ts): a style prop on a
 * styled component (`<Input mt="2">`) would reach the DOM as an attribute and its style be lost. This
 * keeps the views the widget renders free of them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..', '..')
/** The folders of everything the widget renders (src/widget/panda.config.ts lists the same). */
const FOLDERS = [
  'src/widget',
  'src/components/ui',
  'src/features/auth',
  'src/features/onboarding',
  'src/features/chat',
  'src/features/online-members',
  'src/features/album-sharing',
  'src/features/favorites',
]

const tsxFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : []
  })

/** Panda's own list, read from its generated file (it has no types to import it by). */
function cssPropertyNames(): Set<string> {
  const source = readFileSync(join(root, 'styled-system/jsx/is-valid-prop.mjs'), 'utf8')
  const lists = [...source.matchAll(/var \w+Str = "([^"]+)"/g)].map((m) => (m[1] as string).split(','))
  return new Set(lists.flat())
}

describe('style props in the views the widget renders', () => {
  const names = cssPropertyNames()

  it('reads Panda’s property list', () => {
    expect(names.has('mt')).toBe(true)
    expect(names.has('backgroundColor')).toBe(true)
  })

  it('finds none on a component (icons excepted: their SVG props are attributes)', () => {
    const found: string[] = []
    for (const file of FOLDERS.flatMap(tsxFiles)) {
      const source = readFileSync(join(root, file), 'utf8')
      for (const tag of source.matchAll(/<([A-Z][\w.]*)\b([^<>]*?)\/?>/gs)) {
        const component = tag[1] as string
        if (/Icon$|Svg$/.test(component)) continue // IconSvg: the icons' SVG frame
        const props = [...(tag[2] as string).matchAll(/(?:^|\s)([a-zA-Z_][\w-]*)=/g)].map(
          (m) => m[1] as string,
        )
        for (const prop of props) {
          if (names.has(prop) && prop !== 'css') found.push(`${file}: <${component} ${prop}=…>`)
        }
      }
    }
    expect(found).toEqual([])
  })
})
