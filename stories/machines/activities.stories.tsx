/**
 * The recent-activity feed: every state over the real view (frozen), the home page around it, then
 * live with a stubbed call.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fromPromise, type StateValueFrom } from 'xstate'
import { type ActivityItem, ActivityKind } from '../../src/api/models/social'
import { HomeView } from '../../src/features/wall/home-view'
import { RecentActivity, RecentActivityView } from '../../src/features/wall/recent-activity'
import { activitiesMachine } from '../../src/machines/activities/activities.machine'
import type { ActivitiesContext } from '../../src/machines/activities/activities.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './activities.stories'
import { activity, wait, withMemoryRouter } from './discovery.fixtures'

const meta = {
  title: 'Machines/Activities',
  parameters: { layout: 'padded', path: '/app' },
  decorators: [withMemoryRouter],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof activitiesMachine>

/** One item of each kind of spec section 3. */
const feed: ActivityItem[] = [
  activity(0, ActivityKind.Visited),
  activity(1, ActivityKind.Birthday),
  activity(2, ActivityKind.Connected),
  activity(3, ActivityKind.Updated),
  activity(4, ActivityKind.AddedPhoto),
]
const empty: ActivitiesContext = { items: [], error: null }

function Frozen({ value, context }: { value: Value; context: ActivitiesContext }) {
  return (
    <MachineStory machine={activitiesMachine} state={{ value, context }}>
      {(actorRef) => <RecentActivityView actorRef={actorRef} />}
    </MachineStory>
  )
}

export const Loading: Story = {
  render: () => <Frozen value="loading" context={empty} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Activité récente' })).toBeInTheDocument()
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...')
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={{ ...empty, error: 'loadFailed' }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de charger cette liste.')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(within(document.body).getByTestId('last-event')).toHaveTextContent('"activities.retry"')
  },
}

/** The five kinds and their texts. */
export const Loaded: Story = {
  render: () => <Frozen value="loaded" context={{ ...empty, items: feed }} />,
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Activité récente' })
    const links = within(region).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
      'Juliette a visité votre profil',
      'Camille fête son anniversaire',
      'Léa est en ligne',
      'Manon a mis à jour son profil',
      'Chloé a ajouté des photos',
    ])
    await expect(links[0]).toHaveAttribute('href', '/app/users/juliette-20000')
    await expect(within(region).getAllByRole('listitem')[0]?.querySelector('time')).toHaveAttribute(
      'datetime',
    )
  },
}

/** Spec section 8: 'No recent activity.', in the member's language. */
export const LoadedEmpty: Story = {
  render: () => <Frozen value="loaded" context={empty} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aucune activité récente.')).toBeInTheDocument()
  },
}

export const LoadedEmptyInEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <Frozen value="loaded" context={empty} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No recent activity.')).toBeInTheDocument()
  },
}

/** The member's home (/app), with the feed in its side column. */
export const LoadedOnTheHomePage: Story = {
  render: () => (
    <MachineStory machine={activitiesMachine} state={{ value: 'loaded', context: { ...empty, items: feed } }}>
      {(actorRef) => (
        <HomeView
          nickname="Juliette75"
          wallNews={3}
          activity={<RecentActivityView actorRef={actorRef} limit={8} landmark="complementary" />}
        />
      )}
    </MachineStory>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument()
    await expect(canvas.getByRole('heading', { name: 'Bonjour Juliette75 !' })).toBeInTheDocument()
    await expect(canvas.getByText(/3 nouveautés vous attendent sur votre mur/)).toBeInTheDocument()
    const shortcuts = within(canvas.getByRole('navigation', { name: 'Raccourcis' }))
    await expect(shortcuts.getByRole('link', { name: /Rechercher/ })).toHaveAttribute('href', '/app/search')
    await expect(shortcuts.getByRole('link', { name: /Swiper/ })).toHaveAttribute('href', '/app/swipe')
    await expect(shortcuts.getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/app/chat')
    await expect(shortcuts.getByRole('link', { name: /Voter/ })).toHaveAttribute('href', '/app/vote')
    await expect(canvas.getByRole('link', { name: 'Mes visiteurs' })).toHaveAttribute(
      'href',
      '/app/account/visitors',
    )
    await expect(canvas.getByRole('link', { name: 'Juliette a visité votre profil' })).toBeInTheDocument()
    await expect(canvas.getByRole('complementary', { name: 'Activité récente' })).toBeInTheDocument()
  },
}

/** The self-contained feed (as the account page mounts it), reading a stubbed call. */
export const Live: Story = {
  render: () => (
    <RecentActivity
      limit={3}
      logic={activitiesMachine.provide({
        actors: {
          loadActivities: fromPromise<ActivityItem[]>(async () => {
            await wait(150)
            return feed
          }),
        },
      })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chargement...')).toBeInTheDocument()
    await expect(
      await canvas.findByRole('link', { name: 'Juliette a visité votre profil' }),
    ).toBeInTheDocument()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

/** Every state of the activities machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(activitiesMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(activitiesMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
