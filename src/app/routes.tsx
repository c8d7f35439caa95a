/**
 * The route table of spec section 2. Every page is its own lazy chunk so the first route stays small.
 */

import type { ParseKeys } from 'i18next'
import { type ComponentType, lazy } from 'react'
import { getI18n } from 'react-i18next'

export interface AppRoute {
  /** wouter pattern, absolute. */
  path: string
  /** Key of the page title in the `common` namespace; null when the page names itself. */
  title: ParseKeys<'common'> | null
  component: ComponentType
}

/**
 * A page's chunk and its translations, fetched side by side: a page reading its namespace suspended
 * once its code had run, then waited for the namespace (one more round trip before its first call
 * to the server, and before the first result's photo, on a phone's network).
 */
const page = (load: () => Promise<{ default: ComponentType }>, namespace: string) =>
  lazy(() =>
    Promise.all([
      load(),
      getI18n()
        ?.loadNamespaces(namespace)
        .catch(() => {}),
    ]).then(([m]) => m),
  )

const StaticPage = page(() => import('../features/pages/static-page'), 'pages')
const ConfirmLogoutPage = page(() => import('../features/auth/confirm-logout-page'), 'common')
const LogoutPage = page(() => import('../features/auth/logout-page'), 'common')
const RegisterRoute = lazy(() => import('./register-route'))
const SettingsPage = page(() => import('../features/account/settings-page'), 'account')

const route = (path: string, title: ParseKeys<'common'> | null, component: ComponentType): AppRoute => ({
  path,
  title,
  component,
})

export const APP_ROUTES: AppRoute[] = [
  route(
    '/app',
    'routes.home',
    page(() => import('../features/wall/home-page'), 'social'),
  ),
  route(
    '/app/wall',
    'routes.wall',
    page(() => import('../features/wall/wall-page'), 'social'),
  ),
  route(
    '/app/vote',
    'routes.vote',
    page(() => import('../features/vote/vote-page'), 'social'),
  ),
  route(
    '/app/top-photos',
    'routes.topPhotos',
    page(() => import('../features/vote/top-photos-page'), 'social'),
  ),
  route(
    '/app/swipe',
    'routes.swipe',
    page(() => import('../features/swipe/swipe-page'), 'social'),
  ),
  route('/app/register', 'routes.register', RegisterRoute),
  route(
    '/app/promotion',
    'routes.promotion',
    page(() => import('../features/premium/promotion-page'), 'premium'),
  ),
  route(
    '/app/payment-success',
    'routes.paymentSuccess',
    page(() => import('../features/premium/payment-success-page'), 'premium'),
  ),
  route(
    '/app/payment-error',
    'routes.paymentError',
    page(() => import('../features/premium/payment-error-page'), 'premium'),
  ),
  route(
    '/app/matches',
    'routes.matches',
    page(() => import('../features/swipe/matches-page'), 'social'),
  ),
  route('/app/logout', 'routes.logout', LogoutPage),
  route('/app/confirm-logout', 'routes.confirmLogout', ConfirmLogoutPage),
  route(
    '/app/faq',
    'routes.faq',
    page(() => import('../features/support/faq-page'), 'support'),
  ),
  route(
    '/app/contact',
    'routes.contact',
    page(() => import('../features/support/contact-page'), 'support'),
  ),
  route(
    '/app/albums',
    'routes.albums',
    page(() => import('../features/vote/albums-page'), 'social'),
  ),
  route(
    '/app/search',
    'routes.search',
    page(() => import('../features/search/search-page'), 'search'),
  ),
  route(
    '/app/search/result',
    'routes.searchResult',
    page(() => import('../features/search/search-result-page'), 'search'),
  ),
  route(
    '/app/search/rendez-vous',
    'routes.searchRendezVous',
    page(() => import('../features/search/rendez-vous-page'), 'search'),
  ),
  route(
    '/app/search/online',
    'routes.searchOnline',
    page(() => import('../features/search/online-page'), 'search'),
  ),
  route(
    '/app/chat',
    'routes.chat',
    page(() => import('../features/chat/chat-list-page'), 'chat'),
  ),
  route(
    '/app/chat/:chatSlug',
    'routes.conversation',
    page(() => import('../features/chat/conversation-page'), 'chat'),
  ),
  route(
    '/app/users/:userSlug',
    'routes.profile',
    page(() => import('../features/profile/profile-page'), 'profile'),
  ),
  route('/app/page/:slug', null, StaticPage),
  route(
    '/app/account/visitors',
    'routes.visitors',
    page(() => import('../features/social/visitors-page'), 'social'),
  ),
  route(
    '/app/account/view-profile',
    'routes.viewProfile',
    page(() => import('../features/account/view-profile-page'), 'account'),
  ),
  route('/app/account/settings', 'routes.settings', SettingsPage),
  route(
    '/app/account/photos',
    'routes.photos',
    page(() => import('../features/photos/photos-page'), 'photos'),
  ),
  route(
    '/app/account/favorites',
    'routes.favorites',
    page(() => import('../features/social/favorites-page'), 'social'),
  ),
  route(
    '/app/account/edit-profile',
    'routes.editProfile',
    page(() => import('../features/account/edit-profile-page'), 'account'),
  ),
]
