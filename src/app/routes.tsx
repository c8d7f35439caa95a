/**
 * The route table of spec section 2. Every page is its own lazy chunk so the first route stays small;
 * features that arrive in later issues show their heading through the placeholder page.
 */

import type { ParseKeys } from 'i18next'
import { type ComponentType, lazy } from 'react'

export interface AppRoute {
  /** wouter pattern, absolute. */
  path: string
  /** Key of the page title in the `common` namespace; null when the page names itself. */
  title: ParseKeys<'common'> | null
  component: ComponentType
}

const placeholder = (title: ParseKeys<'common'>) =>
  lazy(() =>
    import('../features/placeholder/route-placeholder').then((m) => ({
      default: () => <m.RoutePlaceholder title={title} />,
    })),
  )

const StaticPage = lazy(() => import('../features/pages/static-page'))
const ConfirmLogoutPage = lazy(() => import('../features/auth/confirm-logout-page'))
const LogoutPage = lazy(() => import('../features/auth/logout-page'))
const RegisterRoute = lazy(() => import('./register-route'))
const SettingsPage = lazy(() => import('../features/account/settings-page'))

const route = (path: string, title: ParseKeys<'common'> | null, component?: ComponentType): AppRoute => ({
  path,
  title,
  component: component ?? placeholder(title ?? 'routes.home'),
})

export const APP_ROUTES: AppRoute[] = [
  route('/app', 'routes.home'),
  route('/app/wall', 'routes.wall'),
  route('/app/vote', 'routes.vote'),
  route('/app/top-photos', 'routes.topPhotos'),
  route('/app/swipe', 'routes.swipe'),
  route('/app/register', 'routes.register', RegisterRoute),
  route('/app/promotion', 'routes.promotion'),
  route('/app/payment-success', 'routes.paymentSuccess'),
  route('/app/payment-error', 'routes.paymentError'),
  route('/app/matches', 'routes.matches'),
  route('/app/logout', 'routes.logout', LogoutPage),
  route('/app/confirm-logout', 'routes.confirmLogout', ConfirmLogoutPage),
  route('/app/faq', 'routes.faq'),
  route('/app/contact', 'routes.contact'),
  route('/app/albums', 'routes.albums'),
  route('/app/search', 'routes.search'),
  route('/app/search/result', 'routes.searchResult'),
  route('/app/search/rendez-vous', 'routes.searchRendezVous'),
  route('/app/search/online', 'routes.searchOnline'),
  route('/app/chat', 'routes.chat'),
  route('/app/chat/:chatSlug', 'routes.conversation'),
  route('/app/users/:userSlug', 'routes.profile'),
  route('/app/page/:slug', null, StaticPage),
  route('/app/account/visitors', 'routes.visitors'),
  route('/app/account/view-profile', 'routes.viewProfile'),
  route('/app/account/settings', 'routes.settings', SettingsPage),
  route('/app/account/photos', 'routes.photos'),
  route('/app/account/favorites', 'routes.favorites'),
  route('/app/account/edit-profile', 'routes.editProfile'),
]
