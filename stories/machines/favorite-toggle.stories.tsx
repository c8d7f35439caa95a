/**
 * The favorite toggle: every state over the real button (frozen), then live with stubbed calls: a
 * change the server accepts, and one it refuses (the button goes back and says why).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { fromPromise, type StateValueFrom } from 'xstate'
import { RefusedError } from '../../src/api/errors'
import { FavoriteButton, FavoriteToggleView } from '../../src/features/favorites/favorite-button'
import { favoriteToggleMachine } from '../../src/machines/favorite-toggle/favorite-toggle.machine'
import type { FavoriteToggleContext } from '../../src/machines/favorite-toggle/favorite-toggle.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './favorite-toggle.stories'

const meta = {
  title: 'Machines/Favorite toggle',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof favoriteToggleMachine>

const base: FavoriteToggleContext = { memberId: '20001', isFavorite: false, failure: null }
const body = within(document.body)
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function Frozen({
  value,
  context,
  withLabel = false,
}: {
  value: Value
  context: FavoriteToggleContext
  withLabel?: boolean
}) {
  return (
    <MachineStory machine={favoriteToggleMachine} state={{ value, context }}>
      {(actorRef) => <FavoriteToggleView actorRef={actorRef} nickname="Sophie_Lyon" withLabel={withLabel} />}
    </MachineStory>
  )
}

export const Idle: Story = {
  render: () => <Frozen value="idle" context={base} />,
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Ajouter Sophie_Lyon aux favoris' })
    await userEvent.click(button)
    await expect(body.getByTestId('last-event')).toHaveTextContent('"favorite.toggle"')
  },
}

export const IdleFavoriteWithLabel: Story = {
  render: () => <Frozen value="idle" context={{ ...base, isFavorite: true }} withLabel />,
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Retirer Sophie_Lyon des favoris' })
    await expect(button).toHaveTextContent('Retirer Sophie_Lyon des favoris')
    await expect(button).toHaveAttribute('data-favorite')
  },
}

/** Rolled back: the server refused, the button shows the old state and the server's reason. */
export const IdleRolledBack: Story = {
  render: () => (
    <Frozen
      value="idle"
      context={{ ...base, failure: { code: 'refused', message: 'Trop de favoris pour aujourd’hui.' } }}
    />
  ),
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Ajouter Sophie_Lyon aux favoris' })
    await expect(canvas.getByRole('alert')).toHaveTextContent('Trop de favoris pour aujourd’hui.')
    await expect(button).toHaveAccessibleDescription('Trop de favoris pour aujourd’hui.')
  },
}

export const Adding: Story = {
  render: () => <Frozen value="adding" context={{ ...base, isFavorite: true }} />,
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Retirer Sophie_Lyon des favoris' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const Removing: Story = {
  render: () => <Frozen value="removing" context={{ ...base, isFavorite: false }} />,
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Ajouter Sophie_Lyon aux favoris' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** The server accepts adding, then refuses removing: the button goes back, with the reason. */
const stubbed = favoriteToggleMachine.provide({
  actors: {
    syncFavorite: fromPromise<void, { action: 'add' | 'del'; memberId: string }>(async ({ input }) => {
      await wait(120)
      if (input.action === 'del')
        throw new RefusedError('POST /ajax_api/setFriend', 'Impossible pour le moment.')
    }),
  },
})

export const Live: Story = {
  render: () => (
    <FavoriteButton memberId="20001" isFavorite={false} nickname="Sophie_Lyon" withLabel logic={stubbed} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajouter Sophie_Lyon aux favoris' }))
    // Applied at once, before the server answers.
    const remove = canvas.getByRole('button', { name: 'Retirer Sophie_Lyon des favoris' })
    await expect(remove).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-busy'))
    await userEvent.click(remove)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible pour le moment.')
    await expect(canvas.getByRole('button', { name: 'Retirer Sophie_Lyon des favoris' })).toBeInTheDocument()
  },
}

/** Every state of the favorite toggle has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(favoriteToggleMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(favoriteToggleMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
