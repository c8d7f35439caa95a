/**
 * The socket machine, one story per state: the connection status chip over a frozen snapshot, with
 * the state panel beside it; then live stories on a fake WebSocket server (no network involved).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, within } from 'storybook/test'
import type { StateValueFrom } from 'xstate'
import { ConnectionStatusChip } from '../../src/features/realtime/connection-status-chip'
import { socketMachine } from '../../src/machines/socket/socket.machine'
import {
  createAutoServer,
  type FakeNetwork,
  socketMachineOn,
} from '../../src/machines/socket/socket.test-support'
import type { SocketContext } from '../../src/machines/socket/socket.types'
import { MachineStory, stateStoryCoverage } from '../support/machine-story'

const input = { url: 'ws://localhost:5173/ws', sessionId: 'abc' }
const base: SocketContext = {
  ...input,
  queue: [],
  nextFrameId: 1,
  reconnectAttempts: 0,
  error: null,
  hasConnected: false,
  tabId: 'tab-1',
  tabsName: null,
  leading: true,
  leaderId: 'tab-1',
  status: 'connecting',
  views: {},
  pendingToasts: [],
  nextFrameSeq: 1,
}
/** A tab following another that holds the socket. */
const follower: SocketContext = {
  ...base,
  tabsName: 'flirt-socket:abc',
  leading: false,
  leaderId: 'tab-2',
}
const queued: SocketContext['queue'] = [
  { id: 1, frame: { action: 'ping' } },
  { id: 2, frame: { action: 'ping' } },
]

type SocketStateValue = StateValueFrom<typeof socketMachine>

const frozen = (value: SocketStateValue, context: SocketContext = base) => (
  <MachineStory machine={socketMachine} state={{ value, context }}>
    {(actorRef) => <ConnectionStatusChip actorRef={actorRef} />}
  </MachineStory>
)

const meta = { title: 'Machines/Socket' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const dotOf = (element: HTMLElement) => element.querySelector('[data-part=dot]') as HTMLElement

export const LiveConnectingOpening: Story = {
  render: () => frozen({ live: { connecting: 'opening' } }, { ...base, queue: queued, nextFrameId: 3 }),
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status')
    await expect(status).toHaveTextContent('Connexion…')
    // Connecting pulses its dot.
    await expect(getComputedStyle(dotOf(canvas.getByText('Connexion…'))).animationName).toBe('pulse')
    await expect(canvas.queryByRole('button', { name: 'Reconnecter' })).toBeNull()
  },
}

export const LiveConnectingAuthenticating: Story = {
  render: () => frozen({ live: { connecting: 'authenticating' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Connexion…')
  },
}

export const LiveConnected: Story = {
  render: () => frozen({ live: 'connected' }, { ...base, hasConnected: true }),
  play: async ({ canvas }) => {
    const chip = await canvas.findByText('Connecté')
    await expect(getComputedStyle(chip).color).toBe('rgb(21, 122, 60)')
    await expect(getComputedStyle(dotOf(chip)).animationName).toBe('none')
    await expect(canvas.queryByRole('button', { name: 'Reconnecter' })).toBeNull()
  },
}

export const Reconnecting: Story = {
  render: () =>
    frozen('reconnecting', {
      ...base,
      hasConnected: true,
      reconnectAttempts: 2,
      error: 'connectionError',
      queue: queued,
    }),
  play: async ({ canvas }) => {
    // Waiting to reconnect shows as connecting; the failure is not shown until retries run out.
    await expect(await canvas.findByRole('status')).toHaveTextContent('Connexion…')
    await expect(canvas.queryByText('Une erreur de connexion est survenue')).toBeNull()
  },
}

/** Named 'Error' for the coverage check; the export cannot be, it would shadow the global. */
export const ErrorState: Story = {
  name: 'Error',
  render: () => frozen('error', { ...base, reconnectAttempts: 5, error: 'socketError', queue: queued }),
  play: async ({ canvas, userEvent }) => {
    const status = await canvas.findByRole('status')
    await expect(status).toHaveTextContent('Erreur de connexion')
    await expect(status).toHaveTextContent('Erreur de connexion WebSocket')
    await expect(getComputedStyle(canvas.getByText('Erreur de connexion')).color).not.toBe('rgb(21, 122, 60)')
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnecter' }))
    const panel = within(canvas.getByRole('complementary', { name: 'Machine state' }))
    await expect(await panel.findByText(/"socket\.reconnect"/)).toBeInTheDocument()
  },
}

export const ErrorConnectionLost: Story = {
  render: () => frozen('error', { ...base, reconnectAttempts: 5, error: 'connectionError' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Une erreur de connexion est survenue')).toBeInTheDocument()
  },
}

export const ErrorCreateFailed: Story = {
  render: () => frozen('error', { ...base, error: 'createFailed' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Impossible de créer la connexion')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Reconnecter' })).toBeInTheDocument()
  },
}

export const ErrorAuthRejected: Story = {
  render: () => frozen('error', { ...base, error: 'authRejected' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Votre session a expiré/)).toBeInTheDocument()
  },
}

export const ErrorInEnglish: Story = {
  render: () => frozen('error', { ...base, reconnectAttempts: 5, error: 'socketError' }),
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status')
    await expect(status).toHaveTextContent('Connection error')
    await expect(status).toHaveTextContent('WebSocket connection error')
    await expect(canvas.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument()
  },
}

export const DisconnectedClosed: Story = {
  render: () => frozen({ disconnected: 'closed' }, { ...base, hasConnected: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Déconnecté')
    await expect(canvas.queryByRole('button', { name: 'Reconnecter' })).toBeNull()
  },
}

export const DisconnectedLoggedOut: Story = {
  render: () => frozen({ disconnected: 'loggedOut' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Déconnecté')
  },
}

/** Before anything: a shared socket waits to know whether this tab leads. */
export const Starting: Story = {
  render: () => frozen('starting', { ...follower, leaderId: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Connexion…')
  },
}

/** Another tab holds the socket and is still connecting it. */
export const FollowingConnecting: Story = {
  render: () => frozen({ following: 'connecting' }, follower),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Connexion…')
  },
}

/** Another tab holds the connected socket: this one shows it connected too. */
export const FollowingConnected: Story = {
  render: () => frozen({ following: 'connected' }, { ...follower, hasConnected: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Connecté')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Reconnecter' })).toBeNull()
  },
}

/** The leading tab's socket gave up: 'Reconnecter' here asks the leader to try again. */
export const FollowingError: Story = {
  render: () => frozen({ following: 'error' }, { ...follower, error: 'connectionError' }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Une erreur de connexion est survenue')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnecter' }))
    const panel = within(canvas.getByRole('complementary', { name: 'Machine state' }))
    await expect(await panel.findByText(/"socket\.reconnect"/)).toBeInTheDocument()
  },
}

export const FollowingDisconnected: Story = {
  render: () => frozen({ following: 'disconnected' }, { ...follower, hasConnected: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Déconnecté')
  },
}

/** A live machine over `network` (made once per mount), with what it emitted listed below. */
function LiveSocket({ network, fastRetries = false }: { network: () => FakeNetwork; fastRetries?: boolean }) {
  const [server] = useState(network)
  const [machine] = useState(() => {
    const live = socketMachineOn(server)
    return fastRetries ? live.provide({ delays: { reconnectDelay: 50 } }) : live
  })
  return (
    <MachineStory machine={machine} options={{ input }}>
      {(actorRef) => (
        <>
          <ConnectionStatusChip actorRef={actorRef} />
          <EmittedEvents actorRef={actorRef} />
          <button type="button" onClick={() => server.last?.drop(1006)} style={{ marginTop: 16 }}>
            Simuler une coupure (1006)
          </button>
        </>
      )}
    </MachineStory>
  )
}

function EmittedEvents({ actorRef }: { actorRef: Parameters<typeof ConnectionStatusChip>[0]['actorRef'] }) {
  const [events, setEvents] = useState<string[]>([])
  useEffect(() => {
    const subscription = actorRef.on('*', (event) => setEvents((list) => [...list, event.type]))
    return () => subscription.unsubscribe()
  }, [actorRef])
  return <p>Événements émis : {events.length ? events.join(', ') : 'aucun'}</p>
}

/** Opens, authenticates, connects: the fake server answers after 400 ms each time. */
export const LiveConnectingToConnected: Story = {
  render: () => <LiveSocket network={() => createAutoServer({ openAfterMs: 400, authAfterMs: 400 })} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Connexion…')).toBeInTheDocument()
    await expect(await canvas.findByText('Connecté', {}, { timeout: 3000 })).toBeInTheDocument()
    const panel = within(canvas.getByRole('complementary', { name: 'Machine state' }))
    await expect(panel.getByTestId('state-value')).toHaveTextContent('connected')
  },
}

/** Connected, then dropped: shows connecting again, reconnects, and says it reconnected. */
export const LiveReconnectsAfterDrop: Story = {
  render: () => (
    <LiveSocket fastRetries network={() => createAutoServer({ openAfterMs: 50, authAfterMs: 50 })} />
  ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Connecté', {}, { timeout: 3000 })
    await userEvent.click(canvas.getByRole('button', { name: 'Simuler une coupure (1006)' }))
    await expect(await canvas.findByText('Connexion…')).toBeInTheDocument()
    await expect(await canvas.findByText('Connecté', {}, { timeout: 3000 })).toBeInTheDocument()
    await expect(await canvas.findByText('Événements émis : socket.reconnected')).toBeInTheDocument()
  },
}

/** The server refuses six sockets: retries run out, the member clicks 'Reconnecter', it connects. */
export const LiveRecoversAfterError: Story = {
  render: () => (
    <LiveSocket
      fastRetries
      network={() => createAutoServer({ openAfterMs: 30, authAfterMs: 30, refuseFirst: 6 })}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Reconnecter' }, { timeout: 5000 })
    await expect(canvas.getByRole('status')).toHaveTextContent('Erreur de connexion WebSocket')
    await userEvent.click(button)
    await expect(await canvas.findByText('Connecté', {}, { timeout: 3000 })).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Reconnecter' })).toBeNull()
  },
}

export const Coverage: Story = {
  render: () => {
    // The frozen stories above, by name (a module cannot import itself under the story test runner).
    const { missing } = stateStoryCoverage(socketMachine, [
      'LiveConnectingOpening',
      'LiveConnectingAuthenticating',
      'LiveConnected',
      'Reconnecting',
      'Error',
      'DisconnectedClosed',
      'DisconnectedLoggedOut',
      'Starting',
      'FollowingConnecting',
      'FollowingConnected',
      'FollowingError',
      'FollowingDisconnected',
    ])
    return <p>Sans story : {missing.length ? missing.join(', ') : 'aucun'}</p>
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sans story : aucun')).toBeInTheDocument()
  },
}
