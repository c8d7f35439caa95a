/**
 * The top-photos page (`/app/top-photos`): every state of the rankings machine over the real page
 * (frozen), then live with stubbed calls: gender and pages.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { StateValueFrom } from 'xstate'
import { fromPromise } from 'xstate'
import type { RankingPage } from '../../src/api/models/votes'
import { TopPhotosView } from '../../src/features/vote/top-photos-view'
import { makeCard, makePhoto } from '../../src/machines/profile/profile.test-support'
import { rankingsMachine } from '../../src/machines/rankings/rankings.machine'
import type { LoadRankingInput, RankingsContext } from '../../src/machines/rankings/rankings.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { wait, withStoryApp } from './profile.fixtures'
import * as stories from './rankings.stories'

const meta = {
  title: 'Machines/Rankings',
  parameters: { layout: 'padded', path: '/app/top-photos' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof rankingsMachine>

const pageOf = (sex: string, page: number): RankingPage => ({
  profiles: Array.from({ length: page === 3 ? 5 : 12 }, (_, i) =>
    makeCard(page * 100 + i, {
      nickname: `${sex === '1' ? 'Homme' : 'Femme'}${(page - 1) * 12 + i + 1}`,
      averageNote: 9.6 - i * 0.2,
      totalVotes: 40 - i,
      avatar: makePhoto(page * 100 + i),
    }),
  ),
  pageCount: 3,
})

const base: RankingsContext = { sex: '2', page: 1, pageCount: 0, profiles: [] }
const loaded: RankingsContext = { ...base, pageCount: 3, profiles: pageOf('2', 1).profiles }

function Frozen({ value, context }: { value: Value; context: RankingsContext }) {
  return (
    <MachineStory machine={rankingsMachine} state={{ value, context }}>
      {(actorRef) => <TopPhotosView actorRef={actorRef} onOpenGallery={() => {}} />}
    </MachineStory>
  )
}

const body = within(document.body)
const lastEvent = () => body.getByTestId('last-event')

export const Loading: Story = {
  render: () => <Frozen value="loading" context={base} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Classements et votes' }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...')
  },
}

export const LoadingNextPage: Story = {
  render: () => <Frozen value="loading" context={{ ...loaded, page: 2 }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Chargement...')
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Loaded: Story = {
  render: () => <Frozen value="loaded" context={loaded} />,
  play: async ({ canvas, userEvent }) => {
    const items = within(await canvas.findByRole('list')).getAllByRole('listitem')
    await expect(items).toHaveLength(12)
    await expect(items[0]).toHaveTextContent('N° 1')
    await expect(items[0]).toHaveTextContent('Femme1')
    await expect(items[0]).toHaveTextContent('Note moyenne : 4,8/5')
    await expect(items[0]).toHaveTextContent('40 votes')
    await expect(canvas.getByRole('button', { name: 'Femmes' })).toHaveAttribute('aria-pressed', 'true')
    const pager = canvas.getByRole('navigation', { name: 'Pages du classement' })
    await expect(within(pager).getByText('Page 1 sur 3')).toBeInTheDocument()
    await expect(within(pager).getByRole('button', { name: 'Page précédente' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(within(pager).getByRole('button', { name: 'Page suivante' }))
    await expect(lastEvent()).toHaveTextContent('"page": 2')
    await userEvent.click(canvas.getByRole('button', { name: 'Couples' }))
    await expect(lastEvent()).toHaveTextContent('"sex.change"')
  },
}

export const Empty: Story = {
  render: () => <Frozen value="empty" context={{ ...base, sex: '3' }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aucun membre classé pour le moment.')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={base} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de charger le classement.')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(lastEvent()).toHaveTextContent('"rankings.retry"')
  },
}

const calls: LoadRankingInput[] = []
const liveRankings = rankingsMachine.provide({
  actors: {
    loadRanking: fromPromise<RankingPage, LoadRankingInput>(async ({ input }) => {
      calls.push(input)
      await wait(80)
      return pageOf(input.sex, input.page)
    }),
  },
})

/** Live: pages forward and back, then men's ranking from page 1; a photo opens the gallery. */
export const LivePaging: Story = {
  render: () => (
    <MachineStory machine={liveRankings} options={{ input: { sex: '2' } }}>
      {(actorRef) => <TopPhotosView actorRef={actorRef} onOpenGallery={() => {}} />}
    </MachineStory>
  ),
  play: async ({ canvas, userEvent }) => {
    const pager = await canvas.findByRole('navigation', { name: 'Pages du classement' })
    await userEvent.click(within(pager).getByRole('button', { name: 'Page suivante' }))
    await expect(await within(pager).findByText('Page 2 sur 3')).toBeInTheDocument()
    await expect(await canvas.findByText('Femme13')).toBeInTheDocument()
    await expect(canvas.getByText('N° 13')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Hommes' }))
    await expect(await canvas.findByText('Homme1')).toBeInTheDocument()
    await expect(calls.at(-1)).toEqual({ sex: '1', page: 1 })
    await expect(canvas.getByRole('button', { name: 'Voir les photos de Homme1' })).toBeInTheDocument()
  },
}

/** Every state of the rankings machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(rankingsMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(rankingsMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
