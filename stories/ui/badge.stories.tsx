import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack } from 'styled-system/jsx'
import { Badge } from '../../src/components/ui/badge'

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Gratuit' },
  argTypes: { variant: { control: 'inline-radio', options: ['neutral', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Gratuit')).backgroundColor).toBe('rgb(227, 228, 232)')
  },
}

/** Spec section 4: Gratuit neutral, Premium success, Premium (annulé) warning. */
function SubscriptionBadges() {
  return (
    <HStack gap="2">
      <Badge variant="neutral">Gratuit</Badge>
      <Badge variant="success">Premium</Badge>
      <Badge variant="warning">Premium (annulé)</Badge>
      <Badge variant="danger">Bloqué</Badge>
    </HStack>
  )
}

export const Subscription: Story = {
  render: () => <SubscriptionBadges />,
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Premium')).color).toBe('rgb(21, 122, 60)')
    await expect(getComputedStyle(canvas.getByText('Premium (annulé)')).color).toBe('rgb(148, 82, 10)')
  },
}

export const SubscriptionDark: Story = {
  render: () => <SubscriptionBadges />,
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Premium (annulé)')).color).toBe('rgb(251, 191, 36)')
  },
}
