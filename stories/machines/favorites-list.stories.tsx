/**
 * The member's favorites: every state over the real page (frozen), then live with stubbed calls:
 * removing a favorite (the toggle, optimistic) marks it, and adding it back unmarks it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { fromPromise, type StateValueFrom } from 'xstate'
import type { ConversationContact } from '../../src/api/models/chat'
import { FavoritesPageLayout } from '../../src/features/social/favorites-page'
import { FavoritesView } from '../../src/features/social/favorites-view'
import { favoriteToggleMachine } from '../../src/machines/favorite-toggle/favorite-toggle.machine'
import { favoritesListMachine } from '../../src/machines/favorites-list/favorites-list.machine'
import type { FavoritesListContext } from '../../src/machines/favorites-list/favorites-list.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { contact, wait, withMemoryRouter } from './discovery.fixtures'
import * as stories from './favorites-list.stories'

const meta = {
  title: 'Machines/Favorites list',
  parameters: { layout: 'padded', path: '/app/account/favorites' },
  decorators: [withMemoryRouter],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof favoritesListMachine>

const favorites = [0, 1, 2].map((i) => contact(i))
const empty: FavoritesListContext = { favorites: [], removedIds: [], lastChange: null, error: null }

/**
 * The toggle's call, answered at once (no network in stories). The toggle button is the favorite
 * toggle's own (its label is the chat namespace's): the cards' only button.
 */
const acceptingToggle = favoriteToggleMachine.provide({
  actors: {
    syncFavorite: fromPromise<void, { action: 'add' | 'del'; memberId: string }>(async () => {
      await wait(80)
    }),
  },
})

function Frozen({ value, context }: { value: Value; context: FavoritesListContext }) {
  return (
    <MachineStory machine={favoritesListMachine} state={{ value, context }}>
      {(actorRef) => (
        <FavoritesPageLayout>
          <FavoritesView actorRef={actorRef} toggleLogic={acceptingToggle} />
        </FavoritesPageLayout>
      )}
    </MachineStory>
  )
}

export const Loading: Story = {
  render: () => <Frozen value="loading" context={empty} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mes favoris' })).toBeInTheDocument()
    await expect(canvas.getByText('Chargement...')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={{ ...empty, error: 'loadFailed' }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de charger cette liste.')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(within(document.body).getByTestId('last-event')).toHaveTextContent('"favorites.retry"')
  },
}

export const Loaded: Story = {
  render: () => <Frozen value="loaded" context={{ ...empty, favorites }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 favoris')).toBeInTheDocument()
    const first = within(canvas.getAllByRole('listitem')[0]!)
    await expect(first.getByRole('link', { name: 'Juliette' })).toHaveAttribute(
      'href',
      '/app/users/juliette-20000',
    )
    await expect(first.getByRole('link', { name: 'Écrire à Juliette' })).toHaveAttribute(
      'href',
      '/app/chat/juliette-20000',
    )
    await expect(first.getByRole('button')).toHaveAttribute('data-favorite')
  },
}

/** A favorite removed on this page: dimmed, said, and the button can add it back. */
export const LoadedWithARemoval: Story = {
  render: () => (
    <Frozen
      value="loaded"
      context={{
        ...empty,
        favorites,
        removedIds: ['20001'],
        lastChange: { memberId: '20001', isFavorite: false },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 favoris')).toBeInTheDocument()
    const camille = within(canvas.getAllByRole('listitem')[1]!)
    await expect(camille.getByText('Retiré de vos favoris')).toBeInTheDocument()
    await expect(camille.getByRole('button')).not.toHaveAttribute('data-favorite')
    await expect(canvas.getByText('Camille a été retiré de vos favoris.')).toBeInTheDocument()
  },
}

export const LoadedEmpty: Story = {
  render: () => <Frozen value="loaded" context={empty} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Vous n'avez pas encore de favori.")).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Rechercher des membres' })).toHaveAttribute(
      'href',
      '/app/search',
    )
  },
}

export const Live: Story = {
  render: () => (
    <MachineStory
      machine={favoritesListMachine.provide({
        actors: {
          loadFavorites: fromPromise<ConversationContact[]>(async () => {
            await wait(100)
            return favorites
          }),
        },
      })}
    >
      {(actorRef) => (
        <FavoritesPageLayout>
          <FavoritesView actorRef={actorRef} toggleLogic={acceptingToggle} />
        </FavoritesPageLayout>
      )}
    </MachineStory>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 favoris')).toBeInTheDocument()
    const leaItem = within(canvas.getAllByRole('listitem')[2]!)
    await userEvent.click(leaItem.getByRole('button'))
    await expect(await leaItem.findByText('Retiré de vos favoris')).toBeInTheDocument()
    await expect(canvas.getByText('2 favoris')).toBeInTheDocument()
    await userEvent.click(leaItem.getByRole('button'))
    await waitFor(() => expect(leaItem.queryByText('Retiré de vos favoris')).not.toBeInTheDocument())
    await expect(canvas.getByText('3 favoris')).toBeInTheDocument()
  },
}

/** Every state of the favorites-list machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(favoritesListMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(favoritesListMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
