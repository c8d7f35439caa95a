import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_LOADERS } from '../../src/app/route-loaders'
import { adFrameCsp, appCsp } from '../csp'
import { linkHeader, nginxPattern, pageEntries, pagePreloads } from './page-preloads'
import { siteConf } from './site-conf'

const appFile = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'src', 'app', name), 'utf8')

describe('pageEntries', () => {
  it("reads every page of the app's route table, with its module and namespace", () => {
    const entries = pageEntries(appFile('route-loaders.ts'), appFile('page-routes.ts'))
    expect(entries.map((e) => e.path).sort()).toEqual(Object.keys(PAGE_LOADERS).sort())
    expect(entries.find((e) => e.path === '/app/search/result')).toEqual({
      path: '/app/search/result',
      module: '../features/search/search-result-page',
      namespace: 'search',
    })
  })
})

describe('nginxPattern', () => {
  it('turns a parameter into one segment and allows a trailing slash', () => {
    const chat = new RegExp(nginxPattern('/app/chat/:chatSlug'))
    expect(chat.test('/app/chat/marc-12')).toBe(true)
    expect(chat.test('/app/chat/marc-12/')).toBe(true)
    expect(chat.test('/app/chat')).toBe(false)
    expect(chat.test('/app/chat/marc-12/more')).toBe(false)
    expect(new RegExp(nginxPattern('/app')).test('/app/swipe')).toBe(false)
  })
})

describe('pagePreloads', () => {
  const chunks = [
    { fileName: 'assets/entry.js', facadeModuleId: '/r/index.html', imports: ['assets/react.js'] },
    { fileName: 'assets/react.js', facadeModuleId: null, imports: [] },
    {
      fileName: 'assets/page.js',
      facadeModuleId: '/r/src/features/swipe/swipe-page.tsx',
      imports: ['assets/ui.js', 'assets/react.js'],
    },
    { fileName: 'assets/ui.js', facadeModuleId: null, imports: ['assets/react.js'] },
    { fileName: 'assets/social.js', facadeModuleId: '/r/src/i18n/locales/fr/social.json', imports: [] },
    {
      fileName: 'assets/header.js',
      facadeModuleId: '/r/src/features/layout/member-header.tsx',
      imports: ['assets/ui.js'],
    },
  ]
  const page = { path: '/app/swipe', module: '../features/swipe/swipe-page', namespace: 'social' }

  it("lists the page's chunk and what it imports, its French namespace, then the member shell, less what the HTML preloads", () => {
    const [preload] = pagePreloads([page], chunks, new Set(['assets/entry.js', 'assets/react.js']), [
      'src/features/layout/member-header.tsx',
    ])
    expect(preload).toEqual({
      path: '/app/swipe',
      modules: ['assets/page.js', 'assets/ui.js', 'assets/social.js', 'assets/header.js'],
    })
  })

  it('fails the build when a page of the table has no chunk', () => {
    expect(() => pagePreloads([{ ...page, module: '../features/gone' }], chunks, new Set())).toThrow(
      /no chunk/,
    )
  })
})

describe('site.conf with page preloads', () => {
  const conf = siteConf({
    app: appCsp({ apiBase: 'https://api.flirt.example' }),
    adFrame: adFrameCsp(),
    apiOrigin: 'https://api.flirt.example',
    pages: [{ path: '/app/chat/:chatSlug', modules: ['assets/a.js', 'assets/b.js'] }],
  })

  it("sends app.html with the page's Link header from the page's own location, before the catch-all", () => {
    const block = conf.match(/location ~ \^\/app\/chat\/\[\^\/\]\+\/\?\$ \{\n([\s\S]*?)\n\}/)?.[1] ?? ''
    expect(block).toContain('try_files /app.html =404;')
    expect(block).toContain(
      `add_header Link "${linkHeader(['assets/a.js', 'assets/b.js'], 'https://api.flirt.example')}";`,
    )
    expect(conf.indexOf('location ~ ^/app/chat/')).toBeLessThan(conf.indexOf('location / {'))
  })

  it('preconnects every other page to the API', () => {
    const catchAll = conf.slice(conf.indexOf('location / {'))
    expect(catchAll).toContain('add_header Link "<https://api.flirt.example>; rel=preconnect; crossorigin";')
  })
})
