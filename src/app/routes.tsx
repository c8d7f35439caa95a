/**
 * The route table of spec section 2. Every page is its own lazy chunk so the first route stays small.
 */

import type { ParseKeys } from 'i18next'
import type { ComponentType } from 'react'
import { getI18n } from 'react-i18next'
import { parse } from 'regexparam'
import { type RetryableLazy, retryableLazy } from '../lib/retryable-lazy'
import { PAGE_NAMESPACES, type PagePath } from './page-routes'

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
 * to the server, and before the first result's photo, on a phone's network). The table of chunks
 * (route-loaders.ts) is itself a small chunk, preloaded by app.html: the first route does not carry it.
 */
const page = (path: PagePath) =>
  retryableLazy(() =>
    Promise.all([
      import('./route-loaders').then(({ PAGE_LOADERS }) => PAGE_LOADERS[path]()),
      getI18n()
        ?.loadNamespaces(PAGE_NAMESPACES[path])
        .catch(() => {}),
    ]).then(([m]) => m),
  )

const RegisterRoute = retryableLazy(() => import('./register-route'))

const route = (path: string, title: ParseKeys<'common'> | null, component: ComponentType): AppRoute => ({
  path,
  title,
  component,
})

export const APP_ROUTES: AppRoute[] = [
  route('/app', 'routes.home', page('/app')),
  route('/app/wall', 'routes.wall', page('/app/wall')),
  route('/app/vote', 'routes.vote', page('/app/vote')),
  route('/app/top-photos', 'routes.topPhotos', page('/app/top-photos')),
  route('/app/swipe', 'routes.swipe', page('/app/swipe')),
  route('/app/register', 'routes.register', RegisterRoute),
  route('/app/promotion', 'routes.promotion', page('/app/promotion')),
  route('/app/payment-success', 'routes.paymentSuccess', page('/app/payment-success')),
  route('/app/payment-error', 'routes.paymentError', page('/app/payment-error')),
  route('/app/matches', 'routes.matches', page('/app/matches')),
  route('/app/logout', 'routes.logout', page('/app/logout')),
  route('/app/confirm-logout', 'routes.confirmLogout', page('/app/confirm-logout')),
  route('/app/faq', 'routes.faq', page('/app/faq')),
  route('/app/contact', 'routes.contact', page('/app/contact')),
  route('/app/albums', 'routes.albums', page('/app/albums')),
  route('/app/search', 'routes.search', page('/app/search')),
  route('/app/search/result', 'routes.searchResult', page('/app/search/result')),
  route('/app/search/rendez-vous', 'routes.searchRendezVous', page('/app/search/rendez-vous')),
  route('/app/search/online', 'routes.searchOnline', page('/app/search/online')),
  route('/app/chat', 'routes.chat', page('/app/chat')),
  route('/app/chat/:chatSlug', 'routes.conversation', page('/app/chat/:chatSlug')),
  route('/app/users/:userSlug', 'routes.profile', page('/app/users/:userSlug')),
  route('/app/page/:slug', null, page('/app/page/:slug')),
  route('/app/account/visitors', 'routes.visitors', page('/app/account/visitors')),
  route('/app/account/view-profile', 'routes.viewProfile', page('/app/account/view-profile')),
  route('/app/account/settings', 'routes.settings', page('/app/account/settings')),
  route('/app/account/photos', 'routes.photos', page('/app/account/photos')),
  route('/app/account/favorites', 'routes.favorites', page('/app/account/favorites')),
  route('/app/account/edit-profile', 'routes.editProfile', page('/app/account/edit-profile')),
]

const PAGES = APP_ROUTES.map((r) => ({ ...r, pattern: parse(r.path).pattern }))

/** The page at `pathname` (the first route whose pattern matches, as wouter's `Switch` picks it). */
const pageAt = (pathname: string) => PAGES.find((r) => r.pattern.test(pathname))

/** The namespace of the page at `pathname`, to load with the app's own before the first render. */
export function pageNamespaceAt(pathname: string): string | undefined {
  const path = pageAt(pathname)?.path
  return path && path in PAGE_NAMESPACES ? PAGE_NAMESPACES[path as PagePath] : undefined
}

/**
 * Loads the chunk of the page at `pathname` (app.html preloads it already), so the first render
 * renders the page itself instead of its Suspense fallback, with no boundary to reveal later.
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  const component = pageAt(pathname)?.component as Partial<RetryableLazy<object>> | undefined
  return component?.preload?.() ?? Promise.resolve()
}
