/**
 * The settings page's view (Mon compte) for the three subscription states of spec section 4, with the
 * dialogs it opens. Not a machine: the subscription comes from the session's member.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { SettingsView } from '../../src/features/account/settings-view'
import { PreferenceControls } from '../../src/features/layout/preference-controls'
import { STORY_MEMBERS, type StoryMember, withStoryApp } from './account.fixtures'

const onModifyAccount = fn()
const onDeleteAccount = fn()

function Settings({ member }: { member: StoryMember }) {
  return (
    <SettingsView
      user={STORY_MEMBERS[member]}
      preferences={<PreferenceControls variant="labelled" idPrefix="settings" />}
      onModifyAccount={onModifyAccount}
      onDeleteAccount={onDeleteAccount}
      activity={<p>Activité récente (le fil du mur s'affiche ici dans l'application).</p>}
    />
  )
}

const meta = {
  title: 'Account/Settings',
  parameters: { layout: 'padded' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const subscription = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Mon abonnement' }))

export const Premium: Story = {
  render: () => <Settings member="premium" />,
  play: async ({ canvas, userEvent }) => {
    const sub = await subscription(canvas)
    await expect(sub.getByText('Premium', { exact: true })).toBeInTheDocument()
    await expect(sub.getByText('01/10/2026')).toBeInTheDocument()
    await expect(sub.getByText('01/12/2026')).toBeInTheDocument()
    await expect(sub.getByText('42')).toBeInTheDocument()
    await userEvent.click(sub.getByRole('button', { name: 'Modifier mon compte' }))
    await expect(onModifyAccount).toHaveBeenCalled()
    // One colour-mode control: the select of the appearance section (system, light, dark).
    const appearance = within(canvas.getByRole('region', { name: 'Apparence' }))
    await expect(appearance.getByRole('combobox', { name: 'Thème' })).toBeInTheDocument()
    await expect(appearance.getByRole('combobox', { name: 'Langue' })).toBeInTheDocument()
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer mon compte' }))
    await expect(onDeleteAccount).toHaveBeenCalled()
  },
}

export const Free: Story = {
  parameters: { member: 'free' },
  render: () => <Settings member="free" />,
  play: async ({ canvas }) => {
    const sub = await subscription(canvas)
    await expect(sub.getByText('Gratuit')).toBeInTheDocument()
    await expect(sub.getAllByText('Non disponible')).toHaveLength(2)
    await expect(sub.queryByRole('button', { name: 'Modifier mon compte' })).not.toBeInTheDocument()
    await expect(sub.getByRole('link', { name: 'Devenir Premium' })).toHaveAttribute('href', '/app/promotion')
  },
}

export const Cancelled: Story = {
  parameters: { member: 'cancelled' },
  render: () => <Settings member="cancelled" />,
  play: async ({ canvas }) => {
    const sub = await subscription(canvas)
    await expect(sub.getByText('Premium (annulé)')).toBeInTheDocument()
    await expect(sub.getByText('Votre abonnement sera annulé à la date de fin')).toBeInTheDocument()
    await expect(sub.queryByRole('button', { name: 'Modifier mon compte' })).not.toBeInTheDocument()
  },
}
