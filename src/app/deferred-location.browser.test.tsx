/**
 * The app's address renders after a paint (deferred-location.tsx); the modal router must still write
 * its steps onto the address the browser is at, not the one last rendered. Registering navigates to
 * /app and, in the same task, the complete-profile dialog asks for its URL: composed on the rendered
 * /app/register, the push undid the navigation (the onboarding keyboard walk, under load).
 */
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Router, useLocation } from 'wouter'
import { type ModalRouter, useModalRouter } from '../features/modals/modal-router-context'
import { ModalRouterProvider } from '../features/modals/modal-router-provider'
import {
  currentBrowserAddress,
  DeferredBrowserLocation,
  useDeferredBrowserLocation,
  useDeferredBrowserSearch,
} from './deferred-location'

let handles: { modals: ModalRouter; navigate: ReturnType<typeof useLocation>[1] } | null = null

function Handles() {
  const modals = useModalRouter()
  const [, navigate] = useLocation()
  handles = { modals, navigate }
  return null
}

async function renderAt(path: string) {
  window.history.replaceState(null, '', path)
  await render(
    <DeferredBrowserLocation>
      <Router hook={useDeferredBrowserLocation} searchHook={useDeferredBrowserSearch}>
        <ModalRouterProvider address={currentBrowserAddress}>
          {/* The router's actor is a lazy chunk: its hooks wait for it under a boundary. */}
          <Suspense fallback={null}>
            <Handles />
          </Suspense>
        </ModalRouterProvider>
      </Router>
    </DeferredBrowserLocation>,
  )
  await expect.poll(() => handles).not.toBeNull()
  return handles!
}

const here = () => `${window.location.pathname}${window.location.search}`

describe('the modal router over the deferred browser address', () => {
  let start = ''
  beforeEach(() => {
    start = here()
    handles = null
  })
  afterEach(() => {
    window.history.replaceState(null, '', start)
  })

  it('opens a dialog on the page just navigated to, before that page has rendered', async () => {
    const { modals, navigate } = await renderAt('/app/register')
    navigate('/app', { replace: true })
    modals.open('completeProfile')
    expect(here()).toBe('/app?modal=completeProfile')
    // And it stays there once the deferred render has caught up.
    await expect.poll(() => modals.actorRef.getSnapshot().hasTag('visible')).toBe(true)
    expect(here()).toBe('/app?modal=completeProfile')
  })
})
