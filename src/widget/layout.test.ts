import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CAROUSEL_HEIGHT_PX } from './layout'

describe('the carousel’s reserved height', () => {
  it('is the one the stylesheet gives the placeholder', () => {
    const css = readFileSync(join(import.meta.dirname, 'widget.css'), 'utf8')
    const placeholder = css.slice(css.indexOf(':host(:not([data-flirt-widget-host]))'))
    expect(placeholder).toMatch(new RegExp(`height: ${CAROUSEL_HEIGHT_PX}px !important`))
  })

  it('is the demo pages’ reservation too', () => {
    for (const file of ['demo.css', 'hostile-layout.css']) {
      const css = readFileSync(join(import.meta.dirname, '..', '..', 'partner-demo', 'public', file), 'utf8')
      expect(css, file).toContain(`height: ${CAROUSEL_HEIGHT_PX}px`)
    }
  })
})
