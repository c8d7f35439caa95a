/**
 * The partner widget's shell (src/widget/machine): the launcher with its unread badge and the chat
 * panel, over the real views, frozen in each state of both regions. The panel's chat itself (the
 * registration and login forms, the conversation) has its own machines' stories.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { StateValueFrom } from 'xstate'
import { setLoginStorage } from '../../src/lib/stored-login'
import { FloatingPart } from '../../src/widget/floating-part'
import { widgetMachine } from '../../src/widget/machine/widget.machine'
import type { WidgetContext } from '../../src/widget/machine/widget.types'
import { createMemoryStorage } from '../../src/widget/memory-storage'
import { ShellContext } from '../../src/widget/shell-context'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './widget.stories'

const meta = {
  title: 'Machines/Widget',
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
const base: WidgetContext = { memberId: null, memberName: null, unread: {} }

function Frozen({
  value,
  context = base,
}: {
  value: StateValueFrom<typeof widgetMachine>
  context?: WidgetContext
}) {
  return (
    <MachineStory machine={widgetMachine} state={{ value, context }}>
      {(actorRef) => (
        <ShellContext value={{ actor: actorRef, siteUrl: 'https://flirt.example' }}>
          <div style={{ position: 'fixed', right: 16, bottom: 16 }}>
            <FloatingPart launcher />
          </div>
        </ShellContext>
      )}
    </MachineStory>
  )
}

const launcher = () => body.findByRole('button', { name: /^Discuter avec nos membres/ })

export const PanelClosed: Story = {
  render: () => (
    <Frozen
      value={{ panel: 'closed', chatCode: 'idle' }}
      context={{ ...base, unread: { '10': 2, '11': 1 } }}
    />
  ),
  play: async ({ userEvent }) => {
    const button = await launcher()
    await expect(button).toHaveAccessibleName('Discuter avec nos membres (3 messages non lus)')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(body.getByTestId('flirt-widget-unread')).toHaveTextContent('3')
    await expect(body.queryByRole('dialog')).toBeNull()
    await userEvent.click(button)
    await expect(body.getByTestId('last-event')).toHaveTextContent('panel.toggle')
  },
}

export const PanelOpen: Story = {
  // As in the widget: the login in memory (so no stored login of another story signs the visitor in).
  beforeEach: () => {
    setLoginStorage(createMemoryStorage())
    return () => setLoginStorage(null)
  },
  render: () => (
    <Frozen
      value={{ panel: 'open', chatCode: 'ready' }}
      context={{ ...base, memberId: '10', memberName: 'Julie' }}
    />
  ),
  play: async ({ userEvent }) => {
    const panel = within(await body.findByRole('dialog', { name: 'Discussion' }))
    // The chat, loaded: a visitor is asked to sign up to talk to the member picked.
    await expect(
      await panel.findByText('Inscrivez-vous en quelques secondes pour discuter avec Julie.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument()
    await expect(await panel.findByRole('form', { name: "Formulaire d'inscription" })).toBeInTheDocument()
    await expect(await launcher()).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(panel.getByRole('button', { name: 'Fermer la discussion' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('panel.close')
  },
}

export const ChatCodeIdle: Story = {
  render: () => <Frozen value={{ panel: 'closed', chatCode: 'idle' }} />,
  play: async ({ userEvent }) => {
    const button = await launcher()
    await expect(button).toHaveAccessibleName('Discuter avec nos membres')
    await expect(body.queryByTestId('flirt-widget-unread')).toBeNull()
    // Pointing at the launcher is an intent: the chat's code starts loading.
    await userEvent.hover(button)
    await expect(body.getByTestId('last-event')).toHaveTextContent('chat.intent')
  },
}

export const ChatCodeLoading: Story = {
  render: () => <Frozen value={{ panel: 'open', chatCode: 'loading' }} />,
  play: async () => {
    const panel = within(await body.findByRole('dialog', { name: 'Discussion' }))
    await expect(panel.getByRole('status')).toHaveTextContent('Chargement...')
  },
}

export const ChatCodeReady: Story = {
  render: () => <Frozen value={{ panel: 'closed', chatCode: 'ready' }} />,
  play: async () => {
    // Loaded but closed: only the launcher shows.
    await expect(await launcher()).toHaveAttribute('aria-expanded', 'false')
    await expect(body.queryByRole('dialog')).toBeNull()
  },
}

export const ChatCodeFailed: Story = {
  render: () => <Frozen value={{ panel: 'open', chatCode: 'failed' }} />,
  play: async ({ userEvent }) => {
    const panel = within(await body.findByRole('dialog', { name: 'Discussion' }))
    await expect(panel.getByRole('alert')).toHaveTextContent("Le chat n'a pas pu se charger.")
    await userEvent.click(panel.getByRole('button', { name: 'Réessayer' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('chat.retry')
  },
}

export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(widgetMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async () => {
    await expect(stateStoryCoverage(widgetMachine, storyNamesOf(stories)).missing).toEqual([])
  },
}
