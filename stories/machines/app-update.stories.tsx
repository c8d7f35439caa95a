/**
 * The app-update machine (issue 14): every state over the real view (the update toast and the offline
 * notice), frozen; then live, with the service worker and the network played by stubs.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { css } from 'styled-system/css'
import { type EventObject, fromCallback, fromPromise } from 'xstate'
import { AppStatusView } from '../../src/features/pwa/app-status'
import { appUpdateMachine } from '../../src/machines/app-update/app-update.machine'
import type { WorkerStatus } from '../../src/machines/app-update/app-update.selectors'
import type {
  ConnectivityReport,
  WorkerCommand,
  WorkerReport,
} from '../../src/machines/app-update/app-update.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { delay, withStoryApp } from './account.fixtures'
import * as stories from './app-update.stories'

// The view is fixed to the bottom of the screen; here, to the bottom of this frame (a transform makes
// the frame the containing block of fixed descendants).
const frame = css({ position: 'relative', transform: 'translateZ(0)', minH: '16rem', bg: 'bg.body' })

type NetworkValue = 'online' | 'offline' | 'verifying' | { unreachable: 'waiting' | 'probing' }

function Frozen({ worker, network = 'online' }: { worker: WorkerStatus; network?: NetworkValue }) {
  return (
    <MachineStory
      machine={appUpdateMachine}
      state={{ value: { worker, network }, context: { workerUrl: '/sw.js' } }}
    >
      {(actorRef) => (
        <div className={frame}>
          <AppStatusView actorRef={actorRef} />
        </div>
      )}
    </MachineStory>
  )
}

const meta = {
  title: 'Machines/App update',
  parameters: { layout: 'padded' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Nothing shows while the worker is being set up, is in place, or is not there at all. */
const showsNothing: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByTestId('state-value')).toBeInTheDocument()
  await expect(canvas.queryByRole('status')).toBeNull()
  await expect(canvas.queryByRole('button', { name: 'Recharger' })).toBeNull()
}

export const WorkerRegistering: Story = { render: () => <Frozen worker="registering" />, play: showsNothing }
export const WorkerUnsupported: Story = { render: () => <Frozen worker="unsupported" />, play: showsNothing }
export const WorkerIdle: Story = { render: () => <Frozen worker="idle" />, play: showsNothing }
export const WorkerFailed: Story = { render: () => <Frozen worker="failed" />, play: showsNothing }
export const WorkerClearingOnceRegistered: Story = {
  render: () => <Frozen worker="clearingOnceRegistered" />,
  play: showsNothing,
}
export const WorkerClearing: Story = { render: () => <Frozen worker="clearing" />, play: showsNothing }
export const WorkerCleared: Story = { render: () => <Frozen worker="cleared" />, play: showsNothing }
export const NetworkOnline: Story = {
  render: () => <Frozen worker="idle" network="online" />,
  play: showsNothing,
}

export const WorkerUpdateAvailable: Story = {
  render: () => <Frozen worker="updateAvailable" />,
  play: async ({ canvas, userEvent }) => {
    const toast = await canvas.findByRole('region', { name: 'Nouvelle version disponible' })
    await expect(toast).toHaveTextContent('Rechargez la page pour en profiter.')
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger' }))
    await expect(canvas.getByTestId('last-event')).toHaveTextContent('update.reload')
    await userEvent.click(canvas.getByRole('button', { name: 'Plus tard' }))
    await expect(canvas.getByTestId('last-event')).toHaveTextContent('update.dismiss')
  },
}

export const WorkerReloading: Story = {
  render: () => <Frozen worker="reloading" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mise à jour en cours…')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Recharger' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Plus tard' })).toBeDisabled()
  },
}

export const NetworkOffline: Story = {
  render: () => <Frozen worker="idle" network="offline" />,
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('status')
    await expect(notice).toHaveTextContent('Vous êtes hors ligne')
    await expect(notice).toHaveTextContent('messages et nouveautés reviendront avec la connexion')
  },
}

/** The session could not reach the server: a look at our own origin is on its way, nothing shows yet. */
export const NetworkVerifying: Story = {
  render: () => <Frozen worker="idle" network="verifying" />,
  play: showsNothing,
}

/** The browser says online, but nothing of ours answers: offline as far as the member can tell. */
const saysOffline: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('status')).toHaveTextContent('Vous êtes hors ligne')
}

export const NetworkUnreachableWaiting: Story = {
  render: () => <Frozen worker="idle" network={{ unreachable: 'waiting' }} />,
  play: saysOffline,
}

/** Looking again: the notice stays until an answer comes. */
export const NetworkUnreachableProbing: Story = {
  render: () => <Frozen worker="idle" network={{ unreachable: 'probing' }} />,
  play: saysOffline,
}

/** Both at once: a new version found while offline. */
export const UpdateWhileOffline: Story = {
  render: () => <Frozen worker="updateAvailable" network="offline" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Nouvelle version disponible' })).toBeVisible()
    await expect(canvas.getByText('Vous êtes hors ligne')).toBeVisible()
  },
}

const commands: WorkerCommand['type'][] = []
const live = appUpdateMachine.provide({
  actors: {
    serviceWorker: fromCallback<WorkerCommand, { workerUrl: string | null }, WorkerReport>(
      ({ sendBack, receive }) => {
        receive((command) => commands.push(command.type))
        void delay(100).then(() => sendBack({ type: 'worker.registered' }))
        void delay(300).then(() => sendBack({ type: 'worker.updateReady' }))
      },
    ),
    watchConnectivity: fromCallback<EventObject, void, ConnectivityReport>(({ sendBack }) => {
      sendBack({ type: 'network.online' })
      void delay(200).then(() => sendBack({ type: 'network.offline' }))
    }),
    clearOfflineData: fromPromise(async () => {}),
    probeReach: fromPromise(async () => true),
  },
})

/** Registered, then offline, then a new version: the member accepts it, the worker is told. */
export const Live: Story = {
  render: () => {
    commands.length = 0
    return (
      <MachineStory machine={live} options={{ input: { workerUrl: '/sw.js' } }}>
        {(actorRef) => (
          <div className={frame}>
            <AppStatusView actorRef={actorRef} />
          </div>
        )}
      </MachineStory>
    )
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Vous êtes hors ligne')).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: 'Recharger' }))
    await expect(await canvas.findByText('Mise à jour en cours…')).toBeVisible()
    await expect(commands).toEqual(['worker.activateUpdate'])
  },
}

/** Every state of the app-update machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(appUpdateMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(appUpdateMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
