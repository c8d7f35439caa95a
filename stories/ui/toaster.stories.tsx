import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from '../../src/components/ui/button'
import { MOBILE_MEDIA_QUERY } from '../../src/components/ui/media'
import { AppToaster, type AppToastMeta, createAppToaster } from '../../src/components/ui/toaster'

interface DemoProps {
  /** Forces the layout; by default the story follows the viewport, as the app does. */
  smallScreen?: boolean
  /**
   * The group mounts only when asked ("Monter les notifications"), as the app mounts it a paint after
   * the realtime side starts (member-realtime.tsx): toasts created before wait in the toaster.
   */
  mountLater?: boolean
}

let counter = 0

function ToasterDemo({ smallScreen, mountLater = false }: DemoProps) {
  const [mounted, setMounted] = useState(!mountLater)
  const [toaster] = useState(() =>
    createAppToaster({ smallScreen: smallScreen ?? window.matchMedia(MOBILE_MEDIA_QUERY) }),
  )
  const notify = () => {
    counter += 1
    const meta: AppToastMeta = { avatarName: 'Julie' }
    toaster.create({
      title: `Nouveau message ${counter}`,
      description: 'Julie : Salut ! Tu es dispo ce soir ?',
      meta,
    })
  }
  return (
    <>
      <Button onClick={notify}>Notifier</Button>
      {!mounted && <Button onClick={() => setMounted(true)}>Monter les notifications</Button>}
      {mounted && <AppToaster toaster={toaster} />}
    </>
  )
}

const meta = {
  title: 'UI/Toaster',
  component: ToasterDemo,
} satisfies Meta<typeof ToasterDemo>

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)

export const ShowsAndCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifier' }))
    const toast = await body.findByRole('status')
    await expect(toast).toHaveTextContent(/Nouveau message/)
    await expect(toast).toHaveTextContent('Julie : Salut ! Tu es dispo ce soir ?')
    await expect(within(toast).getByRole('img', { name: 'Julie' })).toHaveTextContent('J')
    await userEvent.click(within(toast).getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(body.queryByRole('status')).not.toBeInTheDocument())
  },
}

/** Keyboard: Alt+T reaches the toasts; Escape closes the one focused and the focus goes back. */
export const KeyboardReachesAndCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const notify = canvas.getByRole('button', { name: 'Notifier' })
    await userEvent.click(notify)
    const toast = await body.findByRole('status')
    const region = body.getByRole('region', { name: 'Notifications' })
    await expect(region).toHaveAttribute('aria-live', 'polite')
    await expect(region).toHaveAttribute('aria-keyshortcuts', 'Alt+T')
    // Announced where the member is: the focus stays on the button.
    await expect(notify).toHaveFocus()
    await userEvent.keyboard('{Alt>}t{/Alt}')
    await waitFor(() => expect(region).toHaveFocus())
    await userEvent.tab()
    await expect(toast).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('status')).not.toBeInTheDocument())
    await expect(notify).toHaveFocus()
  },
}

export const AtMostFive: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Notifier' })
    for (let i = 0; i < 7; i += 1) await userEvent.click(button)
    // Spec section 9: at most 5 toasts, each hidden after 30 s.
    await waitFor(() => expect(body.getAllByRole('status')).toHaveLength(5))
    const { attrs } = createAppToaster()
    await expect(attrs.max).toBe(5)
    await expect(attrs.duration).toBe(30_000)
  },
}

/** A toast asked for before the group mounted shows once it mounts, once. */
export const AskedBeforeTheGroupMounts: Story = {
  args: { mountLater: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifier' }))
    await expect(body.queryByRole('status')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Monter les notifications' }))
    const toast = await body.findByRole('status')
    await expect(toast).toHaveTextContent(/Nouveau message/)
    await expect(body.getAllByRole('status')).toHaveLength(1)
  },
}

export const DesktopBottomLeft: Story = {
  args: { smallScreen: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifier' }))
    const region = await body.findByRole('region', { name: 'Notifications' })
    await expect(region).toHaveAttribute('data-placement', 'bottom-start')
  },
}

export const MobileTop: Story = {
  args: { smallScreen: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifier' }))
    const region = await body.findByRole('region', { name: 'Notifications' })
    await expect(region).toHaveAttribute('data-placement', 'top')
  },
}

export const Dark: Story = {
  args: { smallScreen: false },
  globals: { colorMode: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifier' }))
    const toast = await body.findByRole('status')
    await expect(getComputedStyle(toast).backgroundColor).toBe('rgb(34, 37, 45)')
  },
}
