import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from '../../src/components/ui/button'
import { Dialog } from '../../src/components/ui/dialog'
import { TextField } from '../../src/components/ui/field'

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Supprimer mon compte',
    description: 'Cette action est irréversible : toutes vos données seront définitivement supprimées.',
    trigger: <Button variant="danger">Supprimer mon compte</Button>,
    children: <TextField label="Mot de passe" type="password" required />,
    footer: (
      <>
        <Button variant="plain">Annuler</Button>
        <Button variant="danger">Supprimer</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)

export const OpensAndClosesWithEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer mon compte' }))
    const dialog = await body.findByRole('dialog', { name: 'Supprimer mon compte' })
    await expect(dialog).toHaveAccessibleDescription(/irréversible/)
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    // Focus goes back to the trigger.
    await expect(canvas.getByRole('button', { name: 'Supprimer mon compte' })).toHaveFocus()
  },
}

export const ClosesWithCloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer mon compte' }))
    const dialog = await body.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** 600px wide on desktop; full screen at 768px or less (the test runner's viewport is phone-sized). */
export const Layout: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body.findByRole('dialog')
    const { width } = dialog.getBoundingClientRect()
    if (window.innerWidth <= 768) {
      await expect(width).toBe(window.innerWidth)
      await expect(getComputedStyle(dialog).borderRadius).toBe('0px')
    } else {
      await expect(width).toBeLessThanOrEqual(600)
    }
  },
}

export const Controlled: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button onClick={() => setOpen(true)}>Ouvrir (machine)</Button>
        <p>Ouvert : {open ? 'oui' : 'non'}</p>
        <Dialog {...args} open={open} onOpenChange={(details) => setOpen(details.open)} />
      </>
    )
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir (machine)' }))
    const dialog = await body.findByRole('dialog')
    await waitFor(() => expect(dialog).toBeVisible())
    await expect(canvas.getByText('Ouvert : oui')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect(await canvas.findByText('Ouvert : non')).toBeInTheDocument()
  },
}

export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: { colorMode: 'dark' },
  play: async () => {
    const dialog = await body.findByRole('dialog')
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(34, 37, 45)')
  },
}

export const CloseLabelInEnglish: Story = {
  args: { defaultOpen: true, title: 'Delete my account', description: undefined },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Delete my account' })
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  },
}
