// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  BUDGETS,
  composeRoute,
  findMarkers,
  firstRoute,
  formatComposition,
  formatRows,
  gzipSize,
  htmlEntryKey,
  isWidgetCatalog,
  isWidgetLoader,
  KB,
  lazyChunks,
  type Manifest,
  packageOf,
  staticClosure,
  verdict,
} from './check-budgets.mjs'

/**
 * The shape Vite writes to dist/.vite/manifest.json: the HTML entry imports a vendor chunk and a shared
 * chunk statically (the vendor one twice, through two paths), and two routes dynamically; one route
 * pulls a chunk of its own that the first route never loads; a cycle between two chunks.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b2.js', '_shared-c3.js'],
    dynamicImports: ['src/features/search/search-page.tsx', 'src/features/chat/chat-page.tsx'],
    css: ['assets/index-a1.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js', imports: ['_cycle-e5.js'] },
  '_shared-c3.js': { file: 'assets/shared-c3.js', imports: ['_vendor-b2.js'], css: ['assets/shared-c3.css'] },
  '_cycle-e5.js': { file: 'assets/cycle-e5.js', imports: ['_vendor-b2.js'] },
  'src/features/search/search-page.tsx': {
    file: 'assets/search-page-d4.js',
    isDynamicEntry: true,
    imports: ['_shared-c3.js', '_forms-f6.js'],
    css: ['assets/search-page-d4.css'],
  },
  'src/features/chat/chat-page.tsx': {
    file: 'assets/chat-page-g7.js',
    isDynamicEntry: true,
    imports: ['_forms-f6.js'],
    dynamicImports: ['src/i18n/locales/fr/chat.json'],
  },
  '_forms-f6.js': { file: 'assets/forms-f6.js' },
  'src/i18n/locales/fr/chat.json': { file: 'assets/chat-h8.js', isDynamicEntry: true },
  'src/assets/logo.svg': { file: 'assets/logo-i9.svg' },
}

describe('the manifest graph walk', () => {
  it('finds index.html as the entry', () => {
    expect(htmlEntryKey(manifest)).toBe('index.html')
    expect(htmlEntryKey({ 'app.html': { file: 'a.js', isEntry: true } })).toBe('app.html')
    expect(() => htmlEntryKey({ 'x.js': { file: 'x.js', isDynamicEntry: true } })).toThrow(/no HTML entry/)
  })

  it('follows static imports only, each chunk once, through cycles', () => {
    expect(staticClosure(manifest, 'index.html')).toEqual([
      'index.html',
      '_vendor-b2.js',
      '_cycle-e5.js',
      '_shared-c3.js',
    ])
  })

  it('fails loudly on a dangling import', () => {
    expect(() => staticClosure({ a: { file: 'a.js', imports: ['missing'] } }, 'a')).toThrow(/missing/)
  })

  it('counts the first route: JS of the static closure and the CSS attached to it', () => {
    const route = firstRoute(manifest, [])
    expect(route.js).toEqual([
      'assets/index-a1.js',
      'assets/vendor-b2.js',
      'assets/cycle-e5.js',
      'assets/shared-c3.js',
    ])
    expect(route.css).toEqual(['assets/index-a1.css', 'assets/shared-c3.css'])
    expect(route.js).not.toContain('assets/search-page-d4.js')
    expect(route.css).not.toContain('assets/search-page-d4.css')
  })

  it('adds what the entry always imports at once, and fails loudly when the build lacks it', () => {
    const route = firstRoute(manifest, ['src/features/search/search-page.tsx'])
    expect(route.js).toEqual([
      'assets/index-a1.js',
      'assets/vendor-b2.js',
      'assets/cycle-e5.js',
      'assets/shared-c3.js',
      'assets/search-page-d4.js',
      'assets/forms-f6.js',
    ])
    expect(route.css).toContain('assets/search-page-d4.css')
    expect(() => firstRoute(manifest, ['src/app/boot.tsx'])).toThrow(/src\/app\/boot\.tsx/)
  })

  it('lists every other JS chunk as lazy, marking the dynamic-import targets', () => {
    const lazy = lazyChunks(manifest, firstRoute(manifest, []).keys)
    expect(lazy).toEqual([
      { key: 'src/i18n/locales/fr/chat.json', file: 'assets/chat-h8.js', dynamic: true },
      { key: 'src/features/chat/chat-page.tsx', file: 'assets/chat-page-g7.js', dynamic: true },
      { key: '_forms-f6.js', file: 'assets/forms-f6.js', dynamic: false },
      { key: 'src/features/search/search-page.tsx', file: 'assets/search-page-d4.js', dynamic: true },
    ])
  })

  it('does not count a chunk twice as lazy when the entry also imports it dynamically', () => {
    const m: Manifest = {
      'index.html': { file: 'e.js', isEntry: true, imports: ['_v.js'], dynamicImports: ['_v.js'] },
      '_v.js': { file: 'v.js' },
    }
    expect(lazyChunks(m, firstRoute(m, []).keys)).toEqual([])
  })
})

describe('sizes and verdicts', () => {
  it('gzips deterministically at level 9', () => {
    const text = 'export const a = 1;\n'.repeat(500)
    expect(gzipSize(text)).toBe(gzipSize(text))
    expect(gzipSize(text)).toBeLessThan(text.length / 10)
  })

  it('judges a size against its budget, the budget itself included', () => {
    expect(verdict('x', BUDGETS.lazyChunk, BUDGETS.lazyChunk).ok).toBe(true)
    expect(verdict('x', BUDGETS.lazyChunk + 1, BUDGETS.lazyChunk).ok).toBe(false)
    expect(BUDGETS.firstRouteJs).toBe(100 * KB)
  })

  it('prints breaches visibly', () => {
    const table = formatRows([verdict('first route JS', 150_000, 100_000, ['150.00 kB  a.js'])])
    expect(table).toMatch(/first route JS\s+150\.00 kB\s+100\.00 kB\s+OVER BUDGET/)
    expect(table).toContain('a.js')
  })
})

describe('mock code detection', () => {
  it('finds msw and @msw/data markers', () => {
    expect(findMarkers('navigator.serviceWorker.register("/mockServiceWorker.js")')).toEqual([
      'mockServiceWorker',
    ])
    expect(findMarkers('console.warn("[MSW] %s", m);postMessage("MOCKING_ENABLED")')).toEqual([
      'MOCKING_ENABLED',
      '[MSW]',
    ])
    expect(findMarkers('throw new E("FORBIDDEN_UNIQUE_UPDATE")')).toEqual(['FORBIDDEN_UNIQUE_UPDATE'])
  })

  it("does not flag the app's own read of the mock-ready global", () => {
    expect(
      findMarkers('await globalThis.__MOCK_READY__;fetch("https://api.example/index_api/user")'),
    ).toEqual([])
  })
})

it('recognises the widget loader file', () => {
  expect(isWidgetLoader('loader.js')).toBe(true)
  expect(isWidgetLoader('assets/loader-x1y2.js')).toBe(true)
  expect(isWidgetLoader('widget-chat.js')).toBe(false)
  expect(isWidgetLoader('downloader.js')).toBe(false)
})

it('recognises a language catalog of the widget, of which a visitor loads one', () => {
  expect(isWidgetCatalog('assets/catalog.fr-U5vHKe3K.js')).toBe(true)
  expect(isWidgetCatalog('assets/catalog.es-B08MkSQE.js')).toBe(true)
  expect(isWidgetCatalog('assets/chat-app-pBTqITZP.js')).toBe(false)
  expect(isWidgetCatalog('assets/catalog-helpers-x1.js')).toBe(false)
})

describe('the first route composition (--why)', () => {
  it('names the package a module comes from, or its folder in the project', () => {
    expect(packageOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom')
    expect(packageOf('node_modules/@xstate/react/dist/xstate-react.esm.js')).toBe('@xstate/react')
    expect(packageOf('node_modules/a/node_modules/@scope/b/index.js')).toBe('@scope/b')
    expect(packageOf('src/features/landing/landing-page.tsx')).toBe('src/features')
    expect(packageOf('styled-system/helpers.mjs')).toBe('styled-system')
    expect(packageOf('rolldown-runtime')).toBe('rolldown-runtime')
  })

  it("shares each file's gzip size among its modules, so the packages add up to the route", () => {
    const route = composeRoute(
      [
        { file: 'a.js', size: 1000 },
        { file: 'b.js', size: 300 },
        { file: 'old.js', size: 50 },
      ],
      {
        'a.js': [
          { id: 'node_modules/react-dom/x.js', gzip: 600 },
          { id: 'src/app/app.tsx', gzip: 200 },
        ],
        'b.js': [
          { id: 'node_modules/react-dom/y.js', gzip: 100 },
          { id: 'src/app/boot.tsx', gzip: 200 },
        ],
      },
    )
    expect(route.files[0]?.modules).toEqual([
      { id: 'node_modules/react-dom/x.js', share: 750 },
      { id: 'src/app/app.tsx', share: 250 },
    ])
    expect(route.packages).toEqual([
      { name: 'react-dom', share: 850 },
      { name: 'src/app', share: 450 },
      { name: 'old.js', share: 50 },
    ])
    expect(route.packages.reduce((n, p) => n + p.share, 0)).toBe(1350)
  })

  it('prints the big modules of each file, sums up the small ones, then the packages', () => {
    const text = formatComposition(
      composeRoute([{ file: 'a.js', size: 1000 }], {
        'a.js': [
          { id: 'node_modules/i18next/dist/esm/i18next.js', gzip: 900 },
          { id: 'src/lib/a.ts', gzip: 50 },
          { id: 'src/lib/b.ts', gzip: 50 },
        ],
      }),
    )
    expect(text).toMatch(/1\.00 kB {2}a\.js {2}\(3 modules\)/)
    expect(text).toMatch(/0\.90 kB {2}node_modules\/i18next\/dist\/esm\/i18next\.js/)
    expect(text).toMatch(/0\.10 kB {2}2 smaller modules/)
    expect(text).toMatch(/By package or folder:\n\s+0\.90 kB {2}i18next\n\s+0\.10 kB {2}src\/lib/)
  })
})
