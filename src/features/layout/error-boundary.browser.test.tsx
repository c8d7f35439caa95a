/**
 * The app's error boundary, and the same boundary around a part the page can do without
 * (error-boundary.tsx): a part whose chunk fails to load is left out, the rest of the app stays on
 * screen, and the part comes back when the browser is online again (lazy-part.tsx).
 */
import { lazy, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { lazyPart } from '../../lib/lazy-part'
import { ErrorBoundary } from './error-boundary'

const Wall = () => <h1>Mur</h1>
const Faq = () => <h1>FAQ</h1>

function Broken(): never {
  throw new Error('état impossible')
}

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js')

describe('ErrorBoundary', () => {
  it('leaves out a part whose chunk did not load, and keeps the page and the other parts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const Unreachable = lazy(() => Promise.reject(chunkFailure()))
    const Reachable = lazy(async () => ({ default: () => <p>Statut de l'app</p> }))
    const screen = await render(
      <ErrorBoundary>
        <h1>La page</h1>
        <ErrorBoundary part="onboarding dialogs">
          <Suspense fallback={null}>
            <Unreachable />
          </Suspense>
        </ErrorBoundary>
        <ErrorBoundary part="app status">
          <Suspense fallback={null}>
            <Reachable />
          </Suspense>
        </ErrorBoundary>
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
    expect(screen.container.querySelector('[role="alert"]')).toBeNull()
    warn.mockRestore()
  })

  it('asks for a lazyPart chunk again once the browser is back online, and shows the part', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<{ default: (props: { label: string }) => React.JSX.Element }>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValue({ default: ({ label }) => <footer>{label}</footer> })
    const Footer = lazyPart(load)
    const screen = await render(
      <>
        <h1>La page</h1>
        <ErrorBoundary part="footer">
          <Suspense fallback={null}>
            <Footer label="Pied de page" />
          </Suspense>
        </ErrorBoundary>
      </>,
    )
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[app] footer left out:', expect.any(String)))
    expect(screen.container.textContent).not.toContain('Pied de page')
    const triesBeforeOnline = load.mock.calls.length

    window.dispatchEvent(new Event('online'))

    await expect.element(screen.getByText('Pied de page')).toBeVisible()
    expect(load).toHaveBeenCalledTimes(triesBeforeOnline + 1)
    await expect.element(screen.getByRole('heading', { name: 'La page' })).toBeVisible()
    warn.mockRestore()
  })

  it('without a part, shows the error page in place of what it holds, and logs the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const screen = await render(
      <ErrorBoundary>
        <p>Contenu</p>
        <Broken />
      </ErrorBoundary>,
    )
    await expect.element(screen.getByRole('alert')).toBeVisible()
    expect(screen.container.textContent).not.toContain('Contenu')
    expect(error).toHaveBeenCalledWith('[app] render error:', 'état impossible', expect.any(String))
    window.dispatchEvent(new Event('online'))
    await expect.element(screen.getByRole('alert')).toBeVisible()
    error.mockRestore()
  })

  it("with a reset key (a page's address), renders its children again once the key changes", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = (address: string, Content: () => React.JSX.Element | null) => (
      <ErrorBoundary resetKey={address} fallback={<p>Page en erreur</p>}>
        <Content />
      </ErrorBoundary>
    )
    const screen = await render(page('/app/wall', Broken))
    await expect.element(screen.getByText('Page en erreur')).toBeVisible()
    await screen.rerender(page('/app/wall', Wall))
    await expect.element(screen.getByText('Page en erreur')).toBeVisible()
    await screen.rerender(page('/app/faq', Faq))
    await expect.element(screen.getByRole('heading', { name: 'FAQ' })).toBeVisible()
    expect(screen.container.textContent).not.toContain('Page en erreur')
    error.mockRestore()
  })
})
