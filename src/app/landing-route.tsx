import { lazy, Suspense } from 'react'
import { AppLayout } from '../features/layout/app-layout'
import { LoadingPage } from '../features/layout/loading-page'

/**
 * The landing page's own chunk. Not on the first route: / paints from the prerendered HTML, so the
 * page's code is only needed to hydrate it, and no other route needs it at all. boot.tsx starts
 * this import on / alongside the language files, so it adds no round trip.
 */
export const loadLandingPage = () => import('../features/landing/landing-page')
const LandingPage = lazy(loadLandingPage)

/**
 * The landing page at /, open to everyone, with the full footer variant. While hydrating, the
 * prerendered markup stays in place until the chunk is there (a Suspense boundary keeps it).
 */
export function LandingRoute() {
  return (
    <AppLayout title="app.tagline" footerVariant="full" wide>
      <Suspense fallback={<LoadingPage />}>
        <LandingPage />
      </Suspense>
    </AppLayout>
  )
}
