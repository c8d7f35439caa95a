/** Typed keys: French is the source, so a key missing from the French files fails to compile. */
import 'i18next'
import type auth from './locales/fr/auth.json'
import type common from './locales/fr/common.json'
import type landing from './locales/fr/landing.json'
import type notifications from './locales/fr/notifications.json'
import type onboarding from './locales/fr/onboarding.json'
import type pages from './locales/fr/pages.json'
import type realtime from './locales/fr/realtime.json'
import type ui from './locales/fr/ui.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      auth: typeof auth
      common: typeof common
      pages: typeof pages
      landing: typeof landing
      notifications: typeof notifications
      onboarding: typeof onboarding
      realtime: typeof realtime
      ui: typeof ui
    }
  }
}
