/** Typed keys: French is the source, so a key missing from the French files fails to compile. */
import 'i18next'
import type account from './locales/fr/account.json'
import type ads from './locales/fr/ads.json'
import type auth from './locales/fr/auth.json'
import type chat from './locales/fr/chat.json'
import type common from './locales/fr/common.json'
import type landing from './locales/fr/landing.json'
import type notifications from './locales/fr/notifications.json'
import type onboarding from './locales/fr/onboarding.json'
import type pages from './locales/fr/pages.json'
import type photos from './locales/fr/photos.json'
import type premium from './locales/fr/premium.json'
import type profile from './locales/fr/profile.json'
import type pwa from './locales/fr/pwa.json'
import type realtime from './locales/fr/realtime.json'
import type search from './locales/fr/search.json'
import type social from './locales/fr/social.json'
import type support from './locales/fr/support.json'
import type ui from './locales/fr/ui.json'
import type widget from './locales/fr/widget.json'

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
      chat: typeof chat
      search: typeof search
      profile: typeof profile
      social: typeof social
      account: typeof account
      photos: typeof photos
      premium: typeof premium
      support: typeof support
      ads: typeof ads
      widget: typeof widget
      pwa: typeof pwa
    }
  }
}
