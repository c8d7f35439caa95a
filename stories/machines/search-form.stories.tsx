/**
 * The search form: every state over the real /app/search page (and its advanced dialog), frozen;
 * then live with a stubbed city search (debounced autocomplete, 'Aucune ville trouvée', the sliders'
 * bounds, the search sent), on a memory URL.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useEffect, useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { css } from 'styled-system/css'
import { Router } from 'wouter'
import type { StateValueFrom } from 'xstate'
import type { SearchFormRef } from '../../src/features/search/search-fields'
import { SearchPageView } from '../../src/features/search/search-page'
import { DEFAULT_SEARCH_VALUES, searchFormMachine } from '../../src/machines/search-form/search-form.machine'
import {
  SEARCH_CITIES,
  searchCitiesMatching,
  searchFormMachineWith,
} from '../../src/machines/search-form/search-form.test-support'
import type { SearchFormContext } from '../../src/machines/search-form/search-form.types'
import type { SearchQuery } from '../../src/machines/search-results/search-results.url'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { CurrentUrl, createMemoryHistory } from '../support/memory-router'
import * as stories from './search-form.stories'

function MemoryApp({ children }: { children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory('/app/search'))
  return (
    <Router hook={history.hook} searchHook={history.searchHook}>
      {children}
      <CurrentUrl />
    </Router>
  )
}

const withMemoryApp: Decorator = (Story) => (
  <MemoryApp>
    <Story />
  </MemoryApp>
)

const meta = {
  title: 'Machines/Search form',
  parameters: { layout: 'padded' },
  decorators: [withMemoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
const PARIS = SEARCH_CITIES[0]!
const fresh: SearchFormContext = {
  ...DEFAULT_SEARCH_VALUES,
  gender: '2',
  cityQuery: '',
  cityResults: [],
  errors: {},
}
const withCity: SearchFormContext = { ...fresh, city: PARIS, cityQuery: PARIS.name, distance: 30 }

type Value = StateValueFrom<typeof searchFormMachine>

function Page({ actorRef, advancedOpen = false }: { actorRef: SearchFormRef; advancedOpen?: boolean }) {
  return (
    <SearchPageView
      actorRef={actorRef}
      advancedOpen={advancedOpen}
      onOpenAdvanced={() => {}}
      onCloseAdvanced={() => {}}
    />
  )
}

function Frozen({
  value,
  context,
  advancedOpen,
}: {
  value: Value
  context: SearchFormContext
  advancedOpen?: boolean
}) {
  return (
    <MachineStory machine={searchFormMachine} state={{ value, context }}>
      {(actorRef) => <Page actorRef={actorRef} advancedOpen={advancedOpen} />}
    </MachineStory>
  )
}

const form = () => within(body.getByRole('form', { name: 'Recherche rapide' }))

/** Opens the city list from the keyboard, as a frozen actor never opens it by itself. */
async function openCityList(userEvent: {
  click: (el: Element) => Promise<void>
  keyboard: (k: string) => Promise<void>
}) {
  await userEvent.click(form().getByRole('combobox', { name: 'Ville' }))
  await userEvent.keyboard('{ArrowDown}')
}

// ---- One story per state (frozen) ----

export const EditingIdle: Story = {
  render: () => <Frozen value={{ editing: 'idle' }} context={fresh} />,
  play: async () => {
    await expect(await body.findByRole('heading', { level: 1, name: 'Recherche' })).toBeInTheDocument()
    const f = form()
    // Spec section 9's defaults: age 25-35, distance 25; the gender the member looks for.
    await expect(f.getByRole('slider', { name: 'Âge minimum' })).toHaveAttribute('aria-valuenow', '25')
    await expect(f.getByRole('slider', { name: 'Âge maximum' })).toHaveAttribute('aria-valuenow', '35')
    await expect(f.getByText('25 – 35 ans')).toBeInTheDocument()
    await expect(f.getByRole('slider', { name: 'Distance maximum' })).toHaveAttribute('aria-valuenow', '25')
    await expect(f.getByRole('slider', { name: 'Distance maximum' })).toHaveAttribute('aria-valuemax', '50')
    await expect(f.getByText("Choisissez une ville pour chercher autour d'elle.")).toBeInTheDocument()
    await expect(f.getByRole('combobox', { name: 'Je recherche' })).toHaveTextContent('Une femme')
    await expect(f.getByRole('switch', { name: 'En ligne maintenant' })).not.toBeChecked()
    await expect(f.getByRole('button', { name: 'Recherche avancée' })).toBeInTheDocument()
    await expect(body.getByRole('link', { name: /Membres en ligne/ })).toHaveAttribute(
      'href',
      '/app/search/online',
    )
    await expect(body.getByRole('link', { name: /Rendez-vous/ })).toHaveAttribute(
      'href',
      '/app/search/rendez-vous',
    )
  },
}

export const EditingIdleWithCity: Story = {
  render: () => <Frozen value={{ editing: 'idle' }} context={withCity} />,
  play: async () => {
    const f = form()
    await expect(f.getByRole('combobox', { name: 'Ville' })).toHaveValue('Paris (75)')
    await expect(f.getByRole('slider', { name: 'Distance maximum' })).toHaveAttribute('aria-valuenow', '30')
    await expect(f.getByText('30 km')).toBeInTheDocument()
    await expect(f.getByText('Autour de la ville choisie.')).toBeInTheDocument()
  },
}

export const EditingIdleCityNotPicked: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'idle' }}
      context={{ ...fresh, cityQuery: 'Pari', errors: { city: 'notPicked' } }}
    />
  ),
  play: async () => {
    await expect(form().getByRole('combobox', { name: 'Ville' })).toHaveAccessibleDescription(
      /Choisissez une ville dans la liste, ou videz le champ\./,
    )
  },
}

export const EditingIdleAdvancedDialog: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'idle' }}
      context={{
        ...withCity,
        nickname: 'soph',
        useHeight: true,
        height: { from: 165, to: 180 },
        eyesColor: '2',
      }}
      advancedOpen
    />
  ),
  play: async () => {
    // The dialog is a lazy chunk: the first load may take a moment.
    const dialog = within(await body.findByRole('dialog', { name: 'Recherche avancée' }, { timeout: 8000 }))
    await expect(dialog.getByRole('textbox', { name: 'Pseudo' })).toHaveValue('soph')
    await expect(dialog.getByRole('switch', { name: 'Filtrer par taille' })).toBeChecked()
    await expect(dialog.getByRole('slider', { name: 'Taille minimum' })).toHaveAttribute(
      'aria-valuenow',
      '165',
    )
    await expect(dialog.getByRole('slider', { name: 'Taille maximum' })).toHaveAttribute(
      'aria-valuemax',
      '220',
    )
    await expect(dialog.getByRole('slider', { name: 'Taille minimum' })).toHaveAttribute(
      'aria-valuemin',
      '140',
    )
    // Weight is off: its slider keeps section 9's default, 50-100, and is disabled.
    await expect(dialog.getByRole('switch', { name: 'Filtrer par poids' })).not.toBeChecked()
    await expect(dialog.getByRole('slider', { name: 'Poids minimum' })).toHaveAttribute('aria-valuenow', '50')
    await expect(dialog.getByRole('slider', { name: 'Poids maximum' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    await expect(dialog.getByRole('slider', { name: 'Poids minimum' })).toHaveAttribute('aria-valuemin', '35')
    await expect(dialog.getByRole('slider', { name: 'Poids maximum' })).toHaveAttribute(
      'aria-valuemax',
      '200',
    )
    await expect(dialog.getByRole('combobox', { name: 'Yeux' })).toHaveTextContent('Bleus')
    await expect(dialog.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument()
    // The page's button counts the advanced criteria set.
    await expect(body.getByText('3 critères avancés')).toBeInTheDocument()
  },
}

export const EditingDebouncing: Story = {
  render: () => <Frozen value={{ editing: 'debouncing' }} context={{ ...fresh, cityQuery: 'Par' }} />,
  play: async ({ userEvent }) => {
    await expect(form().getByRole('combobox', { name: 'Ville' })).toHaveValue('Par')
    await openCityList(userEvent)
    await waitFor(() => expect(body.getByText('Recherche…')).toBeVisible())
  },
}

export const EditingSearching: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'searching' }}
      context={{ ...fresh, cityQuery: 'Pari', cityResults: searchCitiesMatching('Par') }}
    />
  ),
  play: async ({ userEvent }) => {
    await openCityList(userEvent)
    await waitFor(() => expect(body.getByRole('option', { name: 'Paris (75)' })).toBeVisible())
    await expect(body.getByText('Recherche…')).toBeVisible()
  },
}

export const EditingResults: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'results' }}
      context={{ ...fresh, cityQuery: 'Par', cityResults: searchCitiesMatching('Par') }}
    />
  ),
  play: async ({ userEvent }) => {
    await expect(form().getByText('2 villes trouvées')).toBeInTheDocument()
    await openCityList(userEvent)
    const listbox = await body.findByRole('listbox')
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Paris (75)', 'Paris-l’Hôpital (71)'])
  },
}

export const EditingEmpty: Story = {
  render: () => <Frozen value={{ editing: 'empty' }} context={{ ...fresh, cityQuery: 'Zzz' }} />,
  play: async ({ userEvent }) => {
    await expect(form().getByRole('status')).toHaveTextContent('Aucune ville trouvée')
    await openCityList(userEvent)
    await waitFor(() =>
      expect(body.getAllByText('Aucune ville trouvée').some((el) => el.checkVisibility())).toBe(true),
    )
    await expect(body.queryAllByRole('option')).toHaveLength(0)
  },
}

export const EditingSearchFailed: Story = {
  render: () => <Frozen value={{ editing: 'searchFailed' }} context={{ ...fresh, cityQuery: 'Par' }} />,
  play: async () => {
    await expect(form().getByRole('status')).toHaveTextContent('La recherche de villes a échoué.')
  },
}

// ---- Live, with a stubbed city search ----

const stubbed = searchFormMachineWith({
  findCities: async ({ q }) => {
    await new Promise((resolve) => setTimeout(resolve, 60))
    return searchCitiesMatching(q)
  },
})

/** The live page; the searches it sends are listed under it. */
function Live({ lookingFor = '2' }: { lookingFor?: string }) {
  return (
    <MachineStory machine={stubbed} options={{ input: { lookingFor } }}>
      {(actorRef) => <LivePage actorRef={actorRef} />}
    </MachineStory>
  )
}

function LivePage({ actorRef }: { actorRef: SearchFormRef }) {
  const [sent, setSent] = useState<SearchQuery[]>([])
  const [advancedOpen, setAdvancedOpen] = useState(false)
  useEffect(() => {
    const sub = actorRef.on('search.submitted', ({ query }) => {
      setAdvancedOpen(false)
      setSent((list) => [...list, query])
    })
    return () => sub.unsubscribe()
  }, [actorRef])
  return (
    <>
      <SearchPageView
        actorRef={actorRef}
        advancedOpen={advancedOpen}
        onOpenAdvanced={() => setAdvancedOpen(true)}
        onCloseAdvanced={() => setAdvancedOpen(false)}
      />
      <pre data-testid="sent" className={css({ fontSize: 'xs', mt: '4' })}>
        {JSON.stringify(sent)}
      </pre>
    </>
  )
}

const sent = () => JSON.parse(body.getByTestId('sent').textContent ?? '[]') as SearchQuery[]

export const LiveCityAutocompleteAndSubmit: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    const input = form().getByRole('combobox', { name: 'Ville' })
    await userEvent.type(input, 'Lyo')
    await waitFor(() => expect(body.getByRole('option', { name: 'Lyon (69)' })).toBeVisible())
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(input).toHaveValue('Lyon (69)'))
    const distance = form().getByRole('slider', { name: 'Distance maximum' })
    distance.focus()
    await userEvent.keyboard('{End}')
    await expect(distance).toHaveAttribute('aria-valuenow', '50')
    await userEvent.click(form().getByRole('switch', { name: 'En ligne maintenant' }))
    await userEvent.click(form().getByRole('button', { name: 'Rechercher' }))
    await waitFor(() =>
      expect(sent()).toEqual([
        {
          gender: '2',
          age: { from: 25, to: 35 },
          city: { id: '69123', name: 'Lyon (69)' },
          distance: 50,
          isOnline: true,
        },
      ]),
    )
  },
}

export const LiveCityNotFound: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    await userEvent.type(form().getByRole('combobox', { name: 'Ville' }), 'Zzz')
    await waitFor(() => expect(form().getByRole('status')).toHaveTextContent('Aucune ville trouvée'))
    await expect(body.getByTestId('state-value')).toHaveTextContent('"empty"')
    // Sending with a town typed but not picked is refused, and focus goes back to the town.
    await userEvent.click(form().getByRole('button', { name: 'Rechercher' }))
    await expect(form().getByRole('combobox', { name: 'Ville' })).toHaveFocus()
    await expect(
      form().getByText('Choisissez une ville dans la liste, ou videz le champ.'),
    ).toBeInTheDocument()
    await expect(sent()).toEqual([])
  },
}

export const LiveSlidersStayInBounds: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    const min = form().getByRole('slider', { name: 'Âge minimum' })
    const max = form().getByRole('slider', { name: 'Âge maximum' })
    min.focus()
    await userEvent.keyboard('{Home}')
    await expect(min).toHaveAttribute('aria-valuenow', '18')
    max.focus()
    await userEvent.keyboard('{End}')
    await expect(max).toHaveAttribute('aria-valuenow', '99')
    await expect(form().getByText('18 – 99 ans')).toBeInTheDocument()
    await expect(body.getByTestId('state-context')).toHaveTextContent('"to": 99')
  },
}

export const LiveAdvancedDialog: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    await userEvent.click(form().getByRole('button', { name: 'Recherche avancée' }))
    const dialog = within(await body.findByRole('dialog', { name: 'Recherche avancée' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Pseudo' }), 'Soph')
    await userEvent.click(dialog.getByRole('switch', { name: 'Filtrer par poids' }))
    const weightMax = dialog.getByRole('slider', { name: 'Poids maximum' })
    weightMax.focus()
    await userEvent.keyboard('{End}')
    await expect(weightMax).toHaveAttribute('aria-valuenow', '200')
    await userEvent.click(dialog.getByRole('button', { name: 'Rechercher' }))
    await waitFor(() =>
      expect(sent()).toEqual([
        { gender: '2', age: { from: 25, to: 35 }, nickname: 'Soph', weight: { from: 50, to: 200 } },
      ]),
    )
  },
}

/** Every state of the search-form machine has a story above. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(searchFormMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(searchFormMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
