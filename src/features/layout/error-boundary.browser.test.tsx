/**
 * The app's error boundary, and the same boundary around what a page can do without or loads when
 * opened (error-boundary.tsx, on-demand-boundary.tsx): a part whose chunk fails to load is left out, a
 * dialog's failure leaves the page as it was with a notice, a page's shows the error; each is asked
 * for again (retryable-lazy.tsx) when the browser is back online or the member asks, never in a loop.
 */
import { lazy, Suspense, useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { createI18n } from '../../i18n/i18n'
import { retryableLazy } from '../../lib/retryable-lazy'
import { ErrorBoundary } from './error-boundary'
import { OnDemandBoundary } from './on-demand-boundary'

const Wall = () => <h1>Mur</h1>
const Faq = () => <h1>FAQ</h1>

function Broken(): never {
  throw new Error('état impossible')
}

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js')

/** A chunk's loader that fails `failures` times, then gives `component`. */
function flakyLoader<P = object>(failures: number, component: (props: P) => React.JSX.Element | null) {
  const load = vi.fn<() => Promise<{ default: (props: P) => React.JSX.Element | null }>>()
  for (let i = 0; i < failures; i++) load.mockRejectedValueOnce(chunkFailure())
  return load.mockResolvedValue({ default: component })
}

/**
 * A page with a draft and a dialog loaded on demand, as the conversation page has: the dialog stays
 * mounted once opened (to animate out), closed or not.
 */
function Conversation({ Dialog }: { Dialog: React.ComponentType<{ open: boolean }> }) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  return (
    <>
      <label>
        Message
        <input defaultValue="" />
      </label>
      <button
        type="button"
        onClick={() => {
          setOpen(true)
          setOpened(true)
        }}
      >
        Photo
      </button>
      <OnDemandBoundary open={open} onDismiss={() => setOpen(false)}>
        <Suspense fallback={null}>{opened ? <Dialog open={open} /> : null}</Suspense>
      </OnDemandBoundary>
    </>
  )
}

/** The photo picker of the tests: a dialog while open. */
const PhotoPicker = ({ open }: { open: boolean }) =>
  open ? <div role="dialog" aria-label="Choisir une photo" /> : null

/** Lets every pending render and retry settle, so a loop of requests would have shown. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

beforeAll(async () => {
  await createI18n('fr')
})

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

  it('asks for a part again once the browser is back online, not before, and shows it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = flakyLoader(1, ({ label }: { label: string }) => <footer>{label}</footer>)
    const Footer = retryableLazy(load)
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
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.container.textContent).not.toContain('Pied de page')

    window.dispatchEvent(new Event('online'))

    await expect.element(screen.getByText('Pied de page')).toBeVisible()
    expect(load).toHaveBeenCalledTimes(2)
    await expect.element(screen.getByRole('heading', { name: 'La page' })).toBeVisible()
    warn.mockRestore()
  })

  it('asks for a part again after a second when it failed with the browser online (no online event comes)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = flakyLoader(2, () => <nav aria-label="Navigation principale" />)
    const Nav = retryableLazy(load)
    const screen = await render(
      <ErrorBoundary part="member header">
        <Suspense fallback={null}>
          <Nav />
        </Suspense>
      </ErrorBoundary>,
    )
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    // 1 s, then 2 s: the third try loads it.
    await expect.element(screen.getByRole('navigation'), { timeout: 6_000 }).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(3)
    warn.mockRestore()
  })

  it("shows a part's fallback in its place when it has one (the member header's empty bar)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const Unreachable = lazy(() => Promise.reject(chunkFailure()))
    const screen = await render(
      <>
        <ErrorBoundary part="member header" fallback={<div data-testid="bar" />}>
          <Suspense fallback={null}>
            <Unreachable />
          </Suspense>
        </ErrorBoundary>
        <h1>La page</h1>
      </>,
    )
    await expect.element(screen.getByTestId('bar')).toBeInTheDocument()
    await expect.element(screen.getByRole('heading', { name: 'La page' })).toBeVisible()
    expect(screen.container.querySelector('[role="alert"]')).toBeNull()
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

  it("asks for a page's chunk again when its address is opened again, or once back online", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = flakyLoader(2, () => <h1>Votes</h1>)
    const Votes = retryableLazy(load)
    // Each route has a boundary of its own (app.tsx): leaving one unmounts it.
    const page = (address: string, Content: React.ComponentType) => (
      <ErrorBoundary key={address} resetKey={address} retryOnline fallback={<p>Page en erreur</p>}>
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      </ErrorBoundary>
    )
    const screen = await render(page('/app/vote', Votes))
    await expect.element(screen.getByText('Page en erreur')).toBeVisible()
    await settle()
    expect(load).toHaveBeenCalledTimes(1)

    // Elsewhere, then back: asked once more (it fails again, and stays failed).
    await screen.rerender(page('/app/faq', Faq))
    await expect.element(screen.getByRole('heading', { name: 'FAQ' })).toBeVisible()
    await screen.rerender(page('/app/vote', Votes))
    await expect.element(screen.getByText('Page en erreur')).toBeVisible()
    await settle()
    expect(load).toHaveBeenCalledTimes(2)

    // Back online: asked once more, and the page shows without a reload.
    window.dispatchEvent(new Event('online'))
    await expect.element(screen.getByRole('heading', { name: 'Votes' })).toBeVisible()
    expect(load).toHaveBeenCalledTimes(3)
    error.mockRestore()
  })
})

describe('retryableLazy', () => {
  it('loads ahead of the first render once, and then renders without suspending', async () => {
    const load = flakyLoader(0, () => <h1>Réglages</h1>)
    const Settings = retryableLazy(load)
    await Settings.preload()
    const screen = await render(
      <Suspense fallback={<p>Chargement…</p>}>
        <Settings />
      </Suspense>,
    )
    // No fallback frame: the loaded component rendered in the first one.
    expect(screen.container.textContent).toBe('Réglages')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again at the first render after a preload that failed', async () => {
    const load = flakyLoader(1, () => <h1>Réglages</h1>)
    const Settings = retryableLazy(load)
    await expect(Settings.preload()).rejects.toThrow('Failed to fetch')
    const screen = await render(
      <ErrorBoundary fallback={<p>Page en erreur</p>}>
        <Suspense fallback={null}>
          <Settings />
        </Suspense>
      </ErrorBoundary>,
    )
    await expect.element(screen.getByRole('heading', { name: 'Réglages' })).toBeVisible()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

/** The conversation with a draft, its photo picker tapped while its chunk fails once: the notice. */
async function openPickerThatFailsOnce() {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  // The browser says it is offline: the boundary waits for the member's choice (or the `online`
  // event). Online, it asks again by itself after 1 s (error-boundary.tsx), and on a busy machine that
  // came before this test's click (typing the draft took 2.5 s in one CI run): the dialog opened by
  // itself and "Réessayer" was gone.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const load = flakyLoader(1, PhotoPicker)
  const screen = await render(<Conversation Dialog={retryableLazy(load)} />)
  await screen.getByRole('textbox', { name: 'Message' }).fill('Bonsoir !')
  await screen.getByRole('button', { name: 'Photo' }).click()
  const notice = screen.getByRole('alert')
  await expect.element(notice).toBeVisible()
  return { error, load, screen, notice }
}

describe('OnDemandBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('keeps the page and what was typed when a dialog cannot load, and "Réessayer" opens it', async () => {
    const { error, load, screen, notice } = await openPickerThatFailsOnce()
    expect(notice.element().textContent).toMatch(/^Cette fenêtre n'a pas pu s'ouvrir\./)
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    await expect.element(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Bonsoir !')

    await notice.getByRole('button', { name: 'Réessayer' }).click()
    await expect.element(screen.getByRole('dialog', { name: 'Choisir une photo' })).toBeInTheDocument()
    expect(screen.container.querySelector('[role="alert"]')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
    await expect.element(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Bonsoir !')
    error.mockRestore()
  })

  it('closes with the dialog when the member gives up, and opening it again asks once more', async () => {
    const { error, load, screen, notice } = await openPickerThatFailsOnce()
    await notice.getByRole('button', { name: 'Fermer' }).click()
    await expect.element(notice).not.toBeInTheDocument()
    await settle()
    // Closed, nothing is asked for; the draft is still there.
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.container.querySelector('[role="dialog"]')).toBeNull()
    await expect.element(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Bonsoir !')

    await screen.getByRole('button', { name: 'Photo' }).click()
    await expect.element(screen.getByRole('dialog', { name: 'Choisir une photo' })).toBeInTheDocument()
    expect(screen.container.querySelector('[role="alert"]')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })
})
