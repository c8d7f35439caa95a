import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack } from 'styled-system/jsx'
import { Chip } from '../../src/components/ui/chip'

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { children: 'Privée' },
} satisfies Meta<typeof Chip>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const chip = canvas.getByText('Privée')
    await expect(getComputedStyle(chip).borderRadius).toBe('50px')
  },
}

function ConnectionChips() {
  return (
    <HStack gap="2" flexWrap="wrap">
      <Chip tone="success" indicator>
        Connecté
      </Chip>
      <Chip tone="warning" indicator>
        Connexion…
      </Chip>
      <Chip tone="danger" indicator>
        Erreur
      </Chip>
      <Chip tone="neutral" indicator>
        Déconnecté
      </Chip>
      <Chip tone="primary">Privée</Chip>
    </HStack>
  )
}

export const ConnectionStatus: Story = {
  render: () => <ConnectionChips />,
  play: async ({ canvas }) => {
    const connected = canvas.getByText('Connecté')
    const dot = connected.querySelector('[data-part=dot]')
    await expect(dot).toHaveAttribute('aria-hidden', 'true')
    await expect(getComputedStyle(connected).color).toBe('rgb(21, 122, 60)')
  },
}

export const ConnectionStatusDark: Story = {
  render: () => <ConnectionChips />,
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Connecté')).color).toBe('rgb(74, 222, 128)')
  },
}
