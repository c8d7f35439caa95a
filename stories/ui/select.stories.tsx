import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Box } from 'styled-system/jsx'
import { Select, type SelectOption } from '../../src/components/ui/select'

const genders: SelectOption[] = [
  { value: '1', label: 'Homme' },
  { value: '2', label: 'Femme' },
  { value: '3', label: 'Couple' },
]

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Je suis', options: genders, onValueChange: fn() },
  decorators: [(Story) => <Box maxW="xs">{Story()}</Box>],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Je suis' })
    await expect(trigger).toHaveTextContent('Choisir…')
    await userEvent.click(trigger)
    const option = await body.findByRole('option', { name: 'Femme' })
    await userEvent.click(option)
    await waitFor(() => expect(trigger).toHaveTextContent('Femme'))
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ value: ['2'] }))
  },
}

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Je suis' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const listbox = await body.findByRole('listbox')
    await waitFor(() => expect(listbox).toBeVisible())
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(trigger).toHaveTextContent('Couple'))
  },
}

export const WithValue: Story = {
  args: { defaultValue: ['3'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Je suis' })).toHaveTextContent('Couple')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Je suis' })).toBeDisabled()
  },
}

export const OpenDark: Story = {
  globals: { colorMode: 'dark' },
  args: { defaultValue: ['2'], defaultOpen: true },
  play: async () => {
    const selected = await body.findByRole('option', { name: 'Femme' })
    await expect(selected).toHaveAttribute('aria-selected', 'true')
  },
}
