/** The activity wall: every state over the real page (frozen, with the feed beside it), then live. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fromPromise, type StateValueFrom } from 'xstate'
import { ActivityKind, type WallBuckets } from '../../src/api/models/social'
import { RecentActivityView } from '../../src/features/wall/recent-activity'
import { WallPageLayout } from '../../src/features/wall/wall-page'
import { WallView } from '../../src/features/wall/wall-view'
import { activitiesMachine } from '../../src/machines/activities/activities.machine'
import { emptyWall, wallMachine } from '../../src/machines/wall/wall.machine'
import type { WallContext } from '../../src/machines/wall/wall.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { activity, wait, withMemoryRouter } from './discovery.fixtures'
import * as stories from './wall.stories'

const meta = {
  title: 'Machines/Wall',
  parameters: { layout: 'fullscreen', path: '/app/wall' },
  decorators: [withMemoryRouter],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof wallMachine>

const buckets: WallBuckets = {
  visited: [0, 1, 2].map((i) => activity(i, ActivityKind.Visited)),
  // Juliette (0) visited and is online: she appears twice, named with each bucket.
  online: [0, 3, 4, 5, 6].map((i) => activity(i, ActivityKind.Connected)),
  addedPhoto: [7, 8].map((i) => activity(i, ActivityKind.AddedPhoto)),
  updated: [9].map((i) => activity(i, ActivityKind.Updated)),
  birthday: [10].map((i) => activity(i, ActivityKind.Birthday)),
}
const empty: WallContext = { buckets: emptyWall(), error: null }
const feed = [activity(0, ActivityKind.Visited), activity(3, ActivityKind.Connected)]

/** The wall in the given state, with the feed loaded beside it. */
function Frozen({ value, context }: { value: Value; context: WallContext }) {
  return (
    <MachineStory machine={wallMachine} state={{ value, context }}>
      {(actorRef) => (
        <MachineStory
          machine={activitiesMachine}
          state={{ value: 'loaded', context: { items: feed, error: null } }}
        >
          {(feedRef) => (
            <WallPageLayout
              wall={<WallView actorRef={actorRef} />}
              activity={<RecentActivityView actorRef={feedRef} landmark="complementary" />}
            />
          )}
        </MachineStory>
      )}
    </MachineStory>
  )
}

export const Loading: Story = {
  render: () => <Frozen value="loading" context={empty} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: "Mur d'activité" })).toBeInTheDocument()
    await expect(canvas.getByText('Chargement...')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={{ ...empty, error: 'loadFailed' }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de charger cette liste.')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    // The wall's panel is the outer one, so the last in the page.
    await expect(within(document.body).getAllByTestId('last-event').at(-1)).toHaveTextContent('"wall.retry"')
  },
}

/** The five buckets, in the wall's order, and the feed beside them. */
export const Loaded: Story = {
  render: () => <Frozen value="loaded" context={{ ...empty, buckets }} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Ils ont visité votre profil' }),
    ).toBeInTheDocument()
    const headings = canvas
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((text) => !text?.startsWith('Frozen snapshot'))
    await expect(headings).toEqual([
      'Ils ont visité votre profil',
      'En ligne en ce moment',
      'Nouvelles photos',
      'Profils mis à jour',
      'Anniversaires du jour',
      'Activité récente',
    ])
    const visited = within(canvas.getByRole('region', { name: 'Ils ont visité votre profil' }))
    await expect(visited.getAllByRole('listitem')).toHaveLength(3)
    await expect(visited.getByRole('link', { name: 'Juliette' })).toHaveAttribute(
      'href',
      '/app/users/juliette-20000',
    )
    // Every card is named from the member's data, and a member in two buckets with the bucket too.
    const names = canvas.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))
    await expect(names.every(Boolean)).toBe(true)
    const articleNames = canvas.getAllByRole('article').map((article) =>
      (article.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    )
    await expect(new Set(articleNames).size).toBe(articleNames.length)
    await expect(
      canvas.getByRole('article', { name: /^Juliette .*Ils ont visité votre profil$/ }),
    ).toBeInTheDocument()
    await expect(
      canvas.getByRole('article', { name: /^Juliette .*En ligne en ce moment$/ }),
    ).toBeInTheDocument()
    // The feed is the page's side column, named by its heading.
    await expect(canvas.getByRole('complementary', { name: 'Activité récente' })).toBeInTheDocument()
  },
}

/** Only some buckets hold something: the empty ones are left out. */
export const LoadedPartly: Story = {
  render: () => (
    <Frozen
      value="loaded"
      context={{ buckets: { ...emptyWall(), birthday: buckets.birthday }, error: null }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anniversaires du jour' })).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: 'Nouvelles photos' })).not.toBeInTheDocument()
  },
}

export const LoadedEmpty: Story = {
  render: () => <Frozen value="loaded" context={empty} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Rien de neuf sur le mur pour le moment.')).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Rechercher des membres' })).toHaveAttribute(
      'href',
      '/app/search',
    )
  },
}

export const Live: Story = {
  render: () => (
    <MachineStory
      machine={wallMachine.provide({
        actors: {
          loadWall: fromPromise<WallBuckets>(async () => {
            await wait(150)
            return buckets
          }),
        },
      })}
    >
      {(actorRef) => <WallView actorRef={actorRef} />}
    </MachineStory>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'En ligne en ce moment' })).toBeInTheDocument()
  },
}

/** Every state of the wall machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(wallMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(wallMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
