import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { startImports } from './start-imports'

/** What Vite's build hands `generateBundle`: the chunks by file name (the parts the plugin reads). */
const bundle = {
  'assets/routes.js': {
    type: 'chunk',
    fileName: 'assets/routes.js',
    facadeModuleId: '/repo/src/app/route-loaders.ts',
  },
  'assets/header.js': {
    type: 'chunk',
    fileName: 'assets/header.js',
    facadeModuleId: '/repo/src/features/layout/member-header.tsx',
  },
  'assets/boot.js': { type: 'chunk', fileName: 'assets/boot.js', facadeModuleId: '/repo/src/app/boot.tsx' },
  'assets/early.js': {
    type: 'chunk',
    fileName: 'assets/early.js',
    facadeModuleId: '/repo/src/app/early-start.ts',
  },
  'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', facadeModuleId: '/repo/index.html' },
  'assets/editor.js': {
    type: 'chunk',
    fileName: 'assets/editor.js',
    facadeModuleId: '/repo/src/features/photos/photo-editor.tsx',
  },
  'assets/shared.js': { type: 'chunk', fileName: 'assets/shared.js', facadeModuleId: null },
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
}

function built() {
  const start = startImports()
  const hook = start.plugin.generateBundle as Extract<Plugin['generateBundle'], { handler: unknown }>
  expect(hook.order).toBe('pre')
  ;(hook.handler as (options: unknown, bundle: unknown) => void)({}, bundle)
  return start.resolveDependencies
}

describe('startImports', () => {
  it("drops the preloads of every import in the route table's chunk: the page's own import", () => {
    const resolve = built()
    const deps = ['assets/page.js', 'assets/shared.js']
    expect(resolve('assets/page.js', deps, { hostId: 'assets/routes.js', hostType: 'js' })).toEqual([])
  })

  it("drops the member header's preloads wherever it is imported from", () => {
    const resolve = built()
    const deps = ['assets/header.js', 'assets/shared.js']
    expect(resolve('assets/header.js', deps, { hostId: 'assets/boot.js', hostType: 'js' })).toEqual([])
  })

  it('keeps every other lazy import preloaded: the photo editor opens with its chunks side by side', () => {
    const resolve = built()
    const deps = ['assets/editor.js', 'assets/shared.js']
    expect(resolve('assets/editor.js', deps, { hostId: 'assets/boot.js', hostType: 'js' })).toEqual(deps)
  })

  it("keeps a stylesheet, which only the helper would load, and the HTML's own preloads", () => {
    const resolve = built()
    expect(
      resolve('assets/page.js', ['assets/page.js', 'assets/page.css'], {
        hostId: 'assets/routes.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/page.css'])
    const html = ['assets/routes.js', 'assets/shared.js']
    expect(resolve('assets/routes.js', html, { hostId: 'index.html', hostType: 'html' })).toEqual(html)
  })
})
