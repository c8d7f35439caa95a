/**
 * The delete-account machine: every state over the real dialog (modal `deleteAccount`), frozen, then
 * live with a stubbed call (the 3-second logout delay runs for real), then the connected dialog,
 * which sends the member to the logout route.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { RefusedError } from '../../src/api/errors'
import { DeleteAccountDialog } from '../../src/features/account/delete-account-dialog'
import { DeleteAccountDialogView } from '../../src/features/account/delete-account-dialog-view'
import { deleteAccountMachine } from '../../src/machines/delete-account/delete-account.machine'
import type { DeleteAccountContext } from '../../src/machines/delete-account/delete-account.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { delay, EmittedLog, withStoryApp } from './account.fixtures'
import * as stories from './delete-account.stories'

/** The server's stand-in: 'demo1234' deletes, any other password is refused. */
const stubbed = deleteAccountMachine.provide({
  actors: {
    requestDeletion: fromPromise<void, { password: string }>(async ({ input }) => {
      await delay(150)
      if (input.password !== 'demo1234')
        throw new RefusedError('POST /index_api/delete', 'Mot de passe incorrect.')
    }),
  },
})

const empty: DeleteAccountContext = { password: '', fieldError: null, failure: null }
const typed: DeleteAccountContext = { ...empty, password: 'secret' }

type Value = 'editing' | 'deleting' | 'deleted' | 'loggingOut'

function Frozen({ value, context }: { value: Value; context: DeleteAccountContext }) {
  return (
    <MachineStory machine={deleteAccountMachine} state={{ value, context }}>
      {(actorRef) => <DeleteAccountDialogView actorRef={actorRef} open onClose={() => {}} />}
    </MachineStory>
  )
}

const meta = {
  title: 'Machines/Delete account',
  parameters: { layout: 'padded' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
const dialogNamed = () => body.findByRole('alertdialog', { name: 'Supprimer mon compte' })

export const Editing: Story = {
  render: () => <Frozen value="editing" context={empty} />,
  play: async () => {
    const dialog = await dialogNamed()
    await expect(dialog).toHaveAccessibleDescription(/irréversible/)
    const scope = within(dialog)
    const password = scope.getByLabelText(/Mot de passe/, { selector: 'input' })
    await expect(password).toHaveAttribute('type', 'password')
    // The dialog opens on its field, not on its close button (Ark's default for an alert dialog).
    await waitFor(() => expect(password).toHaveFocus())
    await expect(scope.getByRole('button', { name: 'Supprimer définitivement' })).toBeInTheDocument()
    await expect(scope.getByRole('button', { name: 'Annuler' })).toBeInTheDocument()
  },
}

export const EditingWithPasswordRequired: Story = {
  render: () => <Frozen value="editing" context={{ ...empty, fieldError: 'passwordRequired' }} />,
  play: async () => {
    const input = within(await dialogNamed()).getByLabelText(/Mot de passe/, { selector: 'input' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(/Veuillez entrer votre mot de passe/)
  },
}

export const EditingWithFailure: Story = {
  render: () => (
    <Frozen
      value="editing"
      context={{ ...typed, failure: { code: 'deleteFailed', serverMessage: 'Mot de passe incorrect.' } }}
    />
  ),
  play: async () => {
    const dialog = within(await dialogNamed())
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Erreur lors de la suppression du compte. Vérifiez votre mot de passe.',
    )
    await expect(dialog.getByLabelText(/Mot de passe/, { selector: 'input' })).toHaveValue('secret')
  },
}

export const Deleting: Story = {
  render: () => <Frozen value="deleting" context={typed} />,
  play: async () => {
    const dialog = within(await dialogNamed())
    await expect(dialog.getByRole('button', { name: 'Supprimer définitivement' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeDisabled()
  },
}

export const Deleted: Story = {
  render: () => <Frozen value="deleted" context={empty} />,
  play: async () => {
    const status = within(await dialogNamed()).getByRole('status')
    await expect(status).toHaveTextContent('Votre compte a été supprimé.')
    await expect(status).toHaveTextContent('Vous allez être déconnecté dans 3 secondes.')
  },
}

/** The logout was asked for; the page is about to leave for the logout route. */
export const LoggingOut: Story = {
  render: () => <Frozen value="loggingOut" context={empty} />,
  play: async () => {
    await expect(within(await dialogNamed()).getByRole('status')).toHaveTextContent(
      'Votre compte a été supprimé.',
    )
    await expect(body.getByTestId('state-value')).toHaveTextContent('"loggingOut"')
  },
}

/** The whole flow on a live machine: refused, then deleted, then the logout 3 seconds later. */
export const Live: Story = {
  render: () => (
    <MachineStory machine={stubbed}>
      {(actorRef) => (
        <>
          <DeleteAccountDialogView actorRef={actorRef} open onClose={() => {}} />
          <EmittedLog actorRef={actorRef} />
        </>
      )}
    </MachineStory>
  ),
  play: async ({ userEvent }) => {
    const dialog = within(await dialogNamed())
    const submit = dialog.getByRole('button', { name: 'Supprimer définitivement' })
    await userEvent.click(submit)
    await expect(await dialog.findByText('Veuillez entrer votre mot de passe')).toBeInTheDocument()
    const password = dialog.getByLabelText(/Mot de passe/, { selector: 'input' })
    // A refused password sends the focus back to the field, which now describes the error.
    await waitFor(() => expect(password).toHaveFocus())
    await userEvent.type(password, 'faux')
    await userEvent.click(submit)
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Vérifiez votre mot de passe.')
    await waitFor(() => expect(password).toHaveFocus())
    await userEvent.clear(password)
    await userEvent.type(password, 'demo1234')
    await userEvent.click(submit)
    const status = await dialog.findByRole('status')
    await expect(status).toHaveTextContent('Votre compte a été supprimé.')
    await waitFor(() => expect(status).toHaveFocus())
    await expect(body.getByTestId('emitted')).toHaveTextContent('Emitted: (none)')
    await waitFor(() => expect(body.getByTestId('emitted')).toHaveTextContent('Emitted: logoutRequested'), {
      timeout: 5000,
    })
  },
}

/** The connected dialog: after the delay the modal is completed and the member sent to /app/logout. */
export const InModalRouterLogsOut: Story = {
  parameters: { path: '/app/account/settings?modal=deleteAccount' },
  render: () => <DeleteAccountDialog logic={stubbed} />,
  play: async ({ userEvent }) => {
    const dialog = within(await dialogNamed())
    await userEvent.type(dialog.getByLabelText(/Mot de passe/, { selector: 'input' }), 'demo1234')
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer définitivement' }))
    // Generous waits: CI machines are slow and busy; the story is about order, not speed.
    await expect(await dialog.findByRole('status', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(body.getByTestId('current-url')).toHaveTextContent(
      '/app/account/settings?modal=deleteAccount',
    )
    await waitFor(() => expect(body.getByTestId('current-url')).toHaveTextContent(/^\/app\/logout$/), {
      timeout: 10_000,
    })
  },
}

/** Every state of the delete-account machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(deleteAccountMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(deleteAccountMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
