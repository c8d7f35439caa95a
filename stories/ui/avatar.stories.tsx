import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack } from 'styled-system/jsx'
import { Avatar } from '../../src/components/ui/avatar'

/** A tiny inline portrait, so the story needs no network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f4c7a8"/><circle cx="32" cy="26" r="12" fill="#7a4a2a"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#1E91FF"/></svg>',
)}`

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Julie Martin', src: portrait },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const WithPhoto: Story = {
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: 'Julie Martin' })
    await expect(image.tagName).toBe('IMG')
    await expect(image).toBeVisible()
  },
}

export const InitialsFallback: Story = {
  args: { src: undefined },
  play: async ({ canvas }) => {
    const fallback = canvas.getByRole('img', { name: 'Julie Martin' })
    await expect(fallback).toHaveTextContent('JM')
  },
}

export const BrokenPhoto: Story = {
  args: { src: '/no-such-photo.jpg' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('JM')).toBeVisible()
  },
}

export const Sizes: Story = {
  render: () => (
    <HStack gap="3">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} size={size} name={`Léa ${size}`} />
      ))}
      <Avatar size="xl" name="Julie Martin" src={portrait} />
    </HStack>
  ),
  play: async ({ canvas }) => {
    const xs = canvas.getByRole('img', { name: 'Léa xs' }).parentElement?.getBoundingClientRect().width ?? 0
    const xl = canvas.getByRole('img', { name: 'Léa xl' }).parentElement?.getBoundingClientRect().width ?? 0
    await expect(xl).toBeGreaterThan(xs)
  },
}

export const Dark: Story = {
  args: { src: undefined, size: 'lg' },
  globals: { colorMode: 'dark' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('JM')).color).toBe('rgb(192, 132, 252)')
  },
}
