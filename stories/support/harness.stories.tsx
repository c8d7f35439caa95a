/**
 * Proves the machine-story harness: a tiny toggle machine, shown frozen in each state and live.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { expect, waitFor, within } from 'storybook/test'
import { type ActorRefFrom, assign, setup } from 'xstate'
import { Button } from '../../src/components/ui/button'
import { MachineStory, stateStoryCoverage } from './machine-story'

const toggleMachine = setup({
  types: {
    context: {} as { flips: number },
    events: {} as { type: 'toggle.flip' } | { type: 'toggle.reset' } | { type: 'toggle.set'; flips: number },
  },
  actions: {
    countFlip: assign({ flips: ({ context }) => context.flips + 1 }),
    resetFlips: assign({ flips: 0 }),
    setFlips: assign({ flips: ({ event }) => (event.type === 'toggle.set' ? event.flips : 0) }),
  },
  guards: { hasFlipped: ({ context }) => context.flips > 0 },
}).createMachine({
  id: 'toggle',
  initial: 'off',
  context: { flips: 0 },
  states: {
    off: {
      on: {
        'toggle.flip': { target: 'on', actions: 'countFlip' },
        'toggle.reset': { guard: 'hasFlipped', actions: 'resetFlips' },
        'toggle.set': { actions: 'setFlips' },
      },
    },
    on: { on: { 'toggle.flip': { target: 'off', actions: 'countFlip' } } },
  },
})

function ToggleView({ actorRef }: { actorRef: ActorRefFrom<typeof toggleMachine> }) {
  const isOn = useSelector(actorRef, (s) => s.matches('on'))
  return (
    <Button aria-pressed={isOn} onClick={() => actorRef.send({ type: 'toggle.flip' })}>
      {isOn ? 'Mode nuit activé' : 'Mode nuit désactivé'}
    </Button>
  )
}

const meta = {
  title: 'Support/Machine harness',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  render: () => (
    <MachineStory machine={toggleMachine} state={{ value: 'off', context: { flips: 0 } }}>
      {(actorRef) => <ToggleView actorRef={actorRef} />}
    </MachineStory>
  ),
  play: async ({ canvas, userEvent }) => {
    const panel = within(canvas.getByRole('complementary', { name: 'Machine state' }))
    await expect(panel.getByTestId('state-value')).toHaveTextContent('"off"')
    await expect(panel.getByTestId('last-event')).toHaveTextContent('(none)')
    // Frozen: the click is recorded as the last event but never processed.
    await userEvent.click(canvas.getByRole('button', { name: 'Mode nuit désactivé' }))
    await expect(await panel.findByText(/"toggle\.flip"/)).toBeInTheDocument()
    await expect(panel.getByTestId('state-value')).toHaveTextContent('"off"')
  },
}

export const On: Story = {
  render: () => (
    <MachineStory machine={toggleMachine} state={{ value: 'on', context: { flips: 3 } }}>
      {(actorRef) => <ToggleView actorRef={actorRef} />}
    </MachineStory>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mode nuit activé' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"on"')
    await expect(canvas.getByTestId('state-context')).toHaveTextContent('"flips": 3')
  },
}

export const Live: Story = {
  render: () => (
    <MachineStory machine={toggleMachine}>{(actorRef) => <ToggleView actorRef={actorRef} />}</MachineStory>
  ),
  play: async ({ canvas, userEvent }) => {
    const value = canvas.getByTestId('state-value')
    await expect(value).toHaveTextContent('"off"')
    await userEvent.click(canvas.getByRole('button', { name: 'Mode nuit désactivé' }))
    await expect(await canvas.findByRole('button', { name: 'Mode nuit activé' })).toBeInTheDocument()
    await expect(value).toHaveTextContent('"on"')
    await expect(canvas.getByTestId('state-context')).toHaveTextContent('"flips": 1')
    await expect(canvas.getByTestId('last-event')).toHaveTextContent('"type": "toggle.flip"')
  },
}

/** The chart's highlighted state for `path`, once the lazy chart is laid out. */
async function chartState(root: HTMLElement, path: string) {
  let node: Element | null = null
  await waitFor(() => {
    node = root.querySelector(`[data-state-path="${path}"]`)
    expect(node).not.toBeNull()
  })
  return node as unknown as Element
}

/** QA drives the live actor from the panel: the view and the chart both answer, and a step back undoes. */
export const LiveDrivenFromThePanel: Story = {
  render: () => (
    <MachineStory machine={toggleMachine}>{(actorRef) => <ToggleView actorRef={actorRef} />}</MachineStory>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const events = within(canvas.getByRole('region', { name: 'Events' }))
    await expect(await chartState(canvasElement, 'off')).toHaveAttribute('data-active', 'true')
    // Guarded and refused: no flip yet, so `hasFlipped` refuses the reset and says so.
    await expect(events.getByRole('button', { name: /toggle\.reset/ })).toBeDisabled()
    await expect(events.getByRole('button', { name: /toggle\.reset/ })).toHaveTextContent(
      'refused by hasFlipped',
    )

    await userEvent.click(events.getByRole('button', { name: 'toggle.flip' }))
    await expect(await canvas.findByRole('button', { name: 'Mode nuit activé' })).toBeInTheDocument()
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state-path="on"]')).toHaveAttribute('data-active', 'true'),
    )
    await expect(canvasElement.querySelector('[data-state-path="off"]')).toHaveAttribute(
      'data-active',
      'false',
    )
    await expect(canvas.getByTestId('step-log')).toHaveTextContent('toggle.flip → on')

    await userEvent.click(canvas.getByRole('button', { name: 'Step back' }))
    await expect(await canvas.findByRole('button', { name: 'Mode nuit désactivé' })).toBeInTheDocument()
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state-path="off"]')).toHaveAttribute('data-active', 'true'),
    )
    await expect(canvas.getByTestId('step-log')).not.toHaveTextContent('toggle.flip')
  },
}

/** A frozen story starts a live copy from its state when QA sends an event, here one with a payload. */
export const FrozenStartsALiveCopy: Story = {
  render: () => (
    <MachineStory machine={toggleMachine} state={{ value: 'off', context: { flips: 0 } }}>
      {(actorRef) => <ToggleView actorRef={actorRef} />}
    </MachineStory>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const events = within(canvas.getByRole('region', { name: 'Events' }))
    await userEvent.click(events.getByRole('button', { name: /toggle\.set/ }))
    const editor = events.getByRole('textbox', { name: 'Payload of toggle.set' })
    // Prefilled from the event's declared type.
    await expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual({ type: 'toggle.set', flips: 0 })
    await userEvent.clear(editor)
    await userEvent.type(editor, '{{"type": "toggle.set", "flips": 7}')
    await userEvent.click(events.getByRole('button', { name: 'Send toggle.set' }))
    await expect(await canvas.findByText('Live actor')).toBeInTheDocument()
    await expect(canvas.getByTestId('state-context')).toHaveTextContent('"flips": 7')
    await userEvent.click(events.getByRole('button', { name: 'toggle.flip' }))
    await expect(await canvas.findByRole('button', { name: 'Mode nuit activé' })).toBeInTheDocument()
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state-path="on"]')).toHaveAttribute('data-active', 'true'),
    )
  },
}

/** Every state of the toggle machine has a story above; the coverage helper agrees. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(toggleMachine, ['Off', 'On', 'Live'])
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
    await expect(stateStoryCoverage(toggleMachine, ['Off']).missing).toEqual(['on'])
  },
}
