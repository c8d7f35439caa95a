import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Stack } from 'styled-system/jsx'
import { TextField } from '../../src/components/ui/field'

const meta = {
  title: 'UI/Field',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'vous@exemple.fr' },
  decorators: [(Story) => <Stack maxW="sm">{Story()}</Stack>],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await userEvent.click(canvas.getByText('Email'))
    await expect(input).toHaveFocus()
  },
}

export const WithHelperText: Story = {
  args: { helperText: 'Nous ne le montrons jamais aux autres membres.' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Nous ne le montrons jamais aux autres membres.',
    )
  },
}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ })
    await expect(input).toBeRequired()
    // Empty but not yet validated: the neutral input border, not the danger one.
    await expect(getComputedStyle(input).borderTopColor).toBe('rgb(140, 143, 154)')
  },
}

export const Invalid: Story = {
  args: { required: true, error: "L'email est requis" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription("L'email est requis")
    await expect(canvas.getByText("L'email est requis")).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'julie@example.fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled()
  },
}

export const InvalidDark: Story = {
  args: { required: true, error: "L'email est requis" },
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    // Dark danger text #F87171.
    await expect(getComputedStyle(canvas.getByText("L'email est requis")).color).toBe('rgb(248, 113, 113)')
  },
}
