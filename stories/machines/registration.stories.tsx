/**
 * The registration machine: every state over the real registration form, frozen; then live with
 * stubbed calls (empty submit, refusal, login fallback, double submit), and the page itself on a
 * memory URL, once against msw.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Box } from 'styled-system/jsx'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { StateValueFrom } from 'xstate'
import { LoginError } from '../../src/api/errors'
import { RegisterFormView } from '../../src/features/onboarding/register-form-view'
import RegisterPage, { type RegisterFormProps } from '../../src/features/onboarding/register-page'
import {
  initialRegistrationContext,
  registrationMachine,
} from '../../src/machines/registration/registration.machine'
import {
  NEW_MEMBER,
  registrationMachineWith,
} from '../../src/machines/registration/registration.test-support'
import type { RegistrationContext } from '../../src/machines/registration/registration.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './registration.stories'

/** Every story runs on a memory URL (`parameters.path`, '/app/register' by default). */
const withMemoryRouter: Decorator = (Story, { parameters }) => {
  const path = typeof parameters.path === 'string' ? parameters.path : '/app/register'
  const { hook, searchHook } = memoryLocation({ path })
  return (
    <Router hook={hook} searchHook={searchHook}>
      <Box maxW="md">
        <Story />
      </Box>
    </Router>
  )
}

const meta = {
  title: 'Machines/Registration',
  parameters: { layout: 'padded' },
  decorators: [withMemoryRouter],
} satisfies Meta<RegisterFormProps>

export default meta
type Story = StoryObj<RegisterFormProps>

const filled: RegistrationContext = {
  ...initialRegistrationContext,
  email: 'lea@example.fr',
  password: 'secret1',
  nickname: 'Lea_75',
  acceptsTerms: true,
}

type Value = StateValueFrom<typeof registrationMachine>

function Frozen({ value, context }: { value: Value; context: RegistrationContext }) {
  return (
    <MachineStory machine={registrationMachine} state={{ value, context }}>
      {(actorRef) => <RegisterFormView actorRef={actorRef} onLoginRequested={() => {}} />}
    </MachineStory>
  )
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---- One story per state (frozen) ----

export const Editing: Story = {
  render: () => <Frozen value="editing" context={initialRegistrationContext} />,
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: "Formulaire d'inscription" }))
    await expect(form.getByRole('textbox', { name: /Email/ })).toHaveValue('')
    await expect(form.getByLabelText(/Mot de passe/, { selector: 'input' })).toHaveAttribute(
      'type',
      'password',
    )
    await expect(form.getByRole('textbox', { name: /Pseudo/ })).toBeInTheDocument()
    await expect(form.getByRole('checkbox', { name: /18 ans ou plus/ })).not.toBeChecked()
    await expect(form.getByRole('link', { name: "Conditions Générales d'Utilisation" })).toHaveAttribute(
      'href',
      '/app/page/cgu',
    )
    await expect(form.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled()
    await expect(form.getByRole('button', { name: 'Déjà membre ? Se connecter' })).toBeInTheDocument()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const EditingWithFieldErrors: Story = {
  render: () => (
    <Frozen
      value="editing"
      context={{
        ...initialRegistrationContext,
        email: 'lea@',
        password: 'abc',
        nickname: 'x',
        attempted: true,
        errors: { email: 'invalid', password: 'tooShort', nickname: 'invalid', terms: 'required' },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      "L'adresse email n'est pas valide.",
    )
    await expect(canvas.getByLabelText(/Mot de passe/, { selector: 'input' })).toHaveAccessibleDescription(
      /Le mot de passe doit contenir au moins 6 caractères\./,
    )
    await expect(canvas.getByRole('textbox', { name: /Pseudo/ })).toHaveAccessibleDescription(
      /Le pseudo doit contenir de 3 à 20 caractères/,
    )
    await expect(canvas.getByRole('checkbox', { name: /18 ans ou plus/ })).toHaveAccessibleDescription(
      "Vous devez certifier avoir au moins 18 ans et accepter les Conditions Générales d'Utilisation.",
    )
  },
}

export const EditingRefusedByServer: Story = {
  render: () => (
    <Frozen
      value="editing"
      context={{
        ...filled,
        attempted: true,
        submitError: { code: 'refused', label: 'Cette adresse email est déjà utilisée.' },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cette adresse email est déjà utilisée.')
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('lea@example.fr')
  },
}

export const EditingGenericFailure: Story = {
  render: () => (
    <Frozen value="editing" context={{ ...filled, attempted: true, submitError: { code: 'generic' } }} />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "L'inscription n'a pas abouti. Veuillez réessayer.",
    )
  },
}

export const SubmittingSubscribing: Story = {
  render: () => <Frozen value={{ submitting: 'subscribing' }} context={{ ...filled, attempted: true }} />,
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Inscription en cours…' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly')
  },
}

export const SubmittingLoggingIn: Story = {
  render: () => <Frozen value={{ submitting: 'loggingIn' }} context={{ ...filled, attempted: true }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Inscription en cours…' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"loggingIn"')
  },
}

export const Done: Story = {
  render: () => <Frozen value="done" context={{ ...filled, attempted: true, result: NEW_MEMBER }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Bienvenue ! Votre compte est créé.')
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

// ---- Live, with stubbed calls ----

/** The server's stand-in: 'pris@example.fr' is taken, 'sans-session@example.fr' needs the login. */
const stubbed = registrationMachineWith({
  subscribe: async ({ email }) => {
    await delay(150)
    if (email === 'pris@example.fr') {
      throw new LoginError('POST /index_api/subscribe', 'Cette adresse email est déjà utilisée.')
    }
    return email === 'sans-session@example.fr' ? null : NEW_MEMBER
  },
  loginAfterSubscribe: async () => {
    await delay(150)
    return { userId: '20002', sessionId: 'after-login' }
  },
})

function Live({ onLoginRequested }: { onLoginRequested?: () => void }) {
  return (
    <MachineStory machine={stubbed}>
      {(actorRef) => <RegisterFormView actorRef={actorRef} onLoginRequested={onLoginRequested} />}
    </MachineStory>
  )
}

async function fillForm(
  canvas: ReturnType<typeof within>,
  userEvent: { type: (el: Element, text: string) => Promise<void>; click: (el: Element) => Promise<void> },
  email: string,
) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), email)
  await userEvent.type(canvas.getByLabelText(/Mot de passe/, { selector: 'input' }), 'secret1')
  await userEvent.type(canvas.getByRole('textbox', { name: /Pseudo/ }), 'Lea_75')
  await userEvent.click(canvas.getByRole('checkbox', { name: /18 ans ou plus/ }))
}

export const LiveEmptySubmitShowsMessages: Story = {
  render: () => <Live />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Créer mon compte' }))
    await expect(await canvas.findByText("L'email est requis")).toBeInTheDocument()
    await expect(canvas.getByText('Le mot de passe est requis')).toBeInTheDocument()
    await expect(canvas.getByText('Le pseudo est requis')).toBeInTheDocument()
    await expect(canvas.getByText(/Vous devez certifier avoir au moins 18 ans/)).toBeInTheDocument()
    // Focus goes to the first field refused.
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus()
    await expect(canvas.getByTestId('state-value')).toHaveTextContent('"editing"')
    // The errors then follow the typing.
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'lea@')
    await expect(await canvas.findByText("L'adresse email n'est pas valide.")).toBeInTheDocument()
  },
}

export const LiveRefusedKeepsTheForm: Story = {
  render: () => <Live />,
  play: async ({ canvas, userEvent }) => {
    await fillForm(canvas, userEvent, 'pris@example.fr')
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cette adresse email est déjà utilisée.')
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('pris@example.fr')
    await expect(canvas.getByRole('textbox', { name: /Pseudo/ })).toHaveValue('Lea_75')
  },
}

export const LiveSignsInWithLoginFallback: Story = {
  render: () => <Live />,
  play: async ({ canvas, userEvent }) => {
    await fillForm(canvas, userEvent, 'sans-session@example.fr')
    const submit = canvas.getByRole('button', { name: 'Créer mon compte' })
    await userEvent.click(submit)
    // A second click while the call runs changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Inscription en cours…' }))
    await waitFor(() => expect(canvas.getByTestId('state-value')).toHaveTextContent('"loggingIn"'))
    await expect(await canvas.findByText('Bienvenue ! Votre compte est créé.')).toBeInTheDocument()
    await expect(canvas.getByTestId('state-context')).toHaveTextContent('"sessionId": "after-login"')
  },
}

export const LiveLoginRequested: Story = {
  args: { onLoginRequested: fn() },
  render: (args) => <Live onLoginRequested={args.onLoginRequested} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Déjà membre ? Se connecter' }))
    await expect(args.onLoginRequested).toHaveBeenCalledTimes(1)
  },
}

// ---- The page, with its own actor ----

export const PageAgainstMockServer: Story = {
  args: { onSignedIn: fn() },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/index_api/subscribe', () =>
        HttpResponse.json({ error: 0, user_id: '30003', session_id: 'sess-msw' }),
      ),
    )
  },
  render: (args) => <RegisterPage {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inscription' })).toBeInTheDocument()
    await fillForm(canvas, userEvent, 'nouvelle@example.fr')
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }))
    await waitFor(() =>
      expect(args.onSignedIn).toHaveBeenCalledWith({ userId: '30003', sessionId: 'sess-msw' }, 'Lea_75'),
    )
    await expect(canvas.queryByRole('button', { name: 'Déjà membre ? Se connecter' })).toBeNull()
  },
}

export const PageWithModeLogin: Story = {
  parameters: { path: '/app/register?mode=login' },
  args: { onLoginRequested: fn() },
  render: (args) => <RegisterPage {...args} />,
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Inscription' })).toBeInTheDocument()
    await expect(args.onLoginRequested).toHaveBeenCalledTimes(1)
  },
}

/** Every state of the registration machine has a story above. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(registrationMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(registrationMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
