/** The matches list: every state over the real page (frozen), then live with a stubbed call. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fromPromise, type StateValueFrom } from 'xstate'
import type { ProfileCard } from '../../src/api/models/profile'
import { MatchesPageLayout } from '../../src/features/swipe/matches-page'
import { MatchesView } from '../../src/features/swipe/matches-view'
import { matchesMachine } from '../../src/machines/matches/matches.machine'
import type { MatchesContext } from '../../src/machines/matches/matches.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { members, wait, withMemoryRouter } from './discovery.fixtures'
import * as stories from './matches.stories'

const meta = {
  title: 'Machines/Matches',
  parameters: { layout: 'padded', path: '/app/matches' },
  decorators: [withMemoryRouter],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof matchesMachine>

const list = members(5)
const empty: MatchesContext = { matches: [], error: null }

function Frozen({ value, context }: { value: Value; context: MatchesContext }) {
  return (
    <MachineStory machine={matchesMachine} state={{ value, context }}>
      {(actorRef) => (
        <MatchesPageLayout>
          <MatchesView actorRef={actorRef} />
        </MatchesPageLayout>
      )}
    </MachineStory>
  )
}

const body = within(document.body)

export const Loading: Story = {
  render: () => <Frozen value="loading" context={empty} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mes matchs' })).toBeInTheDocument()
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...')
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={{ ...empty, error: 'loadFailed' }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de charger cette liste.')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"matches.retry"')
  },
}

export const Loaded: Story = {
  render: () => <Frozen value="loaded" context={{ ...empty, matches: list }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('5 matchs')).toBeInTheDocument()
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(5)
    const first = within(items[0]!)
    await expect(first.getByRole('link', { name: 'Juliette' })).toHaveAttribute(
      'href',
      '/app/users/juliette-20000',
    )
    await expect(first.getByRole('link', { name: 'Écrire à Juliette' })).toHaveAttribute(
      'href',
      '/app/chat/juliette-20000',
    )
    await expect(first.getByText('En ligne')).toBeInTheDocument()
    await expect(first.getByText('Note moyenne : 3,8 sur 5')).toBeInTheDocument()
  },
}

export const LoadedEmpty: Story = {
  render: () => <Frozen value="loaded" context={empty} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Vous n'avez pas encore de match.")).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Découvrir des profils' })).toHaveAttribute(
      'href',
      '/app/swipe',
    )
  },
}

export const Refreshing: Story = {
  render: () => <Frozen value="refreshing" context={{ ...empty, matches: list.slice(0, 2) }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}

export const Live: Story = {
  render: () => (
    <MachineStory
      machine={matchesMachine.provide({
        actors: {
          loadMatches: fromPromise<ProfileCard[]>(async () => {
            await wait(150)
            return members(3)
          }),
        },
      })}
    >
      {(actorRef) => (
        <MatchesPageLayout>
          <MatchesView actorRef={actorRef} />
        </MatchesPageLayout>
      )}
    </MachineStory>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 matchs')).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Léa' })).toBeInTheDocument()
  },
}

/** Every state of the matches machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(matchesMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(matchesMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
