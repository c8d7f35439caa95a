/**
 * The app's pages by route pattern, with each page's translation namespace: plain data, so the
 * entry's early start (early-start.ts) can tell which page an address is and fetch its translations
 * without reaching the pages' code. Their chunks are in route-loaders.ts.
 */
export const PAGE_NAMESPACES = {
  '/app': 'social',
  '/app/account/edit-profile': 'account',
  '/app/account/favorites': 'social',
  '/app/account/photos': 'photos',
  '/app/account/settings': 'account',
  '/app/account/view-profile': 'account',
  '/app/account/visitors': 'social',
  '/app/albums': 'social',
  '/app/chat': 'chat',
  '/app/chat/:chatSlug': 'chat',
  '/app/confirm-logout': 'common',
  '/app/contact': 'support',
  '/app/faq': 'support',
  '/app/logout': 'common',
  '/app/matches': 'social',
  '/app/page/:slug': 'pages',
  '/app/payment-error': 'premium',
  '/app/payment-success': 'premium',
  '/app/promotion': 'premium',
  '/app/search': 'search',
  '/app/search/online': 'search',
  '/app/search/rendez-vous': 'search',
  '/app/search/result': 'search',
  '/app/swipe': 'social',
  '/app/top-photos': 'social',
  '/app/users/:userSlug': 'profile',
  '/app/vote': 'social',
  '/app/wall': 'social',
} as const

export type PagePath = keyof typeof PAGE_NAMESPACES
