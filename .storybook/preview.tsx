/**
 * Every story gets: the app's CSS entry, an i18next instance (the app's own `createI18n`, switched by
 * the Language toolbar), the colour mode (the `dark` class on <html>, as the app's theme provider
 * sets it, from the Colour mode toolbar or a story's `globals: { colorMode: 'dark' }`) and msw.
 */
import '../src/components/ui/styles/index.css'
import '../src/components/ui/styles/fonts.css'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import type { i18n as I18n } from 'i18next'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { configure } from 'storybook/test'
import { createI18n } from '../src/i18n/i18n'
import { DEFAULT_LANGUAGE, isLanguage } from '../src/i18n/languages'
import { MachineDocsPage } from '../stories/support/machine-docs'

// Play functions wait for what the machines and React do next. With every story file running at once
// on a loaded 2-core CI machine, a menu's exit animation or a deferred page render took longer than
// testing-library's default 1 s there (and under 1 s alone). 5 s keeps the stories about behaviour,
// not speed: timings are benchmarks (npm run bench:*), never assertions.
configure({ asyncUtilTimeout: 5000 })

let i18nInstance: Promise<I18n> | undefined

const i18nLoader: Loader = async ({ globals }) => {
  const language = isLanguage(globals.locale) ? globals.locale : DEFAULT_LANGUAGE
  i18nInstance ??= createI18n(language)
  const i18n = await i18nInstance
  if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language)
  return { i18n }
}

// msw 3 renamed `onUnhandledRequest` to `onUnhandledFrame`; the addon's default setup still passes
// the old key, which msw 3 ignores, so we start the worker ourselves.
const msw = mswLoader(async () => {
  const worker = setupWorker()
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' })
  return worker
})

const withI18n: Decorator = (Story, { loaded }) => (
  <I18nextProvider i18n={loaded.i18n as I18n}>
    <Suspense fallback={null}>
      <Story />
    </Suspense>
  </I18nextProvider>
)

const withColourMode: Decorator = (Story, { globals }) => {
  // Idempotent, and done before the story renders so the first paint already has the right colours.
  const dark = globals.colorMode === 'dark'
  document.documentElement.classList.toggle('dark', dark)
  document.documentElement.classList.toggle('light', !dark)
  return <Story />
}

const preview: Preview = {
  loaders: [msw, i18nLoader],
  decorators: [withI18n, withColourMode],
  // Every stories file gets a docs page; a machine's shows its JSDoc, its chart and its stories by state.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    docs: { page: MachineDocsPage },
  },
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français' },
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light', locale: 'fr' },
}

export default preview
