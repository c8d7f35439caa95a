import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack } from 'styled-system/jsx'
import { CountBadge } from '../../src/components/ui/count-badge'
import { BellIcon } from '../../src/components/ui/icons'

/** The count on an icon, as the header's bell and the phones' Messages tab show it. */
function OnIcon({ count }: { count: number }) {
  return (
    <span style={{ position: 'relative', display: 'inline-flex', padding: 4 }} data-count={count}>
      <BellIcon />
      <CountBadge count={count} />
    </span>
  )
}

function Counts() {
  return (
    <HStack gap="6">
      <OnIcon count={0} />
      <OnIcon count={3} />
      <OnIcon count={42} />
      <OnIcon count={120} />
    </HStack>
  )
}

const meta = {
  title: 'UI/CountBadge',
  component: CountBadge,
  args: { count: 3 },
} satisfies Meta<typeof CountBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Counts_: Story = {
  name: 'Counts',
  render: () => <Counts />,
  play: async ({ canvasElement }) => {
    const badge = (count: number) => canvasElement.querySelector(`[data-count="${count}"] .countBadge`)
    await expect(badge(0)).toBeNull()
    await expect(badge(3)).toHaveTextContent(/^3$/)
    await expect(badge(120)).toHaveTextContent(/^99\+$/)
    await expect(badge(3)).toHaveAttribute('aria-hidden', 'true')
    // danger.solid and white, the same in both schemes.
    await expect(getComputedStyle(badge(3) as Element).backgroundColor).toBe('rgb(196, 43, 43)')
  },
}

export const CountsDark: Story = {
  render: () => <Counts />,
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-count="42"] .countBadge') as Element
    await expect(getComputedStyle(badge).color).toBe('rgb(255, 255, 255)')
  },
}
