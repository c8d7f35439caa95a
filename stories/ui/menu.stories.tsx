import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { IconButton } from '../../src/components/ui/button'
import { MoreIcon } from '../../src/components/ui/icons'
import { MenuItem, MenuPopup, MenuRoot, MenuSeparator, MenuTrigger } from '../../src/components/ui/menu'

interface PhotoMenuProps {
  onSelect: (details: { value: string }) => void
  isMain?: boolean
  defaultOpen?: boolean
}

/** The photo manager's menu (spec section 2): Modifier, Photo principale (hidden if main), Supprimer. */
function PhotoMenu({ onSelect, isMain = false, defaultOpen }: PhotoMenuProps) {
  return (
    <MenuRoot onSelect={onSelect} defaultOpen={defaultOpen}>
      <MenuTrigger asChild>
        <IconButton aria-label="Actions de la photo">
          <MoreIcon />
        </IconButton>
      </MenuTrigger>
      <MenuPopup>
        <MenuItem value="edit">Modifier</MenuItem>
        {isMain ? null : <MenuItem value="main">Photo principale</MenuItem>}
        <MenuSeparator />
        <MenuItem value="delete" data-tone="danger">
          Supprimer
        </MenuItem>
      </MenuPopup>
    </MenuRoot>
  )
}

const meta = {
  title: 'UI/Menu',
  component: PhotoMenu,
  args: { onSelect: fn() },
} satisfies Meta<typeof PhotoMenu>

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)

export const OpensAndSelects: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions de la photo' }))
    const item = await body.findByRole('menuitem', { name: 'Photo principale' })
    await userEvent.click(item)
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'main' }))
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument())
  },
}

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'Actions de la photo' }).focus()
    await userEvent.keyboard('{Enter}')
    const menu = await body.findByRole('menu')
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Modifier' })).toHaveAttribute('data-highlighted'),
    )
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'delete' }))
  },
}

export const MainPhoto: Story = {
  args: { isMain: true, defaultOpen: true },
  play: async () => {
    await body.findByRole('menuitem', { name: 'Modifier' })
    await expect(body.queryByRole('menuitem', { name: 'Photo principale' })).not.toBeInTheDocument()
  },
}

export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: { colorMode: 'dark' },
  play: async () => {
    const remove = await body.findByRole('menuitem', { name: 'Supprimer' })
    await expect(getComputedStyle(remove).color).toBe('rgb(248, 113, 113)')
  },
}
