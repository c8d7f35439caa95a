/**
 * Each page's chunk, by route pattern (page-routes.ts lists the patterns): routes.tsx makes the lazy
 * pages from it. A chunk of its own, loaded with the first page: the first route does not carry it.
 * Only routes.tsx imports it: a second importer outside the first route (the early start) made the
 * bundler split the first route's modules that the pages share into a dozen small files. nginx
 * preloads each page's chunk instead (scripts/nginx/page-preloads.ts reads this table).
 */
import type { ComponentType } from 'react'
import type { PagePath } from './page-routes'

export const PAGE_LOADERS = {
  '/app': () => import('../features/wall/home-page'),
  '/app/account/edit-profile': () => import('../features/account/edit-profile-page'),
  '/app/account/favorites': () => import('../features/social/favorites-page'),
  '/app/account/photos': () => import('../features/photos/photos-page'),
  '/app/account/settings': () => import('../features/account/settings-page'),
  '/app/account/view-profile': () => import('../features/account/view-profile-page'),
  '/app/account/visitors': () => import('../features/social/visitors-page'),
  '/app/albums': () => import('../features/vote/albums-page'),
  '/app/chat': () => import('../features/chat/chat-list-page'),
  '/app/chat/:chatSlug': () => import('../features/chat/conversation-page'),
  '/app/confirm-logout': () => import('../features/auth/confirm-logout-page'),
  '/app/contact': () => import('../features/support/contact-page'),
  '/app/faq': () => import('../features/support/faq-page'),
  '/app/logout': () => import('../features/auth/logout-page'),
  '/app/matches': () => import('../features/swipe/matches-page'),
  '/app/page/:slug': () => import('../features/pages/static-page'),
  '/app/payment-error': () => import('../features/premium/payment-error-page'),
  '/app/payment-success': () => import('../features/premium/payment-success-page'),
  '/app/promotion': () => import('../features/premium/promotion-page'),
  '/app/search': () => import('../features/search/search-page'),
  '/app/search/online': () => import('../features/search/online-page'),
  '/app/search/rendez-vous': () => import('../features/search/rendez-vous-page'),
  '/app/search/result': () => import('../features/search/search-result-page'),
  '/app/swipe': () => import('../features/swipe/swipe-page'),
  '/app/top-photos': () => import('../features/vote/top-photos-page'),
  '/app/users/:userSlug': () => import('../features/profile/profile-page'),
  '/app/vote': () => import('../features/vote/vote-page'),
  '/app/wall': () => import('../features/wall/wall-page'),
} as const satisfies Record<PagePath, () => Promise<{ default: ComponentType }>>
