/**
 * What a member sees when a dialog or a panel a page loads on demand could not load (the connection
 * dropped as it was on its way): the page stays under it, "Réessayer" asks for it again, and the
 * close button gives up on it, closing the dialog (src/features/layout/on-demand-boundary.tsx).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { LoadFailedNotice } from '../../src/features/layout/load-failed-notice'

const meta = {
  title: 'Layout/Load failed notice',
  component: LoadFailedNotice,
  args: { onRetry: fn(), onDismiss: fn() },
} satisfies Meta<typeof LoadFailedNotice>

export default meta
type Story = StoryObj<typeof meta>

export const Shown: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const notice = canvas.getByRole('alert')
    await expect(notice).toHaveTextContent("Cette fenêtre n'a pas pu s'ouvrir.")
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }))
    await expect(args.onDismiss).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Escape}')
    await expect(args.onDismiss).toHaveBeenCalledTimes(2)
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
