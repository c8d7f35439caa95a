import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { HStack } from 'styled-system/jsx'
import { IconButton } from '../../src/components/ui/button'
import { CloseIcon, MoreIcon, StarIcon } from '../../src/components/ui/icons'

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Fermer', children: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Fermer' })
    const { width, height } = button.getBoundingClientRect()
    await expect(width).toBe(height)
    await expect(getComputedStyle(button).borderRadius).toBe('9999px')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

function Variants() {
  return (
    <HStack gap="3">
      <IconButton aria-label="Plus d'actions" variant="plain">
        <MoreIcon />
      </IconButton>
      <IconButton aria-label="Ajouter aux favoris" variant="solid">
        <StarIcon />
      </IconButton>
      <IconButton aria-label="Ajouter aux favoris" variant="outline">
        <StarIcon />
      </IconButton>
      <IconButton aria-label="Ajouter aux favoris" variant="ghost" size="lg">
        <StarIcon />
      </IconButton>
      <IconButton aria-label="Supprimer" variant="danger" size="sm">
        <CloseIcon />
      </IconButton>
    </HStack>
  )
}

export const AllVariants: Story = {
  render: () => <Variants />,
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAccessibleName()
  },
}

export const Dark: Story = {
  render: () => <Variants />,
  globals: { colorMode: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    const first = canvas.getByRole('button', { name: "Plus d'actions" })
    await expect(first).toHaveFocus()
    await expect(getComputedStyle(first).outlineStyle).toBe('solid')
  },
}
