import LandingPage from '../features/landing/landing-page'
import { AppLayout } from '../features/layout/app-layout'

/**
 * The landing page at /, open to everyone, with the full footer variant. Imported eagerly (it is
 * small) so the first paint of the most visited page waits on no second chunk.
 */
export function LandingRoute() {
  return (
    <AppLayout title="app.tagline" footerVariant="full" wide>
      <LandingPage />
    </AppLayout>
  )
}
