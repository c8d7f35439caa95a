import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MONTSERRAT_STACK } from '../src/components/ui/theme/tokens'
import { FAMILY, fallbackCss, OUTPUT } from './font-fallback.mjs'

describe('the Montserrat fallback faces', () => {
  const { css, families } = fallbackCss()

  // Whitespace aside: the formatter lays the file out its own way.
  const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim()

  it('are the file the CSS imports, as the script writes it (run `npm run font-fallback`)', () => {
    expect(squeezed(readFileSync(OUTPUT, 'utf8'))).toBe(squeezed(css))
  })

  it("carry every metric override, so the fallback takes Montserrat's room", () => {
    const faces = css.match(/@font-face \{[^}]*\}/g) ?? []
    expect(faces).toHaveLength(4)
    for (const face of faces)
      for (const property of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override'])
        expect(face, property).toMatch(new RegExp(`${property}: \\d+(\\.\\d+)?%;`))
  })

  it('stand in for Arial with its metric-compatible clones on Linux and ChromeOS', () => {
    expect(css).toContain('local("Liberation Sans")')
    expect(css).toContain('local("Arimo")')
  })

  it('come right after Montserrat in the theme font stack, before the system fonts', () => {
    const stack = MONTSERRAT_STACK.split(',').map((f) => f.trim().replace(/^['"]|['"]$/g, ''))
    expect(stack.slice(0, 3)).toEqual([FAMILY, ...families.map((f) => f.replace(/"/g, ''))])
  })
})
