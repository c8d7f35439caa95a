import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { HStack, Stack } from 'styled-system/jsx'
import { Button } from '../../src/components/ui/button'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Envoyer', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'ghost', 'plain', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Solid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Envoyer' })
    await expect(getComputedStyle(button).borderRadius).toBe('50px')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Outline: Story = { args: { variant: 'outline', children: 'Modifier' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Annuler' } }

export const Danger: Story = {
  args: { variant: 'danger', children: 'Quitter le site' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Quitter le site' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  args: { loading: true, children: 'Connexion' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Connexion' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }))
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const AsLink: Story = {
  args: { asChild: true, variant: 'danger', children: <a href="/app/logout">Quitter le site</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Quitter le site' })).toHaveAttribute('href', '/app/logout')
  },
}

function Showcase() {
  return (
    <Stack gap="4">
      {(['solid', 'outline', 'ghost', 'plain', 'danger'] as const).map((variant) => (
        <HStack key={variant} gap="3" flexWrap="wrap">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} loading>
            Chargement
          </Button>
          <Button variant={variant} disabled>
            Désactivé
          </Button>
        </HStack>
      ))}
    </Stack>
  )
}

export const AllVariants: Story = {
  render: () => <Showcase />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(25)
  },
}

export const AllVariantsDark: Story = {
  render: () => <Showcase />,
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    // Dark primary solid is the brand purple #9333EA with white text.
    const solid = canvas.getByRole('button', { name: 'solid md' })
    await expect(getComputedStyle(solid).backgroundColor).toBe('rgb(147, 51, 234)')
    await expect(getComputedStyle(solid).color).toBe('rgb(255, 255, 255)')
  },
}
