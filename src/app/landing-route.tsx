import { lazy, Suspense } from 'react'
import { AppLayout } from '../features/layout/app-layout'
import { LoadingPage } from '../features/layout/loading-page'

const LandingPage = lazy(() => import('../features/landing/landing-page'))

/** The landing page at /, open to everyone, with the full footer variant. */
export function LandingRoute() {
  return (
    <AppLayout title="app.tagline" footerVariant="full" wide>
      <Suspense fallback={<LoadingPage />}>
        <LandingPage />
      </Suspense>
    </AppLayout>
  )
}
