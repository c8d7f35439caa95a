// @vitest-environment node
/**
 * How the start is cut into files (scripts/start-chunks.ts), on a small module graph: each module in
 * one group, the entry's own left alone, react-i18next's <Trans> not claimed by the start, the
 * pages' shared parts together, and a page's own parts in its file unless code outside it imports
 * them. Also the checks that read merged files: the budget's first route and the Link header's chunks.
 */
import { describe, expect, it } from 'vitest'
import { firstRoute, keyHolding } from './check-budgets.mjs'
import { scriptHash } from './csp'
import { chunkHolding } from './nginx/page-preloads'
import { startGroups, staticImports } from './start-chunks'

/** A module graph from `importer: [imported...]`. */
function graphOf(edges: Record<string, string[]>) {
  const ids = [...new Set([...Object.keys(edges), ...Object.values(edges).flat()])]
  const importers = (id: string) => Object.keys(edges).filter((k) => edges[k]?.includes(id))
  return {
    ids,
    getModuleInfo: (id: string) =>
      ids.includes(id) ? { importedIds: edges[id] ?? [], importers: importers(id) } : null,
  }
}

const graph = graphOf({
  '/p/src/app/main.tsx': ['/p/src/lib/yield.ts'],
  '/p/src/app/boot.tsx': [
    '/p/node_modules/react-dom/client.js',
    '/p/src/app/app.tsx',
    '/p/node_modules/react-i18next/dist/es/index.js',
    '/p/src/lib/yield.ts',
  ],
  '/p/node_modules/react-dom/client.js': ['/p/node_modules/react/index.js'],
  '/p/node_modules/react-i18next/dist/es/index.js': [
    '/p/node_modules/react-i18next/dist/es/context.js',
    '/p/node_modules/react-i18next/dist/es/Trans.js',
  ],
  '/p/node_modules/react-i18next/dist/es/Trans.js': ['/p/node_modules/html-parse-stringify/index.js'],
  '/p/src/app/session-actor.tsx': ['/p/node_modules/xstate/index.js', '/p/src/app/app.tsx'],
  '/p/src/features/layout/member-header.tsx': ['/p/src/ui/menu.tsx', '/p/node_modules/@zag-js/menu/index.js'],
  '/p/src/features/a/a-page.tsx': [
    '/p/src/ui/card.tsx',
    '/p/src/features/a/a-own.ts',
    '/p/src/features/a/a-dialog-part.ts',
  ],
  '/p/src/features/b/b-page.tsx': ['/p/src/ui/card.tsx', '/p/node_modules/ark/index.js'],
  '/p/src/features/c/c-page.tsx': ['/p/node_modules/ark/index.js'],
  '/p/src/features/x/dialog.tsx': ['/p/src/features/a/a-dialog-part.ts'],
})

describe('startGroups', () => {
  const groups = startGroups({
    entry: 'src/app/main.tsx',
    boot: 'src/app/boot.tsx',
    startup: ['src/app/session-actor.tsx'],
    shell: ['src/features/layout/member-header.tsx'],
    pages: ['src/features/a/a-page', 'src/features/b/b-page', 'src/features/c/c-page'],
  })
  const group = (id: string) => groups.name(`/p/${id}`, graph, () => graph.ids)

  it('puts React, the app and the startup modules in a file each, the entry alone', () => {
    expect(group('node_modules/react-dom/client.js')).toBe('react')
    expect(group('node_modules/react/index.js')).toBe('react')
    expect(group('src/app/boot.tsx')).toBe('start')
    expect(group('src/app/app.tsx')).toBe('start')
    expect(group('node_modules/react-i18next/dist/es/context.js')).toBe('start')
    expect(group('src/app/main.tsx')).toBeNull()
    expect(group('src/lib/yield.ts')).toBeNull()
    expect(group('src/app/session-actor.tsx')).toBe('startup')
    expect(group('node_modules/xstate/index.js')).toBe('startup')
  })

  it('makes i18next and the setup of it one file, apart from the start (issue 38)', () => {
    const withI18n = startGroups({
      entry: 'src/app/main.tsx',
      boot: 'src/app/boot.tsx',
      startup: ['src/app/session-actor.tsx'],
      shell: [],
      i18n: 'src/i18n/i18n.ts',
    })
    const i18nGraph = graphOf({
      '/p/src/app/main.tsx': [],
      '/p/src/app/boot.tsx': ['/p/node_modules/react-i18next/dist/es/index.js', '/p/src/lib/languages.ts'],
      '/p/src/i18n/i18n.ts': [
        '/p/node_modules/i18next/dist/esm/i18next.js',
        '/p/node_modules/react-i18next/dist/es/index.js',
        '/p/src/lib/languages.ts',
      ],
    })
    const of = (id: string) => withI18n.name(`/p/${id}`, i18nGraph, () => i18nGraph.ids)
    expect(of('src/i18n/i18n.ts')).toBe('i18n')
    expect(of('node_modules/i18next/dist/esm/i18next.js')).toBe('i18n')
    // What the start imports stays in the start's file.
    expect(of('node_modules/react-i18next/dist/es/index.js')).toBe('start')
    expect(of('src/lib/languages.ts')).toBe('start')
  })

  it("leaves react-i18next's <Trans> and its HTML parser to the pages that use it", () => {
    expect(group('node_modules/react-i18next/dist/es/Trans.js')).toBeNull()
    expect(group('node_modules/html-parse-stringify/index.js')).toBeNull()
  })

  it('makes the member shell two files: its code, and its packages', () => {
    expect(group('src/features/layout/member-header.tsx')).toBe('member-shell')
    expect(group('src/ui/menu.tsx')).toBe('member-shell')
    expect(group('node_modules/@zag-js/menu/index.js')).toBe('member-shell-packages')
  })

  it("puts the pages' shared parts together, and a page's own in its file unless imported from outside", () => {
    expect(group('src/ui/card.tsx')).toBe('pages-common')
    expect(group('node_modules/ark/index.js')).toBe('pages-packages')
    expect(group('src/features/a/a-page.tsx')).toBe('page-0')
    expect(group('src/features/a/a-own.ts')).toBe('page-0')
    expect(group('src/features/a/a-dialog-part.ts')).toBe('page-0-shared')
    expect(group('src/features/x/dialog.tsx')).toBeNull()
  })

  it('makes no group in a build without the app (the widget, Storybook)', () => {
    const other = startGroups({
      entry: 'src/widget/main.ts',
      boot: 'src/app/boot.tsx',
      startup: [],
      shell: [],
    })
    expect(other.name('/p/src/app/app.tsx', graph, () => graph.ids)).toBeNull()
  })
})

describe('staticImports', () => {
  it('walks static imports once each, the module first', () => {
    expect([...staticImports(graph, '/p/node_modules/react-dom/client.js')]).toEqual([
      '/p/node_modules/react-dom/client.js',
      '/p/node_modules/react/index.js',
    ])
  })
})

describe('merged files', () => {
  const composition = {
    'assets/start.js': [{ id: 'src/app/app.tsx' }, { id: 'src/app/boot.tsx' }],
    'assets/react.js': [{ id: 'node_modules/react-dom/client.js' }],
  }
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: [] },
    _start: { file: 'assets/start.js', imports: ['_react'] },
    _react: { file: 'assets/react.js' },
    'src/features/a/a-page.tsx': { file: 'assets/a.js', imports: ['_start'] },
  }

  it('finds the file a merged module is in, for the budget', () => {
    expect(keyHolding(manifest, 'src/app/boot.tsx', composition)).toBe('_start')
    expect(keyHolding(manifest, 'src/features/a/a-page.tsx', composition)).toBe('src/features/a/a-page.tsx')
    expect(keyHolding(manifest, 'src/app/gone.tsx', composition)).toBeUndefined()
    expect(firstRoute(manifest, ['src/app/boot.tsx'], composition).js).toEqual([
      'assets/index.js',
      'assets/start.js',
      'assets/react.js',
    ])
    expect(() => firstRoute(manifest, ['src/app/boot.tsx'], {})).toThrow(/src\/app\/boot\.tsx/)
  })

  it('finds the chunk a merged module is in, for the Link header', () => {
    const chunks = [
      { fileName: 'assets/start.js', facadeModuleId: null, moduleIds: ['/p/src/app/boot.tsx'], imports: [] },
      { fileName: 'assets/a.js', facadeModuleId: '/p/src/features/a/a-page.tsx', imports: [] },
    ]
    expect(chunkHolding(chunks, 'src/app/boot.tsx')?.fileName).toBe('assets/start.js')
    expect(chunkHolding(chunks, 'src/features/a/a-page')?.fileName).toBe('assets/a.js')
    expect(chunkHolding(chunks, 'src/app/gone.tsx')).toBeUndefined()
  })
})

describe('scriptHash', () => {
  it("is CSP's sha256 source of the script's exact text", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=')
  })
})
