/**
 * The login machine: every state over the real login dialog, frozen, then live with stubbed calls,
 * and the connected dialog inside a modal router bound to a memory URL.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, Suspense, useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { Router } from 'wouter'
import { fromPromise, type StateValueFrom } from 'xstate'
import type { LoginParams } from '../../src/api/auth'
import { LoginError } from '../../src/api/errors'
import type { LoginResult } from '../../src/api/models/auth'
import { LoginDialog } from '../../src/features/auth/login-dialog'
import { LoginDialogView } from '../../src/features/auth/login-dialog-view'
import { ModalRouterProvider } from '../../src/features/modals/modal-router-provider'
import { loginMachine } from '../../src/machines/login/login.machine'
import type { LoginContext } from '../../src/machines/login/login.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { CurrentUrl, createMemoryHistory } from '../support/memory-router'
import * as stories from './login.stories'

/** A wouter router on a memory URL (links never leave the story) with the modal router bound to it. */
function MemoryApp({ path, children }: { path: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(path))
  return (
    <Router hook={history.hook} searchHook={history.searchHook}>
      <ModalRouterProvider back={history.back}>
        {/* The dialogs wait for the router's actor, a lazy chunk (modal-router-provider.tsx). */}
        <Suspense fallback={null}>{children}</Suspense>
        <CurrentUrl />
      </ModalRouterProvider>
    </Router>
  )
}

/** Every story runs on a memory URL: `parameters.path`, '/app' by default. */
const withMemoryApp: Decorator = (Story, { parameters }) => (
  <MemoryApp path={typeof parameters.path === 'string' ? parameters.path : '/app'}>
    <Story />
  </MemoryApp>
)

const RESULT: LoginResult = { userId: '12', sessionId: 'sess-12', tokenLogin: 'tok-12' }

/** The server's stand-in: 'bon-mot-de-passe' signs in, any other password is refused with a label. */
const stubbedLogin = loginMachine.provide({
  actors: {
    logIn: fromPromise<LoginResult, LoginParams>(async ({ input }) => {
      await new Promise((resolve) => setTimeout(resolve, 150))
      if (input.pass === 'bon-mot-de-passe') return RESULT
      throw new LoginError('POST /index_api/login', 'Identifiants incorrects')
    }),
    requestPasswordReset: fromPromise<void, { email: string }>(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150))
    }),
  },
})

const empty: LoginContext = {
  login: '',
  password: '',
  rememberMe: true,
  email: '',
  fieldErrors: {},
  loginFailure: null,
  forgotFailure: null,
}
const typed: LoginContext = { ...empty, login: 'julie75', password: 'secret' }

type Value = StateValueFrom<typeof loginMachine>

function Frozen({ value, context, open = true }: { value: Value; context: LoginContext; open?: boolean }) {
  return (
    <MachineStory machine={loginMachine} state={{ value, context }}>
      {(actorRef) => <LoginDialogView actorRef={actorRef} open={open} onClose={() => {}} />}
    </MachineStory>
  )
}

const meta = {
  title: 'Machines/Login',
  parameters: { layout: 'padded' },
  decorators: [withMemoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)

export const LoginEditing: Story = {
  render: () => <Frozen value={{ login: 'editing' }} context={empty} />,
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Connexion' })
    const scope = within(dialog)
    await expect(scope.getByRole('textbox', { name: /Email ou pseudo/ })).toBeInTheDocument()
    await expect(scope.getByLabelText(/Mot de passe/, { selector: 'input' })).toHaveAttribute(
      'type',
      'password',
    )
    await expect(scope.getByRole('switch', { name: 'Se souvenir de moi' })).toBeChecked()
    await expect(scope.getByRole('button', { name: 'Mot de passe oublié ?' })).toBeInTheDocument()
    await expect(scope.getByRole('link', { name: 'Inscription gratuite' })).toHaveAttribute(
      'href',
      '/app/register',
    )
    await expect(scope.getByText(/Pas encore membre \?/)).toBeInTheDocument()
  },
}

export const LoginEditingWithFieldErrors: Story = {
  render: () => (
    <Frozen
      value={{ login: 'editing' }}
      context={{ ...empty, fieldErrors: { login: 'loginRequired', password: 'passwordRequired' } }}
    />
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Connexion' })
    const scope = within(dialog)
    const login = scope.getByRole('textbox', { name: /Email ou pseudo/ })
    await expect(login).toHaveAttribute('aria-invalid', 'true')
    await expect(login).toHaveAccessibleDescription("L'email est requis")
    await expect(scope.getByLabelText(/Mot de passe/, { selector: 'input' })).toHaveAccessibleDescription(
      'Le mot de passe est requis',
    )
    await expect(scope.getAllByRole('alert')).toHaveLength(2)
  },
}

export const LoginEditingWithServerLabel: Story = {
  render: () => (
    <Frozen
      value={{ login: 'editing' }}
      context={{
        ...typed,
        password: 'faux',
        loginFailure: { code: 'server', message: 'Identifiants incorrects' },
      }}
    />
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Connexion' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Identifiants incorrects')
    await expect(within(dialog).getByRole('textbox', { name: /Email ou pseudo/ })).toHaveValue('julie75')
  },
}

export const LoginEditingWithConnectionError: Story = {
  render: () => (
    <Frozen value={{ login: 'editing' }} context={{ ...typed, loginFailure: { code: 'connectionError' } }} />
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Connexion' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Erreur de connexion')
  },
}

export const LoginSubmitting: Story = {
  render: () => <Frozen value={{ login: 'submitting' }} context={typed} />,
  play: async ({ userEvent }) => {
    const dialog = await body.findByRole('dialog', { name: 'Connexion' })
    const submit = within(dialog).getByRole('button', { name: 'Se connecter' })
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(within(dialog).getByRole('textbox', { name: /Email ou pseudo/ })).toHaveAttribute('readonly')
    await userEvent.click(submit)
    // The busy button swallows the click: nothing reaches the machine.
    await expect(body.getByTestId('last-event')).toHaveTextContent('(none)')
  },
}

export const ForgotPasswordEditing: Story = {
  render: () => (
    <Frozen value={{ forgotPassword: 'editing' }} context={{ ...typed, email: 'julie@example.fr' }} />
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Mot de passe oublié' })
    await expect(dialog).toHaveAccessibleDescription(/nous vous enverrons un lien/)
    await expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('julie@example.fr')
    await expect(within(dialog).getByRole('button', { name: 'Retour à la connexion' })).toBeInTheDocument()
  },
}

export const ForgotPasswordEditingWithErrors: Story = {
  render: () => (
    <Frozen
      value={{ forgotPassword: 'editing' }}
      context={{
        ...empty,
        fieldErrors: { email: 'emailRequired' },
        forgotFailure: { code: 'connectionError' },
      }}
    />
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Mot de passe oublié' })
    await expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      "L'email est requis",
    )
    await expect(within(dialog).getByText('Erreur de connexion')).toHaveAttribute('role', 'alert')
  },
}

export const ForgotPasswordSending: Story = {
  render: () => (
    <Frozen value={{ forgotPassword: 'sending' }} context={{ ...empty, email: 'julie@example.fr' }} />
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Mot de passe oublié' })
    await expect(within(dialog).getByRole('button', { name: 'Envoyer le lien' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const ForgotPasswordSent: Story = {
  render: () => (
    <Frozen value={{ forgotPassword: 'sent' }} context={{ ...empty, email: 'julie@example.fr' }} />
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Mot de passe oublié' })
    const status = within(dialog).getByRole('status')
    await expect(status).toHaveTextContent(
      'Si un compte existe pour cette adresse, un email vous a été envoyé.',
    )
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
  },
}

/** Signed in: the router has already closed the dialog. */
export const Done: Story = {
  render: () => <Frozen value="done" context={typed} open={false} />,
  play: async () => {
    await expect(body.getByTestId('state-value')).toHaveTextContent('"done"')
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** The whole flow on a live machine with stubbed calls. */
export const Live: Story = {
  render: () => (
    <MachineStory machine={stubbedLogin}>
      {(actorRef) => <LoginDialogView actorRef={actorRef} open onClose={() => {}} />}
    </MachineStory>
  ),
  play: async ({ userEvent }) => {
    const dialog = await body.findByRole('dialog', { name: 'Connexion' })
    const scope = within(dialog)
    const login = scope.getByRole('textbox', { name: /Email ou pseudo/ })
    const password = scope.getByLabelText(/Mot de passe/, { selector: 'input' })

    await userEvent.click(scope.getByRole('button', { name: 'Se connecter' }))
    await expect(await scope.findByText("L'email est requis")).toBeInTheDocument()
    await expect(scope.getByText('Le mot de passe est requis')).toBeInTheDocument()

    await userEvent.type(login, 'julie75')
    await userEvent.type(password, 'faux')
    await userEvent.keyboard('{Enter}')
    await expect(await scope.findByText('Identifiants incorrects')).toHaveAttribute('role', 'alert')
    await expect(login).toHaveValue('julie75')
    await expect(password).toHaveValue('faux')

    await userEvent.click(scope.getByRole('button', { name: 'Mot de passe oublié ?' }))
    const forgot = within(await body.findByRole('dialog', { name: 'Mot de passe oublié' }))
    const email = forgot.getByRole('textbox', { name: /Email/ })
    await waitFor(() => expect(email).toHaveFocus())
    await userEvent.click(forgot.getByRole('button', { name: 'Envoyer le lien' }))
    await expect(await forgot.findByText("L'email est requis")).toBeInTheDocument()
    await userEvent.type(email, 'julie@example.fr')
    await userEvent.click(forgot.getByRole('button', { name: 'Envoyer le lien' }))
    const sent = await forgot.findByRole('status')
    await expect(sent).toHaveTextContent('Si un compte existe')
    // The form it replaced took the focus with it: the confirmation takes it, so it is read out.
    await waitFor(() => expect(sent).toHaveFocus())
    await userEvent.click(forgot.getByRole('button', { name: 'Retour à la connexion' }))

    const back = within(await body.findByRole('dialog', { name: 'Connexion' }))
    const passwordAgain = back.getByLabelText(/Mot de passe/, { selector: 'input' })
    await userEvent.clear(passwordAgain)
    await userEvent.type(passwordAgain, 'bon-mot-de-passe')
    await userEvent.click(back.getByRole('button', { name: 'Se connecter' }))
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"done"'))
  },
}

function SignedInRecorder() {
  const [signedIn, setSignedIn] = useState<string>('personne')
  return (
    <>
      <LoginDialog
        logic={stubbedLogin}
        onSignedIn={(result, nickname) => setSignedIn(`${nickname ?? '(email)'} ${result.userId}`)}
      />
      <p data-testid="signed-in">Connecté : {signedIn}</p>
    </>
  )
}

/** The connected dialog, opened by a deep link: Escape drops `modal` from the URL. */
export const InModalRouterClosesWithEscape: Story = {
  parameters: { path: '/app/search?modal=login' },
  render: () => <SignedInRecorder />,
  play: async ({ userEvent }) => {
    const dialog = await body.findByRole('dialog', { name: 'Connexion' })
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Email ou pseudo/ })).toHaveFocus(),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(body.getByTestId('current-url')).toHaveTextContent(/^\/app\/search$/)
  },
}

/** Signing in hands the result over and closes the modal. */
export const InModalRouterSignsIn: Story = {
  parameters: { path: '/app?modal=login' },
  render: () => <SignedInRecorder />,
  play: async ({ userEvent }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Connexion' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /Email ou pseudo/ }), 'julie75')
    await userEvent.type(dialog.getByLabelText(/Mot de passe/, { selector: 'input' }), 'bon-mot-de-passe')
    await userEvent.click(dialog.getByRole('button', { name: 'Se connecter' }))
    await expect(await body.findByText('Connecté : julie75 12')).toBeInTheDocument()
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(body.getByTestId('current-url')).toHaveTextContent(/^\/app$/)
  },
}

/** Every state of the login machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(loginMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(loginMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
