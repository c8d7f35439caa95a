import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { IconButton } from '../../src/components/ui/button'
import { StarIcon } from '../../src/components/ui/icons'
import { Tooltip } from '../../src/components/ui/tooltip'

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Ajouter aux favoris',
    children: (
      <IconButton aria-label="Favori" variant="outline">
        <StarIcon />
      </IconButton>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const OpensOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Favori' })
    await userEvent.hover(trigger)
    const tooltip = await body.findByRole('tooltip', {}, { timeout: 1000 })
    await expect(tooltip).toHaveTextContent('Ajouter aux favoris')
    await expect(trigger).toHaveAccessibleDescription('Ajouter aux favoris')
    await userEvent.unhover(trigger)
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument())
  },
}

export const OpensOnKeyboardFocus: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab()
    const tooltip = await body.findByRole('tooltip')
    await waitFor(() => expect(tooltip).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument())
  },
}

/** Touch: a press of 700 ms opens it; lifting the finger closes it; a quick tap does not open it. */
export const TouchLongPress: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Favori' })
    await userEvent.pointer({ keys: '[TouchA>]', target: trigger })
    await sleep(300)
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument()
    await sleep(600)
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Ajouter aux favoris')
    await userEvent.pointer({ keys: '[/TouchA]', target: trigger })
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument())

    await userEvent.pointer({ keys: '[TouchA]', target: trigger })
    await sleep(900)
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument()
  },
}

export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: { colorMode: 'dark' },
  play: async () => {
    const tooltip = await body.findByRole('tooltip')
    // Inverted bubble in dark mode: light background, dark text.
    const bubble = tooltip.closest('[data-part=content]') ?? tooltip
    await expect(getComputedStyle(bubble).backgroundColor).toBe('rgb(241, 242, 246)')
  },
}
