/**
 * The app shell: i18n, the error boundary, the router with the guard, the layout and the lazy pages.
 */
import type { i18n as I18n } from 'i18next'
import { type ReactNode, Suspense, useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { subscribe } from 'valtio/vanilla'
import { type BaseLocationHook, Route, Router, Switch, useLocation, useSearch } from 'wouter'
import { AppLayout } from '../features/layout/app-layout'
import { ErrorBoundary } from '../features/layout/error-boundary'
import { ErrorPage } from '../features/layout/error-page'
import { MemberPageSkeleton } from '../features/layout/header'
import { LoadingPage } from '../features/layout/loading-page'
import { ModalRouterProvider, useModalRouterStarted } from '../features/modals/modal-router-provider'
import type { ModalRouterActorRef } from '../features/modals/use-modal-router'
import { AppStatusSlot } from '../features/pwa/browser-offline-notice'
import { SessionContext, type SessionRef } from '../features/session/session-context'
import { markFirstPageShown, useFirstPageShown } from '../lib/first-page-shown'
import { importAgainWhileFailing } from '../lib/import-again-while-failing'
import { retryableLazy } from '../lib/retryable-lazy'
import type { sessionMachine } from '../machines/session/session.machine'
import { preferences } from '../stores/preferences'
import {
  currentBrowserAddress,
  DeferredBrowserLocation,
  useDeferredBrowserLocation,
  useDeferredBrowserSearch,
} from './deferred-location'
import { LandingRoute } from './landing-route'
import { RealtimeHost } from './realtime-host'
import { RouteGuard } from './route-guard'
import { APP_ROUTES } from './routes'
import { SessionProvider } from './session-provider'
import { replayShellTaps } from './shell-taps'

interface AppProps {
  i18n: I18n
  /** A location hook other than the browser's (tests use wouter's memoryLocation). */
  locationHook?: BaseLocationHook
  searchHook?: () => string
  /** The session machine with stubbed actors, for tests and stories. */
  sessionLogic?: typeof sessionMachine
  /** Rendering at build time (prerender.tsx): the path to render. */
  ssrPath?: string
  /**
   * Rendering at build time: the session and modal router actors, made beforehand. In the browser
   * they are lazy chunks handed to the views from an effect, and no effect runs on the server.
   */
  prerenderActors?: { session: SessionRef; modalRouter: ModalRouterActorRef }
}

/**
 * Marks <html data-app-ready> once the app has mounted (or hydrated the prerendered landing page):
 * before that, the page is HTML only and its controls do nothing. End-to-end models wait for it.
 */
// The login and complete-profile dialogs' watcher renders nothing until one opens: it loads beside the
// first page instead of before it.
const OnboardingModals = retryableLazy(() =>
  import('./onboarding-modals').then((m) => ({ default: m.OnboardingModals })),
)

// The service worker, the update toast and the offline notice (issue 14): nothing the first paint needs.
const AppStatus = retryableLazy(() => import('../features/pwa/app-status'))

// Rarely shown: not worth the first route's bytes.
const NotFoundPage = retryableLazy(() =>
  import('../features/layout/not-found-page').then((m) => ({ default: m.NotFoundPage })),
)

/** The browser's address, deferred (deferred-location.tsx), unless a test gives its own location hook. */
function LocationSource({
  live,
  ssrPath,
  children,
}: {
  live: boolean
  ssrPath?: string | undefined
  children: ReactNode
}) {
  if (!live) return children
  return (
    <DeferredBrowserLocation ssrPath={ssrPath} ssrSearch={ssrPath === undefined ? undefined : ''}>
      {children}
    </DeferredBrowserLocation>
  )
}

/** Rendered beside a page, in its Suspense boundary: its commit is the page's content on screen. */
function PageShown() {
  useEffect(markFirstPageShown, [])
  return null
}

/**
 * A page that fails (its chunk could not load, or it threw) is replaced by the error page inside the
 * shell: the header and the tab bar stay, so the member can go elsewhere, and going elsewhere (a new
 * address) renders the page again. The error page counts as the page shown.
 */
function PageBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  const search = useSearch()
  return (
    <ErrorBoundary
      resetKey={location}
      retryOnline
      fallback={
        <>
          <ErrorPage href={search ? `${location}?${search}` : location} />
          <PageShown />
        </>
      }
    >
      {children}
    </ErrorBoundary>
  )
}

/**
 * What a member did not open the page for (the onboarding dialogs' watcher, the service worker's
 * status) starts once the first page is on screen (first-page-shown.ts).
 */
function AfterFirstPage({ children }: { children: ReactNode }) {
  return useFirstPageShown() ? children : null
}

function AppReady() {
  // The session's and the modal router's machines are lazy chunks: ready once they run too, so a tap
  // on a dialog's link or on the logout finds them there.
  SessionContext.useActorRef()
  useModalRouterStarted()
  useEffect(() => {
    document.documentElement.dataset.appReady = ''
    // What the member tapped on the page's HTML before now (shell-taps.ts).
    void replayShellTaps()
  }, [])
  // Its own small chunk: the first route's budget has no room, and nothing can lose the focus before
  // the app is ready.
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void importAgainWhileFailing(() => import('../lib/focus-fallback')).then(({ keepFocusOnPage }) => {
      if (!cancelled) stop = keepFocusOnPage(document)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])
  return null
}

export function App({ i18n, locationHook, searchHook, sessionLogic, ssrPath, prerenderActors }: AppProps) {
  // The language is chosen in the preferences store (header, member menu, settings): i18n follows.
  useEffect(
    () =>
      subscribe(
        preferences,
        () => {
          if (i18n.language !== preferences.language) void i18n.changeLanguage(preferences.language)
        },
        true,
      ),
    [i18n],
  )
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <SessionProvider logic={sessionLogic} actor={prerenderActors?.session}>
          <LocationSource live={!locationHook} ssrPath={ssrPath}>
            <Router
              hook={locationHook ?? useDeferredBrowserLocation}
              searchHook={searchHook ?? (locationHook ? undefined : useDeferredBrowserSearch)}
              {...(ssrPath ? { ssrPath, ssrSearch: '' } : {})}
            >
              <ModalRouterProvider
                address={locationHook ? undefined : currentBrowserAddress}
                actor={prerenderActors?.modalRouter}
              >
                <RealtimeHost>
                  <Switch>
                    <Route path="/">
                      <LandingRoute />
                      <PageShown />
                    </Route>
                    {APP_ROUTES.map(({ path, title, component: Page }) => (
                      <Route key={path} path={path}>
                        <AppLayout title={title}>
                          <PageBoundary>
                            <RouteGuard
                              pending={
                                // Preloaded before the first render with a stored login (boot.tsx);
                                // a visitor who logs in meets it still loading.
                                <Suspense fallback={<LoadingPage />}>
                                  <MemberPageSkeleton title={title} path={path} />
                                </Suspense>
                              }
                            >
                              <Suspense fallback={<LoadingPage />}>
                                <Page />
                                <PageShown />
                              </Suspense>
                            </RouteGuard>
                          </PageBoundary>
                        </AppLayout>
                      </Route>
                    ))}
                    <Route>
                      <AppLayout title="status.notFoundTitle">
                        <PageBoundary>
                          <Suspense fallback={<LoadingPage />}>
                            <NotFoundPage />
                            <PageShown />
                          </Suspense>
                        </PageBoundary>
                      </AppLayout>
                    </Route>
                  </Switch>
                  <AfterFirstPage>
                    <ErrorBoundary part="onboarding dialogs">
                      <Suspense fallback={null}>
                        <OnboardingModals />
                      </Suspense>
                    </ErrorBoundary>
                    {/* Until the part is there (on its way, or its chunk failed with the network), the
                        browser's word on the network stands in for its offline notice. */}
                    <AppStatusSlot>
                      <AppStatus />
                    </AppStatusSlot>
                  </AfterFirstPage>
                  <Suspense fallback={null}>
                    <AppReady />
                  </Suspense>
                </RealtimeHost>
              </ModalRouterProvider>
            </Router>
          </LocationSource>
        </SessionProvider>
      </ErrorBoundary>
    </I18nextProvider>
  )
}
