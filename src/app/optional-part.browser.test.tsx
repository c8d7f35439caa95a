/**
 * A part whose chunk fails to load is left out, and the rest of the app stays on screen
 * (optional-part.tsx).
 */
import { lazy, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { ErrorBoundary } from './error-boundary'
import { OptionalPart } from './optional-part'

const Unreachable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
)
const Reachable = lazy(async () => ({ default: () => <p>Statut de l'app</p> }))

describe('OptionalPart', () => {
  it('leaves out a part whose chunk did not load, and keeps the page and the other parts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const screen = await render(
      <ErrorBoundary>
        <h1>La page</h1>
        <OptionalPart name="onboarding dialogs">
          <Suspense fallback={null}>
            <Unreachable />
          </Suspense>
        </OptionalPart>
        <OptionalPart name="app status">
          <Suspense fallback={null}>
            <Reachable />
          </Suspense>
        </OptionalPart>
      </ErrorBoundary>,
    )
    await expect.element(screen.getByText("Statut de l'app")).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'La page' })).toBeVisible()
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[app] onboarding dialogs left out:',
        expect.stringContaining('Failed to fetch'),
      ),
    )
    expect(screen.container.textContent).not.toContain('Oups')
    warn.mockRestore()
  })
})
