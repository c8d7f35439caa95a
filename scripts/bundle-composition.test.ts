// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { shortId } from './bundle-composition'

describe('module ids in the composition report', () => {
  it('cuts a dependency down to node_modules/<package>/..., the innermost one for nested copies', () => {
    expect(shortId('/repo/node_modules/react-dom/cjs/react-dom-client.production.js', '/repo')).toBe(
      'node_modules/react-dom/cjs/react-dom-client.production.js',
    )
    expect(shortId('/repo/node_modules/a/node_modules/b/index.js', '/repo')).toBe('node_modules/b/index.js')
  })

  it("gives the project's own modules from its root, without a query or a virtual prefix", () => {
    expect(shortId('/repo/src/app/boot.tsx', '/repo')).toBe('src/app/boot.tsx')
    expect(shortId('/repo/src/i18n/locales/fr/common.json?import', '/repo')).toBe(
      'src/i18n/locales/fr/common.json',
    )
    expect(shortId('\0vite/preload-helper.js', '/repo')).toBe('vite/preload-helper.js')
  })
})
