/**
 * The complete-profile machine: every state over the real dialog, frozen; then live with stubbed
 * calls (empty submit, under 18, city suggestions, nothing found, save, failure), and the connected
 * dialog once against msw.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, fn, waitFor, within } from 'storybook/test'
import type { StateValueFrom } from 'xstate'
import { RefusedError } from '../../src/api/errors'
import {
  CompleteProfileDialog,
  type CompleteProfileDialogProps,
  CompleteProfileDialogView,
} from '../../src/features/onboarding/complete-profile-dialog'
import {
  completeProfileMachine,
  initialCompleteProfileContext,
} from '../../src/machines/complete-profile/complete-profile.machine'
import {
  CITIES,
  citiesMatching,
  completeProfileMachineWith,
  isoDateYearsAgo,
} from '../../src/machines/complete-profile/complete-profile.test-support'
import type { CompleteProfileContext } from '../../src/machines/complete-profile/complete-profile.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './complete-profile.stories'

const meta = {
  title: 'Machines/Complete profile',
  parameters: { layout: 'padded' },
} satisfies Meta<CompleteProfileDialogProps>

export default meta
type Story = StoryObj<CompleteProfileDialogProps>

const body = within(document.body)
const PARIS = CITIES[0]!
const empty = initialCompleteProfileContext()
const filled: CompleteProfileContext = {
  ...empty,
  city: PARIS,
  cityQuery: PARIS.name,
  birthDate: '1990-05-04',
  gender: '2',
  searchFor: '1',
}

type Value = StateValueFrom<typeof completeProfileMachine>

function Frozen({ value, context }: { value: Value; context: CompleteProfileContext }) {
  return (
    <MachineStory machine={completeProfileMachine} state={{ value, context }}>
      {(actorRef) => <CompleteProfileDialogView actorRef={actorRef} open onClose={() => {}} />}
    </MachineStory>
  )
}

const findDialog = async () => within(await body.findByRole('dialog', { name: 'Complétez votre profil' }))
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Opens the city list from the keyboard, as a frozen actor never opens it by itself. */
async function openCityList(
  dialog: ReturnType<typeof within>,
  userEvent: { click: (el: Element) => Promise<void>; keyboard: (keys: string) => Promise<void> },
) {
  await userEvent.click(dialog.getByRole('combobox', { name: /Ville/ }))
  await userEvent.keyboard('{ArrowDown}')
}

// ---- One story per state (frozen) ----

export const EditingIdle: Story = {
  render: () => <Frozen value={{ editing: 'idle' }} context={empty} />,
  play: async () => {
    const dialog = await findDialog()
    await expect(
      dialog.getByText(
        'Ces informations permettent de vous proposer des membres près de chez vous qui vous correspondent.',
      ),
    ).toBeInTheDocument()
    await expect(dialog.getByRole('combobox', { name: /Ville/ })).toHaveAccessibleDescription(
      'Tapez au moins 2 lettres puis choisissez votre ville dans la liste.',
    )
    await expect(dialog.getByLabelText(/Date de naissance/)).toHaveAttribute('type', 'date')
    await expect(dialog.getByRole('combobox', { name: /Je suis/ })).toHaveTextContent('Choisir…')
    await expect(dialog.getByRole('combobox', { name: /Je recherche/ })).toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeEnabled()
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

export const EditingIdleWithErrors: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'idle' }}
      context={{
        ...empty,
        attempted: true,
        errors: { city: 'required', birthDate: 'required', gender: 'required', searchFor: 'required' },
      }}
    />
  ),
  play: async () => {
    const dialog = await findDialog()
    await expect(dialog.getByRole('combobox', { name: /Ville/ })).toHaveAccessibleDescription(
      /La ville est requise/,
    )
    await expect(dialog.getByLabelText(/Date de naissance/)).toHaveAccessibleDescription(
      /La date de naissance est requise/,
    )
    await expect(dialog.getByRole('combobox', { name: /Je suis/ })).toHaveAccessibleDescription(
      'Le genre est requis',
    )
    await expect(dialog.getByRole('combobox', { name: /Je recherche/ })).toHaveAccessibleDescription(
      'Ce champ est requis',
    )
  },
}

export const EditingIdleUnderage: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'idle' }}
      context={{
        ...filled,
        birthDate: isoDateYearsAgo(16),
        attempted: true,
        errors: { birthDate: 'underage' },
      }}
    />
  ),
  play: async () => {
    const dialog = await findDialog()
    await expect(dialog.getByLabelText(/Date de naissance/)).toHaveAccessibleDescription(
      /Vous devez avoir au moins 18 ans pour vous inscrire\./,
    )
  },
}

export const EditingIdleUpdateFailed: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'idle' }}
      context={{
        ...filled,
        attempted: true,
        submitError: { code: 'updateFailed', serverMessage: 'Ville inconnue.' },
      }}
    />
  ),
  play: async () => {
    const dialog = await findDialog()
    const alert = dialog.getByRole('alert')
    await expect(alert).toHaveTextContent('Erreur lors de la mise à jour du profil. Veuillez réessayer.')
    await expect(alert).toHaveTextContent('Ville inconnue.')
    await expect(dialog.getByRole('combobox', { name: /Ville/ })).toHaveValue('Paris (75)')
    await expect(dialog.getByRole('combobox', { name: /Je suis/ })).toHaveTextContent('Une femme')
  },
}

export const EditingDebouncing: Story = {
  render: () => <Frozen value={{ editing: 'debouncing' }} context={{ ...empty, cityQuery: 'Par' }} />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog()
    await expect(dialog.getByRole('combobox', { name: /Ville/ })).toHaveValue('Par')
    await openCityList(dialog, userEvent)
    // The list fades in: wait for the end of the animation.
    await waitFor(() => expect(body.getByText('Recherche…')).toBeVisible())
  },
}

export const EditingSearching: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'searching' }}
      context={{ ...empty, cityQuery: 'Pari', cityResults: citiesMatching('Par') }}
    />
  ),
  play: async ({ userEvent }) => {
    const dialog = await findDialog()
    await openCityList(dialog, userEvent)
    // The last suggestions stay while the next search runs.
    await waitFor(() => expect(body.getByRole('option', { name: 'Paris (75)' })).toBeVisible())
    await expect(body.getByText('Recherche…')).toBeVisible()
  },
}

export const EditingResults: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'results' }}
      context={{ ...empty, cityQuery: 'Par', cityResults: citiesMatching('Par') }}
    />
  ),
  play: async ({ userEvent }) => {
    const dialog = await findDialog()
    // Screen readers hear how many cities came back.
    await expect(dialog.getByRole('status')).toHaveTextContent('2 villes trouvées')
    await openCityList(dialog, userEvent)
    const listbox = await body.findByRole('listbox')
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Paris (75)', 'Paris-l’Hôpital (71)'])
    await expect(body.queryByText('Aucune ville trouvée')).toBeNull()
  },
}

export const EditingEmpty: Story = {
  render: () => <Frozen value={{ editing: 'empty' }} context={{ ...empty, cityQuery: 'Zzz' }} />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog()
    await expect(dialog.getByRole('status')).toHaveTextContent('Aucune ville trouvée')
    await openCityList(dialog, userEvent)
    await waitFor(() =>
      expect(body.getAllByText('Aucune ville trouvée').some((el) => el.checkVisibility())).toBe(true),
    )
    await expect(body.queryAllByRole('option')).toHaveLength(0)
  },
}

export const EditingSearchFailed: Story = {
  render: () => <Frozen value={{ editing: 'searchFailed' }} context={{ ...empty, cityQuery: 'Par' }} />,
  play: async () => {
    const dialog = await findDialog()
    await expect(dialog.getByRole('status')).toHaveTextContent('La recherche de villes a échoué.')
  },
}

export const Submitting: Story = {
  render: () => <Frozen value="submitting" context={{ ...filled, attempted: true }} />,
  play: async () => {
    const dialog = await findDialog()
    await expect(dialog.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('aria-busy', 'true')
    await expect(dialog.getByLabelText(/Date de naissance/)).toHaveAttribute('readonly')
  },
}

export const Done: Story = {
  render: () => <Frozen value="done" context={{ ...filled, attempted: true }} />,
  play: async () => {
    const dialog = await findDialog()
    await expect(dialog.getByRole('button', { name: 'Enregistrer' })).not.toHaveAttribute('aria-busy')
    await expect(body.getByTestId('state-value')).toHaveTextContent('"done"')
  },
}

// ---- Live, with stubbed calls ----

/** The server's stand-in: cities filtered from a short list; 'Lyon (69)' makes the save fail. */
const stubbed = completeProfileMachineWith({
  findCities: async ({ q }) => {
    await delay(80)
    return citiesMatching(q)
  },
  saveProfile: async (input) => {
    await delay(120)
    if (input.id_ville === '69123') {
      throw new RefusedError('GET /index_api/user/modify/age_sexe_ville', '')
    }
  },
})

function Live() {
  return (
    <MachineStory machine={stubbed} options={{ input: {} }}>
      {(actorRef) => <CompleteProfileDialogView actorRef={actorRef} open onClose={() => {}} />}
    </MachineStory>
  )
}

type PlayUserEvent = {
  click: (el: Element) => Promise<void>
  type: (el: Element, text: string) => Promise<void>
  keyboard: (keys: string) => Promise<void>
}

async function pickCity(
  dialog: ReturnType<typeof within>,
  userEvent: PlayUserEvent,
  typed: string,
  name: string,
) {
  await userEvent.type(dialog.getByRole('combobox', { name: /Ville/ }), typed)
  await userEvent.click(await body.findByRole('option', { name }))
  await waitFor(() => expect(dialog.getByRole('combobox', { name: /Ville/ })).toHaveValue(name))
}

async function choose(
  dialog: ReturnType<typeof within>,
  userEvent: PlayUserEvent,
  label: RegExp,
  option: string,
) {
  const trigger = dialog.getByRole('combobox', { name: label })
  await userEvent.click(trigger)
  await userEvent.click(await body.findByRole('option', { name: option }))
  await waitFor(() => expect(trigger).toHaveTextContent(option))
}

export const LiveEmptySubmitShowsMessages: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog()
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expect(await dialog.findByText('La ville est requise')).toBeInTheDocument()
    await expect(dialog.getByText('La date de naissance est requise')).toBeInTheDocument()
    await expect(dialog.getByText('Le genre est requis')).toBeInTheDocument()
    await expect(dialog.getByText('Ce champ est requis')).toBeInTheDocument()
    await expect(dialog.getByRole('combobox', { name: /Ville/ })).toHaveFocus()
  },
}

export const LiveUnderageRefused: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog()
    await pickCity(dialog, userEvent, 'Par', 'Paris (75)')
    await choose(dialog, userEvent, /Je suis/, 'Un homme')
    await choose(dialog, userEvent, /Je recherche/, 'Une femme')
    const birthDate = dialog.getByLabelText(/Date de naissance/)
    await userEvent.type(birthDate, isoDateYearsAgo(17))
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expect(
      await dialog.findByText('Vous devez avoir au moins 18 ans pour vous inscrire.'),
    ).toBeInTheDocument()
    await expect(birthDate).toHaveFocus()
    await expect(body.getByTestId('state-value')).toHaveTextContent('"idle"')
  },
}

export const LiveTypingCityShowsResults: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog()
    const input = dialog.getByRole('combobox', { name: /Ville/ })
    await userEvent.type(input, 'Par')
    await waitFor(() => expect(body.getByRole('option', { name: 'Paris (75)' })).toBeVisible())
    await expect(dialog.getByRole('status')).toHaveTextContent('2 villes trouvées')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(input).toHaveValue('Paris (75)'))
    await expect(body.getByTestId('state-context')).toHaveTextContent('"id": "75056"')
    // Picking in the list leaves the dialog open.
    await expect(body.getByRole('dialog', { name: 'Complétez votre profil' })).toBeVisible()
  },
}

export const LiveTypingCityNoMatch: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog()
    await userEvent.type(dialog.getByRole('combobox', { name: /Ville/ }), 'Zzz')
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Aucune ville trouvée'))
    await waitFor(() =>
      expect(body.getAllByText('Aucune ville trouvée').some((el) => el.checkVisibility())).toBe(true),
    )
    await expect(body.getByTestId('state-value')).toHaveTextContent('"empty"')
  },
}

export const LiveSavesAndCompletes: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog()
    await pickCity(dialog, userEvent, 'Bor', 'Bordeaux (33)')
    await userEvent.type(dialog.getByLabelText(/Date de naissance/), '1990-05-04')
    await choose(dialog, userEvent, /Je suis/, 'Un couple')
    await choose(dialog, userEvent, /Je recherche/, 'Une femme')
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"done"'))
  },
}

export const LiveUpdateFails: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    const dialog = await findDialog()
    await pickCity(dialog, userEvent, 'Lyo', 'Lyon (69)')
    await userEvent.type(dialog.getByLabelText(/Date de naissance/), '1985-01-31')
    await choose(dialog, userEvent, /Je suis/, 'Un homme')
    await choose(dialog, userEvent, /Je recherche/, 'Une femme')
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Erreur lors de la mise à jour du profil. Veuillez réessayer.',
    )
    await expect(dialog.getByRole('combobox', { name: /Ville/ })).toHaveValue('Lyon (69)')
    await expect(dialog.getByLabelText(/Date de naissance/)).toHaveValue('1985-01-31')
  },
}

// ---- The connected dialog, its own actor, the network through msw ----

export const DialogAgainstMockServer: Story = {
  args: { open: true, onClose: fn(), onCompleted: fn(), initial: { gender: '2', searchFor: '1' } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/ajax_api/getRegionsAutocomp', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? ''
        return HttpResponse.json({
          cities: citiesMatching(q).map((c) => ({ ID_city: c.id, zone_name: c.name })),
        })
      }),
      http.get('*/index_api/user/modify/age_sexe_ville', () => HttpResponse.json({ success: 1 })),
    )
  },
  render: (args) => <CompleteProfileDialog {...args} />,
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog()
    await expect(dialog.getByRole('combobox', { name: /Je suis/ })).toHaveTextContent('Une femme')
    await pickCity(dialog, userEvent, 'Mar', 'Marseille (13)')
    await userEvent.type(dialog.getByLabelText(/Date de naissance/), '1992-07-14')
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(args.onCompleted).toHaveBeenCalledTimes(1))
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const DialogClosedByTheMember: Story = {
  args: { open: true, onClose: fn(), onCompleted: fn() },
  render: (args) => <CompleteProfileDialog {...args} />,
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog()
    await userEvent.click(dialog.getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1))
    await expect(args.onCompleted).not.toHaveBeenCalled()
  },
}

/** Every state of the complete-profile machine has a story above. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(completeProfileMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(completeProfileMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
