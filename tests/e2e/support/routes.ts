/**
 * Every screen of spec section 2, with the heading it must show. Headings come from the locale
 * files, except where the spec fixes the French words (static page titles, 'Déconnexion').
 * Dynamic segments use sample slugs: nickname, hyphen, id.
 */
import { t } from './locales'

export interface RouteCase {
  path: string
  heading: string
}

/** The static pages of spec section 2: slug, footer link and page title (the same words). */
export const STATIC_PAGES = [
  { slug: 'cgu', title: "Conditions Générales d'Utilisation" },
  { slug: 'informations', title: 'Mentions légales' },
  { slug: 'charte_ethique', title: 'Charte éthique' },
  { slug: 'pcd', title: 'Mentions informatique et libertés' },
] as const

const route = (path: string, key: string): RouteCase => ({ path, heading: t(key) })

export const LANDING: RouteCase = { path: '/', heading: t('landing:hero.headline') }

/** Routes under /app a member opens (with a stored login). /app/logout is left out: it logs out. */
export const MEMBER_ROUTES: RouteCase[] = [
  route('/app', 'routes.home'),
  route('/app/wall', 'routes.wall'),
  route('/app/vote', 'routes.vote'),
  route('/app/top-photos', 'routes.topPhotos'),
  route('/app/swipe', 'routes.swipe'),
  route('/app/register', 'routes.register'),
  route('/app/promotion', 'routes.promotion'),
  route('/app/payment-success', 'routes.paymentSuccess'),
  route('/app/payment-error', 'routes.paymentError'),
  route('/app/matches', 'routes.matches'),
  { path: '/app/confirm-logout', heading: 'Déconnexion' },
  route('/app/faq', 'routes.faq'),
  route('/app/contact', 'routes.contact'),
  route('/app/albums', 'routes.albums'),
  route('/app/search', 'routes.search'),
  route('/app/search/result', 'routes.searchResult'),
  route('/app/search/rendez-vous', 'routes.searchRendezVous'),
  route('/app/search/online', 'routes.searchOnline'),
  route('/app/chat', 'routes.chat'),
  route('/app/chat/julie-12', 'routes.conversation'),
  route('/app/users/anything-12', 'routes.profile'),
  ...STATIC_PAGES.map(({ slug, title }) => ({ path: `/app/page/${slug}`, heading: title })),
  route('/app/account/visitors', 'routes.visitors'),
  route('/app/account/view-profile', 'routes.viewProfile'),
  route('/app/account/settings', 'routes.settings'),
  route('/app/account/photos', 'routes.photos'),
  route('/app/account/favorites', 'routes.favorites'),
  route('/app/account/edit-profile', 'routes.editProfile'),
]

/** What a visitor (no stored login) may open. */
export const VISITOR_ROUTES: RouteCase[] = [
  LANDING,
  route('/app/register', 'routes.register'),
  route('/app/users/anything-12', 'routes.profile'),
  ...STATIC_PAGES.map(({ slug, title }) => ({ path: `/app/page/${slug}`, heading: title })),
]

/** Paths a visitor is sent away from, to /app/register?redirect=<path>. */
export const GUARDED_PATHS = MEMBER_ROUTES.map((r) => r.path).filter(
  (p) => p !== '/app/register' && !p.startsWith('/app/users/') && !p.startsWith('/app/page/'),
)
