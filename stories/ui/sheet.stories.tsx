import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from '../../src/components/ui/button'
import { Sheet } from '../../src/components/ui/sheet'

/** A sheet (the conversation's side panel on phones), closed or open, opened by a button. */
function SheetDemo({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Actions et album de Léa</Button>
      <Sheet title="À propos de Léa" open={open} onOpenChange={setOpen}>
        <p>Retirer Léa des favoris, bloquer, partager mon album privé, signaler ce profil.</p>
      </Sheet>
    </>
  )
}

const meta = {
  title: 'UI/Sheet',
  component: SheetDemo,
} satisfies Meta<typeof SheetDemo>

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)

export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Actions et album de Léa' }))
    await expect(await body.findByRole('dialog', { name: 'À propos de Léa' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

export const Open: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    const sheet = await body.findByRole('dialog', { name: 'À propos de Léa' })
    // It rises from the bottom edge, as wide as the screen.
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight))
    await expect(within(sheet).getByRole('button', { name: 'Fermer' })).toBeInTheDocument()
  },
}
