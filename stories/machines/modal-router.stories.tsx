/**
 * The modal router: every state frozen over the real login dialog (and stand-ins for dialogs other
 * features build), then live on a memory URL with a history stack: open pushes, Escape and Back
 * close, a deep link closes by replacing, unknown names are ignored, one modal at a time.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { Router, useLocation, useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import { Button } from '../../src/components/ui/button'
import { LoginDialog } from '../../src/features/auth/login-dialog'
import { ModalDialog } from '../../src/features/modals/modal-dialog'
import {
  ModalRouterActorProvider,
  useIsModalOpen,
  useModalParams,
  useModalRouter,
} from '../../src/features/modals/modal-router-context'
import { loginMachine } from '../../src/machines/login/login.machine'
import { modalRouterMachine } from '../../src/machines/modal-router/modal-router.machine'
import type { ModalRouterContext } from '../../src/machines/modal-router/modal-router.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { createMemoryHistory } from '../support/memory-router'
import * as stories from './modal-router.stories'

type MemoryHistory = ReturnType<typeof createMemoryHistory>

/** The URL and the entries behind it, and the browser's Back button. */
function Location({ history }: { history: MemoryHistory }) {
  const [location] = useLocation()
  const search = useSearch()
  return (
    <div>
      <p data-testid="current-url">{`${location}${search ? `?${search}` : ''}`}</p>
      <p data-testid="history">{history.entries().join(' → ')}</p>
      <Button variant="outline" size="sm" onClick={history.back}>
        ← Précédent (navigateur)
      </Button>
    </div>
  )
}

/** The login dialog's calls never reach a server here. */
const stubbedLogin = loginMachine.provide({
  actors: {
    logIn: fromPromise(async () => ({ userId: '12', sessionId: 's' })),
    requestPasswordReset: fromPromise(async () => {}),
  },
})

/** Stand-in for the search dialog another feature builds: switching from it shows one-at-a-time. */
function SearchStandIn() {
  const open = useIsModalOpen('search')
  const modals = useModalRouter()
  return (
    <ModalDialog open={open} onClose={() => modals.close('search')} title="Recherche (démo)">
      <Button onClick={() => modals.open('login')}>Se connecter à la place</Button>
    </ModalDialog>
  )
}

/** Stand-in for the gallery viewer: shows the parameters the URL gave it. */
function GalleryStandIn() {
  const params = useModalParams('gallery')
  const modals = useModalRouter()
  return (
    <ModalDialog open={params !== null} onClose={() => modals.close('gallery')} title="Galerie (démo)">
      <p>Galerie du membre {params?.modalId}</p>
    </ModalDialog>
  )
}

function Launcher() {
  const modals = useModalRouter()
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onClick={() => modals.open('login')}>Se connecter</Button>
      <Button variant="outline" onClick={() => modals.open('search')}>
        Rechercher
      </Button>
      <Button variant="outline" onClick={() => modals.open('gallery', { modalId: '12' })}>
        Galerie de 12
      </Button>
    </div>
  )
}

function Modals() {
  return (
    <>
      <Launcher />
      <LoginDialog logic={stubbedLogin} onSignedIn={() => {}} />
      <SearchStandIn />
      <GalleryStandIn />
    </>
  )
}

function MemoryRouter({ history, children }: { history: MemoryHistory; children: ReactNode }) {
  return (
    <Router hook={history.hook} searchHook={history.searchHook}>
      {children}
      <Location history={history} />
    </Router>
  )
}

/** A frozen router: nothing reads or writes the URL, events are only recorded. */
function Frozen({
  value,
  context,
}: {
  value: 'closed' | 'opening' | 'open' | 'closing'
  context: ModalRouterContext
}) {
  const [history] = useState(() => createMemoryHistory('/app'))
  return (
    <MemoryRouter history={history}>
      <MachineStory machine={modalRouterMachine} state={{ value, context }}>
        {(actorRef) => (
          <ModalRouterActorProvider actorRef={actorRef} bindUrl={false}>
            <Modals />
          </ModalRouterActorProvider>
        )}
      </MachineStory>
    </MemoryRouter>
  )
}

/** A live router bound to a memory URL starting at `path`. */
function Live({ path }: { path: string }) {
  const [history] = useState(() => createMemoryHistory(path))
  return (
    <MemoryRouter history={history}>
      <MachineStory machine={modalRouterMachine}>
        {(actorRef) => (
          <ModalRouterActorProvider actorRef={actorRef} back={history.back}>
            <Modals />
          </ModalRouterActorProvider>
        )}
      </MachineStory>
    </MemoryRouter>
  )
}

const login = { name: 'login', params: {} } as const

const meta = {
  title: 'Machines/Modal router',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)

export const Closed: Story = {
  render: () => (
    <Frozen value="closed" context={{ active: null, ownsEntry: false, requested: null, queued: null }} />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }))
    await expect(await canvas.findByText(/"modal\.open"/)).toBeInTheDocument()
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** A push is on its way: nothing shown until the URL has the modal. */
export const Opening: Story = {
  render: () => (
    <Frozen
      value="opening"
      context={{ active: null, ownsEntry: false, requested: { modal: login, ownsEntry: true }, queued: null }}
    />
  ),
  play: async () => {
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** Switching from search to login: search stays shown until the URL has moved. */
export const OpeningWhileSwitching: Story = {
  render: () => (
    <Frozen
      value="opening"
      context={{
        active: { name: 'search', params: {} },
        ownsEntry: true,
        requested: { modal: login, ownsEntry: true },
        queued: null,
      }}
    />
  ),
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'Recherche (démo)' })).toBeInTheDocument()
  },
}

export const Open: Story = {
  render: () => (
    <Frozen value="open" context={{ active: login, ownsEntry: true, requested: null, queued: null }} />
  ),
  play: async ({ userEvent }) => {
    await expect(await body.findByRole('dialog', { name: 'Connexion' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    // Frozen: the close is recorded, not processed.
    await expect(await body.findByText(/"modal\.close"/)).toBeInTheDocument()
    await expect(body.getByRole('dialog', { name: 'Connexion' })).toBeInTheDocument()
  },
}

export const OpenGallery: Story = {
  render: () => (
    <Frozen
      value="open"
      context={{
        active: { name: 'gallery', params: { modalId: '12' } },
        ownsEntry: false,
        requested: null,
        queued: null,
      }}
    />
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Galerie (démo)' })
    await expect(dialog).toHaveTextContent('Galerie du membre 12')
  },
}

/** Back is on its way: the dialog is already hidden. */
export const Closing: Story = {
  render: () => (
    <Frozen value="closing" context={{ active: login, ownsEntry: true, requested: null, queued: null }} />
  ),
  play: async () => {
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** Escape, then at once Enter on the button that opens it again: the dialog opens once Back lands. */
export const ClosingWithOpenQueued: Story = {
  render: () => (
    <Frozen value="closing" context={{ active: login, ownsEntry: true, requested: null, queued: login }} />
  ),
  play: async () => {
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const LiveOpenPushesAndEscapeGoesBack: Story = {
  render: () => <Live path="/app" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }))
    await expect(await body.findByRole('dialog', { name: 'Connexion' })).toBeInTheDocument()
    await expect(canvas.getByTestId('current-url')).toHaveTextContent(/^\/app\?modal=login$/)
    await expect(canvas.getByTestId('history')).toHaveTextContent('/app → /app?modal=login')
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"open"')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(canvas.getByTestId('history')).toHaveTextContent(/^\/app$/)
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"closed"')
  },
}

export const LiveBackButtonCloses: Story = {
  render: () => <Live path="/app" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Galerie de 12' }))
    const dialog = await body.findByRole('dialog', { name: 'Galerie (démo)' })
    await expect(dialog).toHaveTextContent('Galerie du membre 12')
    await expect(canvas.getByTestId('current-url')).toHaveTextContent(/^\/app\?modal=gallery&modalId=12$/)
    // Ark's modal dialog makes the page inert; the browser's own Back button is outside the page.
    canvas.getByRole('button', { name: /Précédent/, hidden: true }).click()
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(canvas.getByTestId('current-url')).toHaveTextContent(/^\/app$/)
  },
}

export const LiveDeepLinkClosesByReplacing: Story = {
  render: () => <Live path="/app/search?page=2&modal=login" />,
  play: async ({ canvas }) => {
    const dialog = await body.findByRole('dialog', { name: 'Connexion' })
    within(dialog).getByRole('button', { name: 'Fermer' }).click()
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    // Replaced, not popped: Back would have left the site.
    await expect(canvas.getByTestId('history')).toHaveTextContent(/^\/app\/search\?page=2$/)
  },
}

export const LiveUnknownModalIgnored: Story = {
  render: () => <Live path="/app?modal=nimporte-quoi" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"closed"')
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const LiveOneAtATime: Story = {
  render: () => <Live path="/app" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher' }))
    const search = await body.findByRole('dialog', { name: 'Recherche (démo)' })
    await userEvent.click(within(search).getByRole('button', { name: 'Se connecter à la place' }))
    const loginDialog = await body.findByRole('dialog', { name: 'Connexion' })
    await waitFor(() =>
      expect(body.queryByRole('dialog', { name: 'Recherche (démo)' })).not.toBeInTheDocument(),
    )
    await waitFor(() => expect(loginDialog).toContainElement(document.activeElement as HTMLElement))
    // Ark un-hides the page behind the closing dialog on its next frame.
    await waitFor(() => expect(body.getAllByRole('dialog')).toHaveLength(1))
    // The switch replaced the entry: one Back closes the login dialog and returns to the page.
    await expect(canvas.getByTestId('history')).toHaveTextContent('/app → /app?modal=login')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(canvas.getByTestId('history')).toHaveTextContent(/^\/app$/)
  },
}

/** Every state of the modal router has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(modalRouterMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(modalRouterMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
