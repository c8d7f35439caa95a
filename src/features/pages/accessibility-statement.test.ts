/**
 * The accessibility statement (/app/page/accessibility) says what is tested, with which tools, and
 * what is known not to be covered, in every language of the site (issue 24).
 */
import { describe, expect, it } from 'vitest'
import en from '../../i18n/locales/en/pages.json'
import enSearch from '../../i18n/locales/en/search.json'
import es from '../../i18n/locales/es/pages.json'
import esSearch from '../../i18n/locales/es/search.json'
import fr from '../../i18n/locales/fr/pages.json'
import frSearch from '../../i18n/locales/fr/search.json'

const TOOLS = [
  'axe-core',
  'IBM Equal Access',
  'WCAG 2.2',
  'ariaSnapshot',
  'Lighthouse',
  '390 × 844',
  '1366 × 768',
]
const LIMITS = { fr: 'Limites connues', en: 'Known limits', es: 'Límites conocidos' }
const SEARCH = { fr: frSearch, en: enSearch, es: esSearch }

describe('the accessibility statement', () => {
  for (const [lang, pages] of Object.entries({ fr, en, es })) {
    it(`${lang}: names the tools, the sizes and the known limits`, () => {
      const text = pages.accessibility.sections.flatMap((s) => s.paragraphs).join('\n')
      for (const tool of TOOLS) expect(text, tool).toContain(tool)
      expect(text).toContain(LIMITS[lang as keyof typeof LIMITS])
    })

    it(`${lang}: tells the keys the app has, by the names the app gives them`, () => {
      const text = pages.accessibility.sections.flatMap((s) => s.paragraphs).join('\n')
      // The carousel's pause button, as it is labelled; the toaster's key (its aria-keyshortcuts).
      expect(text).toContain(SEARCH[lang as keyof typeof SEARCH].carousel.pause)
      expect(text).toContain('Alt + T')
    })
  }
})
