/**
 * The profile-edit machine: every state over the real editor (/app/account/edit-profile), frozen,
 * then live with stubbed calls where the first save of the informations fails.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { StateValueFrom } from 'xstate'
import { ApiError } from '../../src/api/errors'
import { ProfileEditForm } from '../../src/features/account/profile-edit-form'
import { profileEditMachine } from '../../src/machines/profile-edit/profile-edit.machine'
import {
  EDIT_CITIES,
  MEMBER_PROFILE,
  profileEditMachineWith,
} from '../../src/machines/profile-edit/profile-edit.test-support'
import type { ProfileEditContext } from '../../src/machines/profile-edit/profile-edit.types'
import { initialProfileEditValues } from '../../src/machines/profile-edit/profile-edit.values'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { delay, EmittedLog, withStoryApp } from './account.fixtures'
import * as stories from './profile-edit.stories'

const saved = initialProfileEditValues(MEMBER_PROFILE)
const clean: ProfileEditContext = {
  values: saved,
  saved,
  cityResults: [],
  errors: {},
  attempted: false,
  outcome: null,
}
const edited: ProfileEditContext = {
  ...clean,
  values: { ...saved, description: 'Nouvelle description', height: '172' },
}

type Value = StateValueFrom<typeof profileEditMachine>

function Frozen({ value, context }: { value: Value; context: ProfileEditContext }) {
  return (
    <MachineStory machine={profileEditMachine} state={{ value, context }}>
      {(actorRef) => <ProfileEditForm actorRef={actorRef} />}
    </MachineStory>
  )
}

let informationsFailures = 1
/** Stubbed calls: the informations fail once per story run, everything else is saved. */
const stubbed = profileEditMachineWith({
  calls: {
    informations: async () => {
      await delay(100)
      if (informationsFailures > 0) {
        informationsFailures -= 1
        throw new ApiError(500, 'Erreur interne du serveur', 'GET /index_api/user/modify/informations')
      }
    },
  },
})

const meta = {
  title: 'Machines/Profile edit',
  parameters: { layout: 'padded' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const formNamed = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('form', { name: 'Modifier mon profil' }))

export const EditingIdle: Story = {
  render: () => <Frozen value={{ editing: 'idle' }} context={clean} />,
  play: async ({ canvas }) => {
    const form = await formNamed(canvas)
    await expect(form.getByLabelText('Date de naissance')).toHaveValue('1992-03-14')
    await expect(form.getByRole('combobox', { name: /Ville/ })).toHaveValue('Paris (75)')
    await expect(form.getByRole('textbox', { name: 'Nom complet' })).toHaveValue('Juliette Martin')
    await expect(form.getByRole('textbox', { name: 'Taille (cm)' })).toHaveValue('168')
    await expect(form.getByRole('checkbox', { name: 'Cinéma' })).toBeChecked()
    await expect(form.getByRole('checkbox', { name: 'Piercings' })).toBeChecked()
    await expect(form.getByRole('combobox', { name: 'Couleur des yeux' })).toHaveTextContent('Bleus')
    await expect(form.getByText('Aucune modification à enregistrer.')).toBeInTheDocument()
    await expect(form.getByRole('button', { name: 'Enregistrer' })).toBeDisabled()
    for (const name of [
      'Mes informations',
      'Mot de passe',
      'À propos de moi',
      'Apparence',
      'Ma situation',
      "Centres d'intérêt",
    ])
      await expect(form.getByRole('heading', { level: 2, name })).toBeInTheDocument()
  },
}

export const EditingIdleDirty: Story = {
  render: () => <Frozen value={{ editing: 'idle' }} context={edited} />,
  play: async ({ canvas }) => {
    const form = await formNamed(canvas)
    await expect(form.getByText('Vous avez des modifications non enregistrées.')).toBeInTheDocument()
    await expect(form.getByRole('button', { name: 'Enregistrer' })).toBeEnabled()
    await expect(form.getByRole('button', { name: 'Annuler les modifications' })).toBeEnabled()
  },
}

export const EditingIdleWithErrors: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'idle' }}
      context={{
        ...clean,
        values: { ...saved, height: '300', password: 'abc', birthDate: '2015-01-01' },
        attempted: true,
        errors: { height: 'range', password: 'tooShort', birthDate: 'underage' },
      }}
    />
  ),
  play: async ({ canvas }) => {
    const form = await formNamed(canvas)
    await expect(form.getByRole('textbox', { name: 'Taille (cm)' })).toHaveAccessibleDescription(
      'La taille doit être comprise entre 140 et 220 cm.',
    )
    await expect(form.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
      /au moins 6 caractères/,
    )
    await expect(form.getByText('Vous devez avoir au moins 18 ans.')).toBeInTheDocument()
  },
}

export const EditingIdleSaved: Story = {
  render: () => <Frozen value={{ editing: 'idle' }} context={{ ...clean, outcome: { kind: 'saved' } }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Votre profil a été mis à jour.')).toHaveAttribute('role', 'status')
  },
}

export const EditingIdleFailed: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'idle' }}
      context={{
        ...edited,
        saved: { ...saved, description: 'Nouvelle description' },
        outcome: {
          kind: 'failed',
          serverMessage: 'La taille doit être comprise entre 140 et 220 cm.',
          savedGroups: ['description'],
        },
      }}
    />
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Erreur lors de la mise à jour du profil. Veuillez réessayer.')
    await expect(alert).toHaveTextContent('La taille doit être comprise entre 140 et 220 cm.')
    await expect(alert).toHaveTextContent('Une partie de vos modifications a été enregistrée')
    await expect(canvas.getByRole('textbox', { name: 'Taille (cm)' })).toHaveValue('172')
  },
}

const typingCity: ProfileEditContext = { ...clean, values: { ...saved, cityQuery: 'Lyo' } }

export const EditingDebouncing: Story = {
  render: () => <Frozen value={{ editing: 'debouncing' }} context={typingCity} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Ville/ })).toHaveValue('Lyo')
  },
}

export const EditingSearching: Story = {
  render: () => <Frozen value={{ editing: 'searching' }} context={typingCity} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Ville/ })).toHaveValue('Lyo')
    await expect(body.getByTestId('state-value')).toHaveTextContent('searching')
  },
}

export const EditingResults: Story = {
  render: () => (
    <Frozen
      value={{ editing: 'results' }}
      context={{ ...typingCity, cityResults: EDIT_CITIES.slice(0, 2) }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 villes trouvées')).toBeInTheDocument()
  },
}

export const EditingEmpty: Story = {
  render: () => <Frozen value={{ editing: 'empty' }} context={typingCity} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Aucune ville trouvée').length).toBeGreaterThan(0)
  },
}

export const EditingSearchFailed: Story = {
  render: () => <Frozen value={{ editing: 'searchFailed' }} context={typingCity} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/La recherche de villes a échoué/).length).toBeGreaterThan(0)
  },
}

export const Saving: Story = {
  render: () => <Frozen value="saving" context={edited} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('textbox', { name: 'Taille (cm)' })).toHaveAttribute('readonly')
  },
}

/** Live: a save that fails half-way (nothing typed is lost), then a good save. */
export const Live: Story = {
  render: () => {
    informationsFailures = 1
    return (
      <MachineStory machine={stubbed} options={{ input: MEMBER_PROFILE }}>
        {(actorRef) => (
          <>
            <ProfileEditForm actorRef={actorRef} />
            <EmittedLog actorRef={actorRef} />
          </>
        )}
      </MachineStory>
    )
  },
  play: async ({ canvas, userEvent }) => {
    const form = await formNamed(canvas)
    const height = form.getByRole('textbox', { name: 'Taille (cm)' })
    const description = form.getByRole('textbox', { name: 'Description' })
    const save = form.getByRole('button', { name: 'Enregistrer' })
    await userEvent.clear(height)
    await userEvent.type(height, '175')
    await userEvent.type(description, ' !')
    await userEvent.click(form.getByRole('checkbox', { name: 'Danse' }))
    await userEvent.click(save)
    const alert = await form.findByRole('alert')
    await expect(alert).toHaveTextContent('Erreur lors de la mise à jour du profil.')
    await expect(description).toHaveValue(`${MEMBER_PROFILE.description} !`)
    await expect(height).toHaveValue('175')
    await expect(form.getByRole('checkbox', { name: 'Danse' })).toBeChecked()
    await expect(body.getByTestId('emitted')).toHaveTextContent('profileSaved')
    await userEvent.click(save)
    await expect(await form.findByText('Votre profil a été mis à jour.')).toHaveAttribute('role', 'status')
    await expect(form.getByText('Aucune modification à enregistrer.')).toBeInTheDocument()
  },
}

const body = within(document.body)

/** Every state of the profile-edit machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(profileEditMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(profileEditMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
