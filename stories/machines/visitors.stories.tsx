/** Visits and votes received: every state over the real page (frozen), then live with paging and tabs. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { fromPromise, type StateValueFrom } from 'xstate'
import { ActivityKind, type GuestPage } from '../../src/api/models/social'
import { VisitorsPageLayout } from '../../src/features/social/visitors-page'
import { VisitorsView } from '../../src/features/social/visitors-view'
import { initialVisitorsContext, visitorsMachine } from '../../src/machines/visitors/visitors.machine'
import type { LoadGuestsInput, VisitorsContext } from '../../src/machines/visitors/visitors.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { activity, wait, withMemoryRouter } from './discovery.fixtures'
import * as stories from './visitors.stories'

const meta = {
  title: 'Machines/Visitors',
  parameters: { layout: 'padded', path: '/app/account/visitors' },
  decorators: [withMemoryRouter],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof visitorsMachine>

const PAGE_SIZE = 12
const visitsPage = (page: number, count = PAGE_SIZE) =>
  Array.from({ length: count }, (_, i) => activity((page - 1) * PAGE_SIZE + i, ActivityKind.Visited, i * 5))

const start = initialVisitorsContext()
const loaded: VisitorsContext = {
  ...start,
  lists: {
    ...start.lists,
    visits: { page: 1, shownPage: 1, guests: visitsPage(1), pageCount: 3, total: 31 },
  },
}

function Frozen({ value, context }: { value: Value; context: VisitorsContext }) {
  return (
    <MachineStory machine={visitorsMachine} state={{ value, context }}>
      {(actorRef) => (
        <VisitorsPageLayout>
          <VisitorsView actorRef={actorRef} />
        </VisitorsPageLayout>
      )}
    </MachineStory>
  )
}

const lastEvent = () => within(document.body).getByTestId('last-event')

export const Loading: Story = {
  render: () => <Frozen value="loading" context={start} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mes visiteurs' })).toBeInTheDocument()
    await expect(canvas.getByRole('tab', { name: 'Visites' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByText('Chargement...')).toBeInTheDocument()
  },
}

/** Page 2 on its way: page 1 stays on screen, dimmed. */
export const LoadingNextPage: Story = {
  render: () => (
    <Frozen
      value="loading"
      context={{ ...loaded, lists: { ...loaded.lists, visits: { ...loaded.lists.visits, page: 2 } } }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Mise à jour/)).toBeInTheDocument()
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText('Page 1 sur 3')).toBeInTheDocument()
  },
}

export const Loaded: Story = {
  render: () => <Frozen value="loaded" context={loaded} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('31 visiteurs')).toBeInTheDocument()
    const panel = within(canvas.getByRole('tabpanel', { name: 'Visites' }))
    await expect(panel.getAllByRole('listitem')).toHaveLength(12)
    await expect(panel.getByRole('link', { name: 'Juliette' })).toHaveAttribute(
      'href',
      '/app/users/juliette-20000',
    )
    await expect(panel.getAllByText(/^Visite le \d{2}\/\d{2}\/\d{4}$/)).toHaveLength(12)
    const pager = within(canvas.getByRole('navigation', { name: 'Pages' }))
    await expect(pager.getByText('Page 1 sur 3')).toBeInTheDocument()
    await expect(pager.getByRole('button', { name: 'Page précédente' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(pager.getByRole('button', { name: 'Page suivante' }))
    await expect(lastEvent()).toHaveTextContent('"page": 2')
    await userEvent.click(canvas.getByRole('tab', { name: 'Votes' }))
    await expect(lastEvent()).toHaveTextContent('"tab": "votes"')
  },
}

/** The arrow keys move between the tabs. */
export const LoadedTabsByKeyboard: Story = {
  render: () => <Frozen value="loaded" context={loaded} />,
  play: async ({ canvas, userEvent }) => {
    const visits = await canvas.findByRole('tab', { name: 'Visites' })
    visits.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(lastEvent()).toHaveTextContent('"tab": "votes"')
  },
}

export const LoadedVotes: Story = {
  render: () => (
    <Frozen
      value="loaded"
      context={{
        ...loaded,
        tab: 'votes',
        lists: {
          ...loaded.lists,
          votes: {
            page: 1,
            shownPage: 1,
            guests: [activity(4, ActivityKind.Visited), activity(5, ActivityKind.Visited)].map((g) => ({
              ...g,
              activity: null,
            })),
            pageCount: 1,
            total: 2,
          },
        },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Votes' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByText('2 votants')).toBeInTheDocument()
    await expect(canvas.getAllByText(/^Vote le /)).toHaveLength(2)
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
  },
}

export const LoadedEmpty: Story = {
  render: () => (
    <Frozen
      value="loaded"
      context={{
        ...start,
        lists: { ...start.lists, visits: { page: 1, shownPage: 1, guests: [], pageCount: 0, total: 0 } },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Personne n'a encore visité votre profil.")).toBeInTheDocument()
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={{ ...start, error: 'loadFailed' }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de charger cette liste.')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(lastEvent()).toHaveTextContent('"guests.retry"')
  },
}

/** 31 visitors over 3 pages, 2 voters; the tabs remember their page. */
export const Live: Story = {
  render: () => (
    <MachineStory
      machine={visitorsMachine.provide({
        actors: {
          loadGuests: fromPromise<GuestPage, LoadGuestsInput>(async ({ input }) => {
            await wait(100)
            if (input.tab === 'votes') return { guests: visitsPage(1, 2), pageCount: 1, total: 2 }
            return {
              guests: visitsPage(input.page, input.page === 3 ? 7 : PAGE_SIZE),
              pageCount: 3,
              total: 31,
            }
          }),
        },
      })}
      options={{ input: {} }}
    >
      {(actorRef) => (
        <VisitorsPageLayout>
          <VisitorsView actorRef={actorRef} />
        </VisitorsPageLayout>
      )}
    </MachineStory>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Page 1 sur 3')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }))
    await expect(await canvas.findByText('Page 2 sur 3')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }))
    await expect(await canvas.findByText('Page 3 sur 3')).toBeInTheDocument()
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(7))
    await userEvent.click(canvas.getByRole('tab', { name: 'Votes' }))
    await expect(await canvas.findByText('2 votants')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('tab', { name: 'Visites' }))
    await expect(canvas.getByText('Page 3 sur 3')).toBeInTheDocument()
  },
}

/** Every state of the visitors machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(visitorsMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(visitorsMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
