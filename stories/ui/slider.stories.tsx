import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Box } from 'styled-system/jsx'
import { RangeSlider } from '../../src/components/ui/slider'

const meta = {
  title: 'UI/Slider',
  component: RangeSlider,
  args: {
    label: 'Âge',
    thumbLabels: ['Âge minimum', 'Âge maximum'],
    min: 18,
    max: 99,
    defaultValue: [25, 35],
    minStepsBetweenThumbs: 1,
    formatValue: ([from, to]) => `${from} – ${to} ans`,
    onValueChange: fn(),
  },
  decorators: [(Story) => <Box maxW="sm">{Story()}</Box>],
} satisfies Meta<typeof RangeSlider>

export default meta
type Story = StoryObj<typeof meta>

export const MovesWithArrowKeys: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const min = canvas.getByRole('slider', { name: 'Âge minimum' })
    const max = canvas.getByRole('slider', { name: 'Âge maximum' })
    await expect(min).toHaveAttribute('aria-valuenow', '25')
    await userEvent.click(min)
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(min).toHaveAttribute('aria-valuenow', '27')
    max.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(max).toHaveAttribute('aria-valuenow', '34')
    await expect(canvas.getByText('27 – 34 ans')).toBeInTheDocument()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: [27, 34] }))
  },
}

export const ThumbsDoNotCross: Story = {
  args: { defaultValue: [30, 31] },
  play: async ({ canvas, userEvent }) => {
    const min = canvas.getByRole('slider', { name: 'Âge minimum' })
    min.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(min).toHaveAttribute('aria-valuenow', '30')
  },
}

export const Height: Story = {
  args: {
    label: 'Taille',
    thumbLabels: ['Taille minimum', 'Taille maximum'],
    min: 140,
    max: 220,
    defaultValue: [160, 190],
    formatValue: ([from, to]) => `${from} – ${to} cm`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('160 – 190 cm')).toBeInTheDocument()
  },
}

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvas, userEvent }) => {
    const max = canvas.getByRole('slider', { name: 'Âge maximum' })
    max.focus()
    await userEvent.keyboard('{End}')
    await expect(max).toHaveAttribute('aria-valuenow', '99')
  },
}
