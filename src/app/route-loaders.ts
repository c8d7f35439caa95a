/**
 * Each page's chunk and its translation namespace, by route pattern, without React: routes.tsx makes
 * the lazy pages from it, and the entry's early start (early-start.ts) starts a page's chunk and its
 * translations from it as soon as the address is known. Both call the same `load`, so the browser
 * fetches each chunk once.
 */
export interface PageLoader {
  load: () => Promise<{ default: import('react').ComponentType }>
  /** The page's own namespace, fetched beside its chunk. */
  namespace: string
}

export const PAGE_LOADERS = {
  '/app': { load: () => import('../features/wall/home-page'), namespace: 'social' },
  '/app/account/edit-profile': {
    load: () => import('../features/account/edit-profile-page'),
    namespace: 'account',
  },
  '/app/account/favorites': { load: () => import('../features/social/favorites-page'), namespace: 'social' },
  '/app/account/photos': { load: () => import('../features/photos/photos-page'), namespace: 'photos' },
  '/app/account/settings': { load: () => import('../features/account/settings-page'), namespace: 'account' },
  '/app/account/view-profile': {
    load: () => import('../features/account/view-profile-page'),
    namespace: 'account',
  },
  '/app/account/visitors': { load: () => import('../features/social/visitors-page'), namespace: 'social' },
  '/app/albums': { load: () => import('../features/vote/albums-page'), namespace: 'social' },
  '/app/chat': { load: () => import('../features/chat/chat-list-page'), namespace: 'chat' },
  '/app/chat/:chatSlug': { load: () => import('../features/chat/conversation-page'), namespace: 'chat' },
  '/app/confirm-logout': { load: () => import('../features/auth/confirm-logout-page'), namespace: 'common' },
  '/app/contact': { load: () => import('../features/support/contact-page'), namespace: 'support' },
  '/app/faq': { load: () => import('../features/support/faq-page'), namespace: 'support' },
  '/app/logout': { load: () => import('../features/auth/logout-page'), namespace: 'common' },
  '/app/matches': { load: () => import('../features/swipe/matches-page'), namespace: 'social' },
  '/app/page/:slug': { load: () => import('../features/pages/static-page'), namespace: 'pages' },
  '/app/payment-error': {
    load: () => import('../features/premium/payment-error-page'),
    namespace: 'premium',
  },
  '/app/payment-success': {
    load: () => import('../features/premium/payment-success-page'),
    namespace: 'premium',
  },
  '/app/promotion': { load: () => import('../features/premium/promotion-page'), namespace: 'premium' },
  '/app/search': { load: () => import('../features/search/search-page'), namespace: 'search' },
  '/app/search/online': { load: () => import('../features/search/online-page'), namespace: 'search' },
  '/app/search/rendez-vous': {
    load: () => import('../features/search/rendez-vous-page'),
    namespace: 'search',
  },
  '/app/search/result': { load: () => import('../features/search/search-result-page'), namespace: 'search' },
  '/app/swipe': { load: () => import('../features/swipe/swipe-page'), namespace: 'social' },
  '/app/top-photos': { load: () => import('../features/vote/top-photos-page'), namespace: 'social' },
  '/app/users/:userSlug': { load: () => import('../features/profile/profile-page'), namespace: 'profile' },
  '/app/vote': { load: () => import('../features/vote/vote-page'), namespace: 'social' },
  '/app/wall': { load: () => import('../features/wall/wall-page'), namespace: 'social' },
} as const satisfies Record<string, PageLoader>

export type PagePath = keyof typeof PAGE_LOADERS
