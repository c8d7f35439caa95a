/**
 * The session machine, one story per state: the header, the session banner and a guarded page, over
 * a frozen snapshot, with the state panel beside them.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Router, useLocation, useSearch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { StateValueFrom } from 'xstate'
import { SessionExpiredError } from '../../src/api/errors'
import { RouteGuard } from '../../src/app/route-guard'
import { Header } from '../../src/features/layout/header'
import { LoadingPage } from '../../src/features/layout/loading-page'
import { SessionBanner } from '../../src/features/layout/session-banner'
import { type SessionRef, SessionRefProvider } from '../../src/features/session/session-context'
import { sessionMachine } from '../../src/machines/session/session.machine'
import { makeUser, stubActors } from '../../src/machines/session/session.test-support'
import type { SessionContext } from '../../src/machines/session/session.types'
import { MachineStory, stateStoryCoverage } from '../support/machine-story'

const login = { user_id: '10001', session_id: 'abc', token_login: 'tok' }
const base: SessionContext = {
  login,
  user: null,
  nickname: null,
  error: null,
  failedLookups: 0,
  closingSessionId: null,
}
const member: SessionContext = { ...base, user: makeUser(), nickname: 'Juliette75' }
const visitor: SessionContext = { ...base, login: null }

/** Where the guard left the member (a visitor is sent to registration). */
function CurrentAddress() {
  const [location] = useLocation()
  const search = useSearch()
  return <p>Adresse : {`${location}${search ? `?${search}` : ''}`}</p>
}

function Shell({ actorRef }: { actorRef: SessionRef }) {
  const { hook, searchHook } = memoryLocation({ path: '/app/search' })
  return (
    <Router hook={hook} searchHook={searchHook}>
      <SessionRefProvider actorRef={actorRef}>
        <Header title="Recherche" />
        <SessionBanner />
        <main style={{ padding: 16 }}>
          <CurrentAddress />
          <RouteGuard pending={<LoadingPage />}>
            <p>Contenu réservé aux membres</p>
          </RouteGuard>
        </main>
      </SessionRefProvider>
    </Router>
  )
}

type SessionStateValue = StateValueFrom<typeof sessionMachine>

const frozen = (value: SessionStateValue, context: SessionContext) => (
  <MachineStory machine={sessionMachine} state={{ value, context }}>
    {(actorRef) => <Shell actorRef={actorRef} />}
  </MachineStory>
)

const meta = { title: 'Machines/Session', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Booting: Story = {
  render: () => frozen('booting', base),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chargement...')).toBeInTheDocument()
  },
}

export const Visitor: Story = {
  render: () => frozen('visitor', visitor),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument()
    await expect(
      await canvas.findByText('Adresse : /app/register?redirect=%2Fapp%2Fsearch'),
    ).toBeInTheDocument()
  },
}

export const LoadingUser: Story = {
  render: () => frozen('loadingUser', base),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chargement...')).toBeInTheDocument()
  },
}

export const Unavailable: Story = {
  render: () => frozen('unavailable', { ...base, error: 'lookupFailed', failedLookups: 2 }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Impossible de joindre le serveur/)).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    const panel = within(canvas.getByRole('complementary', { name: 'Machine state' }))
    await expect(await panel.findByText(/"session\.retry"/)).toBeInTheDocument()
  },
}

export const Relogging: Story = {
  render: () => frozen('relogging', base),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chargement...')).toBeInTheDocument()
  },
}

export const Member: Story = {
  render: () => frozen({ member: 'idle' }, member),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Contenu réservé aux membres')).toBeInTheDocument()
    // The member's shell (lazy): logout lives in its member menu.
    await expect(await canvas.findByRole('button', { name: 'Menu du compte' })).toBeInTheDocument()
  },
}

export const MemberIdle: Story = { ...Member, render: () => frozen({ member: 'idle' }, member) }

export const MemberRefreshing: Story = {
  render: () => frozen({ member: 'refreshing' }, member),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Contenu réservé aux membres')).toBeInTheDocument()
  },
}

export const LoggingOut: Story = {
  render: () => frozen('loggingOut', { ...visitor, closingSessionId: 'abc' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chargement...')).toBeInTheDocument()
  },
}

/** A live session whose first lookup finds the session dead and relogs in with the token. */
export const LiveSilentRelogin: Story = {
  render: () => {
    let lookups = 0
    const machine = sessionMachine.provide({
      actors: stubActors({
        fetchCurrentUser: async () => {
          lookups += 1
          if (lookups === 1) throw new SessionExpiredError('GET /index_api/user')
          return makeUser()
        },
      }),
      actions: { persistLogin: () => {}, forgetLogin: () => {} },
    })
    return (
      <MachineStory machine={machine} options={{ input: { storedLogin: login } }}>
        {(actorRef) => <Shell actorRef={actorRef} />}
      </MachineStory>
    )
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Contenu réservé aux membres')).toBeInTheDocument()
    const panel = within(canvas.getByRole('complementary', { name: 'Machine state' }))
    await expect(panel.getByTestId('state-value')).toHaveTextContent('idle')
  },
}

export const Coverage: Story = {
  render: () => {
    // The frozen stories above, by name (a module cannot import itself under the story test runner).
    const { missing } = stateStoryCoverage(sessionMachine, [
      'Booting',
      'Visitor',
      'LoadingUser',
      'Unavailable',
      'Relogging',
      'Member',
      'MemberIdle',
      'MemberRefreshing',
      'LoggingOut',
    ])
    return <p>Sans story : {missing.length ? missing.join(', ') : 'aucun'}</p>
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sans story : aucun')).toBeInTheDocument()
  },
}
