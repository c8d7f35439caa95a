import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Switch } from '../../src/components/ui/switch'

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Mode sombre', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Toggles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Mode sombre' })
    await expect(control).not.toBeChecked()
    await userEvent.click(canvas.getByText('Mode sombre'))
    await expect(control).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: true })
    await userEvent.keyboard(' ')
    await expect(control).not.toBeChecked()
  },
}

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Mode sombre' })).toBeChecked()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Mode sombre'))
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

export const CheckedDark: Story = {
  args: { defaultChecked: true },
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    const control = canvasElement.querySelector('[data-part=control]')
    await expect(control && getComputedStyle(control).backgroundColor).toBe('rgb(147, 51, 234)')
  },
}
