/**
 * The search results: every state over the real results list (cards, pages, loading, empty, failed),
 * frozen; then the real /app/search/result page on a memory URL against msw, paging forward and
 * back with the criteria kept in the URL.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { type ReactNode, useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { Router } from 'wouter'
import type { StateValueFrom } from 'xstate'
import SearchResultPage from '../../src/features/search/search-result-page'
import { SearchResultsView } from '../../src/features/search/search-results-view'
import { SearchSummary } from '../../src/features/search/search-summary'
import { SessionRefProvider } from '../../src/features/session/session-context'
import { searchResultsMachine } from '../../src/machines/search-results/search-results.machine'
import { sampleResult } from '../../src/machines/search-results/search-results.test-support'
import type { SearchResultsContext } from '../../src/machines/search-results/search-results.types'
import { type SearchQuery, searchHref, withPage } from '../../src/machines/search-results/search-results.url'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { CurrentUrl, createMemoryHistory } from '../support/memory-router'
import { frozenSession, STORY_MEMBERS } from './account.fixtures'
import * as stories from './search-results.stories'

let memoryBack: (() => void) | null = null

function MemoryApp({ path, children }: { path: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(path))
  // The results page shows ads, which read the member.
  const [session] = useState(() => frozenSession(STORY_MEMBERS.free))
  memoryBack = history.back
  return (
    <Router hook={history.hook} searchHook={history.searchHook}>
      <SessionRefProvider actorRef={session}>
        {children}
        <CurrentUrl />
      </SessionRefProvider>
    </Router>
  )
}

const withMemoryApp: Decorator = (Story, { parameters }) => (
  <MemoryApp path={typeof parameters.path === 'string' ? parameters.path : '/app/search/result'}>
    <Story />
  </MemoryApp>
)

const meta = {
  title: 'Machines/Search results',
  parameters: { layout: 'padded' },
  decorators: [withMemoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
const QUERY: SearchQuery = {
  gender: '2',
  age: { from: 25, to: 35 },
  city: { id: '75056', name: 'Paris (75)' },
  distance: 25,
}
const base: SearchResultsContext = { kind: 'search', query: QUERY, result: null, error: null }

type Value = StateValueFrom<typeof searchResultsMachine>

function Frozen({ value, context }: { value: Value; context: SearchResultsContext }) {
  return (
    <MachineStory machine={searchResultsMachine} state={{ value, context }}>
      {(actorRef) => (
        <>
          <SearchSummary query={context.query} />
          <SearchResultsView
            actorRef={actorRef}
            hrefForPage={(page) => searchHref('/app/search/result', withPage(context.query, page))}
            showTags
          />
        </>
      )}
    </MachineStory>
  )
}

const list = () => within(body.getByRole('list', { name: 'Membres trouvés' }))

// ---- One story per state (frozen) ----

export const Loading: Story = {
  render: () => <Frozen value="loading" context={base} />,
  play: async () => {
    await expect(await body.findByRole('heading', { level: 2, name: 'Chargement...' })).toBeInTheDocument()
    await expect(body.queryByRole('list', { name: 'Membres trouvés' })).toBeNull()
    await expect(body.getByRole('list', { name: 'Vos critères' })).toHaveTextContent(/Femmes/)
    await expect(body.getByText('Paris (75), 25 km')).toBeInTheDocument()
  },
}

export const LoadingNextPage: Story = {
  render: () => (
    <Frozen
      value="loading"
      context={{ ...base, query: { ...QUERY, page: 2 }, result: sampleResult(40, 1) }}
    />
  ),
  play: async () => {
    // The previous page stays, marked busy, until the next one arrives.
    const cards = body.getByRole('list', { name: 'Membres trouvés' })
    await expect(cards).toHaveAttribute('aria-busy', 'true')
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(12)
  },
}

export const Loaded: Story = {
  render: () => <Frozen value="loaded" context={{ ...base, result: sampleResult(40, 1) }} />,
  play: async () => {
    await expect(
      body.getByRole('heading', { level: 2, name: /40 membres trouvés · page 1 sur 4/ }),
    ).toBeInTheDocument()
    const cards = list().getAllByRole('listitem')
    await expect(cards).toHaveLength(12)
    // A card: photo, nickname (the link to the profile), age, location, online dot, average note.
    const first = within(cards[0]!)
    await expect(first.getByRole('link', { name: 'Sophie_33' })).toHaveAttribute(
      'href',
      '/app/users/sophie-33-20000',
    )
    await expect(first.getByText('24 ans · Bordeaux (33)')).toBeInTheDocument()
    await expect(first.getByText('En ligne')).toBeInTheDocument()
    await expect(first.getByText('Note moyenne : 6 sur 10')).toBeInTheDocument()
    await expect(within(cards[3]!).getByText('Pas encore noté')).toBeInTheDocument()
    await expect(within(cards[2]!).queryByText('En ligne')).toBeNull()
    const pages = within(body.getByRole('navigation', { name: 'Pages de résultats' }))
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(pages.getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/app/search/result?sex=2&age_from=25&age_to=35&id_ville=75056&ville=Paris+%2875%29&dist=25&page=2',
    )
    await expect(pages.queryByRole('link', { name: 'Page précédente' })).toBeNull()
    await expect(body.getByRole('heading', { name: "Centres d'intérêt populaires" })).toBeInTheDocument()
  },
}

export const LoadedLastPage: Story = {
  render: () => (
    <Frozen value="loaded" context={{ ...base, query: { ...QUERY, page: 4 }, result: sampleResult(40, 4) }} />
  ),
  play: async () => {
    await expect(list().getAllByRole('listitem')).toHaveLength(4)
    const pages = within(body.getByRole('navigation', { name: 'Pages de résultats' }))
    await expect(pages.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page')
    await expect(pages.queryByRole('link', { name: 'Page suivante' })).toBeNull()
    await expect(pages.getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      expect.stringMatching(/page=3$/),
    )
  },
}

export const Empty: Story = {
  render: () => <Frozen value="empty" context={{ ...base, result: sampleResult(0) }} />,
  play: async () => {
    await expect(body.getByText('Aucun membre ne correspond à votre recherche.')).toBeInTheDocument()
    await expect(body.getByText("Essayez d'élargir l'âge ou la distance.")).toBeInTheDocument()
    await expect(body.queryByRole('navigation', { name: 'Pages de résultats' })).toBeNull()
  },
}

export const EmptyPastTheLastPage: Story = {
  render: () => (
    <Frozen value="empty" context={{ ...base, query: { ...QUERY, page: 9 }, result: sampleResult(40, 9) }} />
  ),
  play: async () => {
    await expect(body.getByText('Cette page est vide : la recherche a moins de pages.')).toBeInTheDocument()
    await expect(body.getByRole('link', { name: 'Revenir à la première page' })).toHaveAttribute(
      'href',
      '/app/search/result?sex=2&age_from=25&age_to=35&id_ville=75056&ville=Paris+%2875%29&dist=25',
    )
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={{ ...base, error: 'loadFailed' }} />,
  play: async ({ userEvent }) => {
    await expect(body.getByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.')
    await userEvent.click(body.getByRole('button', { name: 'Réessayer' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('results.retry')
  },
}

// ---- The real page against msw, on a memory URL ----

/** The mock's answer: 30 members, 12 a page, the page asked for. */
function searchHandler(calls: URLSearchParams[]) {
  return http.get('*/index_api/search', ({ request }) => {
    const params = new URL(request.url).searchParams
    calls.push(params)
    const page = Number(params.get('page') ?? '1')
    const result = sampleResult(30, page)
    return HttpResponse.json({
      connected: '87',
      nb_pages: String(result.pageCount),
      total: String(result.total),
      result: result.profiles.map((card) => ({
        id: card.id,
        pseudo: card.nickname,
        age: String(card.age),
        zone_name: card.location,
        online: card.isOnline ? '1' : '0',
        moyenne: card.averageNote === null ? '' : card.averageNote.toFixed(1),
        vote: String(card.totalVotes),
        photos: card.avatar ? [{ id: card.avatar.id, normal: card.avatar.normal }] : [],
      })),
      tags_list: { 1: 'Cinéma' },
    })
  })
}

const calls: URLSearchParams[] = []

export const PageWalksForwardAndBack: Story = {
  parameters: { path: '/app/search/result?sex=1&age_from=30&age_to=40&is_online=1' },
  beforeEach({ msw }) {
    calls.length = 0
    msw.use(searchHandler(calls))
  },
  render: () => <SearchResultPage />,
  play: async ({ userEvent }) => {
    await expect(
      await body.findByRole('heading', { level: 2, name: /30 membres trouvés · page 1 sur 3/ }),
    ).toBeInTheDocument()
    // Every criterion of the URL reaches the call, with 12 a page.
    const first = calls.at(-1)!
    await expect(Object.fromEntries(first)).toMatchObject({
      sex: '1',
      age_from: '30',
      age_to: '40',
      is_online: '1',
      pas: '12',
      page: '1',
    })
    await userEvent.click(body.getByRole('link', { name: 'Page suivante' }))
    await expect(await body.findByRole('heading', { level: 2, name: /page 2 sur 3/ })).toHaveFocus()
    await expect(body.getByTestId('current-url')).toHaveTextContent(
      '/app/search/result?sex=1&age_from=30&age_to=40&is_online=1&page=2',
    )
    await expect(calls.at(-1)?.get('page')).toBe('2')
    memoryBack?.()
    await waitFor(() =>
      expect(body.getByRole('heading', { level: 2, name: /membres trouvés/ })).toHaveTextContent(
        /page 1 sur 3/,
      ),
    )
    await expect(body.getByRole('link', { name: 'Modifier la recherche' })).toHaveAttribute(
      'href',
      '/app/search?sex=1&age_from=30&age_to=40&is_online=1',
    )
  },
}

/** Every state of the search-results machine has a story above. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(searchResultsMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(searchResultsMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
