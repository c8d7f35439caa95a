import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Stack } from 'styled-system/jsx'
import { Input } from '../../src/components/ui/input'

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { placeholder: 'Pseudo ou email', 'aria-label': 'Identifiant' },
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Identifiant' })
    await expect(getComputedStyle(input).borderRadius).toBe('50px')
    await userEvent.type(input, 'julie@example.fr')
    await expect(input).toHaveValue('julie@example.fr')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="3" maxW="sm">
      <Input {...args} size="sm" aria-label="Petit" />
      <Input {...args} size="md" aria-label="Moyen" />
      <Input {...args} size="lg" aria-label="Grand" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('textbox', { name: 'Petit' }).getBoundingClientRect().height
    const large = canvas.getByRole('textbox', { name: 'Grand' }).getBoundingClientRect().height
    await expect(large).toBeGreaterThan(small)
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Paris' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Identifiant' })).toBeDisabled()
  },
}

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Identifiant' })
    // The dark surface, not the light one.
    await expect(getComputedStyle(input).backgroundColor).toBe('rgb(34, 37, 45)')
  },
}
