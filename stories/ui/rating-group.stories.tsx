import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { RatingGroup } from '../../src/components/ui/rating-group'

const meta = {
  title: 'UI/RatingGroup',
  component: RatingGroup,
  args: { label: 'Votre note', onValueChange: fn() },
} satisfies Meta<typeof RatingGroup>

export default meta
type Story = StoryObj<typeof meta>

export const SelectsFour: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Votre note' })).toBeInTheDocument()
    await expect(canvas.getAllByRole('radio')).toHaveLength(5)
    const four = canvas.getByRole('radio', { name: '4 étoiles' })
    await userEvent.click(four)
    await expect(four).toHaveAttribute('aria-checked', 'true')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 4 }))
    await expect(canvas.getByRole('radio', { name: '5 étoiles' })).not.toHaveAttribute('data-highlighted')
  },
}

/** Before any rating no star is checked, though the first is the one Tab reaches. */
export const NoneChosen: Story = {
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio).toHaveAttribute('aria-checked', 'false')
    await expect(canvas.getByRole('radio', { name: '1 étoile' })).toHaveAttribute('tabindex', '0')
  },
}

export const Keyboard: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('radio', { name: '2 étoiles' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 3 }))
  },
}

export const ReadOnly: Story = {
  args: { defaultValue: 3, readOnly: true, label: 'Note moyenne', size: 'sm' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '5 étoiles' }))
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

export const HiddenLabel: Story = {
  args: { hideLabel: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Votre note' })).toBeInTheDocument()
  },
}

export const EnglishDark: Story = {
  args: { defaultValue: 1, label: 'Your rating' },
  globals: { colorMode: 'dark', locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-checked', 'true')
  },
}
