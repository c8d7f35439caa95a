/**
 * The widget's build (`npm run build:widget`), two passes into dist/widget/ (WIDGET_OUT_DIR to build
 * elsewhere):
 *  1. `vite build -c vite.widget.config.ts`: the widget module (src/widget/widget.tsx) and its lazy
 *     chunks, ES modules under assets/, with a manifest;
 *  2. `vite build -c vite.widget.config.ts --mode loader`: the loader (src/widget/loader.ts), one
 *     classic script, loader.js, told the widget module's file name by the first pass's manifest.
 *
 * React is replaced by preact/compat in this build only (WIDGET_RENDERER=react builds with React, to
 * compare: see src/widget/README.md). For the same reason, the 90 KB budget, a few libraries are
 * swapped for the part of them the widget's views use (each file says what and why):
 * react-i18next, ky, wouter, @tanstack/react-virtual, Ark's Switch and Avatar, and Panda's CSS
 * property list. The stylesheet is Panda's, from the widget's own Panda config,
 * with rem turned into px and our custom properties made !important on the shadow hosts.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import pandacss from '@pandacss/dev/postcss'
import react from '@vitejs/plugin-react'
import browserslistToEsbuild from 'browserslist-to-esbuild'
import type { Plugin as PostcssPlugin, Rule } from 'postcss'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import { precompress } from './scripts/precompress.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const outDir = process.env.WIDGET_OUT_DIR ?? 'dist/widget'
const usePreact = process.env.WIDGET_RENDERER !== 'react'

/** Relative to the module that imports it; `.` in Vite's manifest for the widget's entry. */
export const WIDGET_ENTRY = 'src/widget/widget.tsx'

const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
]

/**
 * Three passes over the widget's stylesheet:
 *  - rem → px at 16 px: the page's root font size must not scale the widget;
 *  - custom properties declared on `:host` become !important: a page setting our names on the host
 *    element loses, since a shadow root's important declarations beat the page's, even important ones;
 *  - token variables nothing uses are dropped (Panda declares every token; the widget uses a third).
 *    Nothing in our code reads a token variable from JS (`token()` in styles is resolved at build).
 */
export function widgetCss(): PostcssPlugin {
  const isTokenRule = (selector: string) => /:root|:host|\.dark|data-theme/.test(selector)
  return {
    postcssPlugin: 'flirt-widget-css',
    OnceExit(css) {
      css.walkDecls((decl) => {
        if (decl.value.includes('rem')) {
          decl.value = decl.value.replace(
            /(^|[\s(,/*+-])(\d*\.?\d+)rem\b/g,
            (_, before: string, n: string) => `${before}${Number((Number(n) * 16).toFixed(4))}px`,
          )
        }
        const rule = decl.parent
        if (decl.prop.startsWith('--') && rule?.type === 'rule' && /:host/.test((rule as Rule).selector)) {
          decl.important = true
        }
      })
      const refs = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] as string)
      const definitions = new Map<string, string[]>()
      const used = new Set<string>()
      css.walkDecls((decl) => {
        if (decl.prop.startsWith('--'))
          definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), ...refs(decl.value)])
        else for (const ref of refs(decl.value)) used.add(ref)
      })
      const pending = [...used]
      for (let name = pending.pop(); name; name = pending.pop()) {
        for (const ref of definitions.get(name) ?? []) {
          if (!used.has(ref)) {
            used.add(ref)
            pending.push(ref)
          }
        }
      }
      css.walkDecls((decl) => {
        const rule = decl.parent
        if (!decl.prop.startsWith('--') || used.has(decl.prop)) return
        if (rule?.type === 'rule' && isTokenRule((rule as Rule).selector)) decl.remove()
      })
      css.walkRules((rule) => {
        if (rule.nodes.length === 0) rule.remove()
      })
    },
  }
}

/**
 * Swaps a file for another wherever it is imported from, even by a relative path (Panda's generated
 * `styled-system/jsx/*.mjs` import each other that way, out of reach of `resolve.alias`).
 */
function swapModules(swaps: Record<string, string>): Plugin {
  return {
    name: 'flirt-widget-swap-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const swap = resolved && swaps[resolved.id]
      return swap ? { id: swap } : null
    },
  }
}

type PostcssOptions = Exclude<NonNullable<NonNullable<UserConfig['css']>['postcss']>, string>

/** Panda's plugin and ours are typed against the root postcss package, Vite against its own copy. */
const postcssPlugins = () =>
  [
    pandacss({ configPath: join(root, 'src/widget/panda.config.ts') }),
    widgetCss(),
  ] as unknown as PostcssOptions['plugins']

const shared = (): UserConfig => ({
  root,
  base: './',
  publicDir: false,
  resolve: {
    alias: [
      { find: 'styled-system', replacement: join(root, 'styled-system') },
      // The API client's ky (~8 KB) replaced by the same calls on fetch (see src/widget/lib/ky-lite.ts).
      { find: /^ky$/, replacement: join(root, 'src/widget/lib/ky-lite.ts') },
      // The login form's one router link, without a router that could move the partner's history.
      { find: /^wouter$/, replacement: join(root, 'src/widget/lib/wouter-lite.tsx') },
      // @xstate/react's selector hook and the session context's (src/features/session) as one module:
      // the package's build for React 18+, as the app's build does.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      // React's own useSyncExternalStore (preact/compat has it) in place of the shim for old Reacts.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: join(root, 'src/widget/lib/sync-external-store-lite.ts'),
      },
      // Two Ark parts without zag's machines (~7 KB): see src/widget/lib/ark-switch-lite.tsx.
      { find: /^@ark-ui\/react\/switch$/, replacement: join(root, 'src/widget/lib/ark-switch-lite.tsx') },
      { find: /^@ark-ui\/react\/avatar$/, replacement: join(root, 'src/widget/lib/ark-avatar-lite.tsx') },
      // The views' translations through the widget's small translator instead of i18next (~15 KB).
      { find: /^react-i18next$/, replacement: join(root, 'src/widget/i18n/react-i18next-lite.tsx') },
      ...(usePreact ? preactAliases : []),
    ],
  },
  logLevel: 'warn',
})

function widgetModule(): UserConfig {
  return {
    ...shared(),
    plugins: [
      react(),
      // `styled()`'s list of every CSS property (~4 KB): see src/widget/lib/valid-prop-lite.ts.
      swapModules({
        [join(root, 'styled-system/jsx/is-valid-prop.mjs')]: join(root, 'src/widget/lib/valid-prop-lite.ts'),
        // The album parts of the conversation panel, which the widget never shows (no album actor).
        [join(root, 'src/features/album-sharing/album-answer-bar.tsx')]: join(
          root,
          'src/widget/lib/album-parts-none.tsx',
        ),
        [join(root, 'src/features/album-sharing/their-album-panel.tsx')]: join(
          root,
          'src/widget/lib/album-parts-none.tsx',
        ),
      }),
      precompress(),
    ],
    css: { postcss: { plugins: postcssPlugins() } },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      // The browsers package.json's `browserslist` declares, as the app (the loader reaches further).
      target: browserslistToEsbuild(),
      // WIDGET_SOURCEMAP=1: maps to see what takes the bytes (the budget counts only .js and .css).
      sourcemap: process.env.WIDGET_SOURCEMAP === '1',
      // No <link rel=modulepreload> (and no helper adding them): the widget adds nothing to the page.
      modulePreload: false,
      cssCodeSplit: false,
      rolldownOptions: {
        input: { widget: join(root, WIDGET_ENTRY) },
        preserveEntrySignatures: 'exports-only',
        // The session's actors import the auth calls lazily to keep them off the app's first route;
        // the widget's chat carries its login and registration forms, which import them statically,
        // so here that lazy import rightly stays in the same chunk: not a warning to act on.
        checks: { ineffectiveDynamicImport: false },
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
        },
      },
    },
  }
}

function loader(): UserConfig {
  const manifest = JSON.parse(
    readFileSync(resolve(root, outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean }>
  const entry = manifest[WIDGET_ENTRY]
  if (!entry?.isEntry)
    throw new Error(`${outDir}/.vite/manifest.json has no ${WIDGET_ENTRY}: build the widget first`)
  return {
    ...shared(),
    define: { __FLIRT_WIDGET_ENTRY__: JSON.stringify(`./${entry.file}`) },
    plugins: [precompress()],
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2020',
      sourcemap: false,
      modulePreload: false,
      rolldownOptions: {
        input: join(root, 'src/widget/loader.ts'),
        output: { format: 'iife', entryFileNames: 'loader.js' },
      },
    },
  }
}

export default defineConfig(({ mode }) => (mode === 'loader' ? loader() : widgetModule()))
