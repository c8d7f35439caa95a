/**
 * The route table of spec section 2. Every page is its own lazy chunk so the first route stays small.
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

const StaticPage = lazy(() => import('../features/pages/static-page'))
const ConfirmLogoutPage = lazy(() => import('../features/auth/confirm-logout-page'))
const LogoutPage = lazy(() => import('../features/auth/logout-page'))
const RegisterRoute = lazy(() => import('./register-route'))
const SettingsPage = lazy(() => import('../features/account/settings-page'))

const route = (path: string, title: ParseKeys<'common'> | null, component: ComponentType): AppRoute => ({
  path,
  title,
  component,
})

export const APP_ROUTES: AppRoute[] = [
  route(
    '/app',
    'routes.home',
    lazy(() => import('../features/wall/home-page')),
  ),
  route(
    '/app/wall',
    'routes.wall',
    lazy(() => import('../features/wall/wall-page')),
  ),
  route(
    '/app/vote',
    'routes.vote',
    lazy(() => import('../features/vote/vote-page')),
  ),
  route(
    '/app/top-photos',
    'routes.topPhotos',
    lazy(() => import('../features/vote/top-photos-page')),
  ),
  route(
    '/app/swipe',
    'routes.swipe',
    lazy(() => import('../features/swipe/swipe-page')),
  ),
  route('/app/register', 'routes.register', RegisterRoute),
  route(
    '/app/promotion',
    'routes.promotion',
    lazy(() => import('../features/premium/promotion-page')),
  ),
  route(
    '/app/payment-success',
    'routes.paymentSuccess',
    lazy(() => import('../features/premium/payment-success-page')),
  ),
  route(
    '/app/payment-error',
    'routes.paymentError',
    lazy(() => import('../features/premium/payment-error-page')),
  ),
  route(
    '/app/matches',
    'routes.matches',
    lazy(() => import('../features/swipe/matches-page')),
  ),
  route('/app/logout', 'routes.logout', LogoutPage),
  route('/app/confirm-logout', 'routes.confirmLogout', ConfirmLogoutPage),
  route(
    '/app/faq',
    'routes.faq',
    lazy(() => import('../features/support/faq-page')),
  ),
  route(
    '/app/contact',
    'routes.contact',
    lazy(() => import('../features/support/contact-page')),
  ),
  route(
    '/app/albums',
    'routes.albums',
    lazy(() => import('../features/vote/albums-page')),
  ),
  route(
    '/app/search',
    'routes.search',
    lazy(() => import('../features/search/search-page')),
  ),
  route(
    '/app/search/result',
    'routes.searchResult',
    lazy(() => import('../features/search/search-result-page')),
  ),
  route(
    '/app/search/rendez-vous',
    'routes.searchRendezVous',
    lazy(() => import('../features/search/rendez-vous-page')),
  ),
  route(
    '/app/search/online',
    'routes.searchOnline',
    lazy(() => import('../features/search/online-page')),
  ),
  route(
    '/app/chat',
    'routes.chat',
    lazy(() => import('../features/chat/chat-list-page')),
  ),
  route(
    '/app/chat/:chatSlug',
    'routes.conversation',
    lazy(() => import('../features/chat/conversation-page')),
  ),
  route(
    '/app/users/:userSlug',
    'routes.profile',
    lazy(() => import('../features/profile/profile-page')),
  ),
  route('/app/page/:slug', null, StaticPage),
  route(
    '/app/account/visitors',
    'routes.visitors',
    lazy(() => import('../features/social/visitors-page')),
  ),
  route(
    '/app/account/view-profile',
    'routes.viewProfile',
    lazy(() => import('../features/account/view-profile-page')),
  ),
  route('/app/account/settings', 'routes.settings', SettingsPage),
  route(
    '/app/account/photos',
    'routes.photos',
    lazy(() => import('../features/photos/photos-page')),
  ),
  route(
    '/app/account/favorites',
    'routes.favorites',
    lazy(() => import('../features/social/favorites-page')),
  ),
  route(
    '/app/account/edit-profile',
    'routes.editProfile',
    lazy(() => import('../features/account/edit-profile-page')),
  ),
]
