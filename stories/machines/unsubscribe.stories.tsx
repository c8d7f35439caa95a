/**
 * The unsubscribe machine: every state over the real dialog (modal `unsubscribe`), frozen, then live
 * with a stubbed call, then the settings page's dialog opened through the modal router.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { RefusedError } from '../../src/api/errors'
import { UnsubscribeDialog } from '../../src/features/account/unsubscribe-dialog'
import { UnsubscribeDialogView } from '../../src/features/account/unsubscribe-dialog-view'
import { unsubscribeMachine } from '../../src/machines/unsubscribe/unsubscribe.machine'
import type { UnsubscribeContext } from '../../src/machines/unsubscribe/unsubscribe.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { delay, EmittedLog, withStoryApp } from './account.fixtures'
import * as stories from './unsubscribe.stories'

/** The server's stand-in: the account's email cancels, any other is refused with its message. */
const stubbed = unsubscribeMachine.provide({
  actors: {
    requestUnsubscribe: fromPromise<string, { email: string }>(async ({ input }) => {
      await delay(150)
      if (input.email === 'juliette@demo.fr') return 'Un email de confirmation a été envoyé à votre adresse.'
      throw new RefusedError(
        'POST /index_api/p_compte/unsubscribe',
        'Cette adresse email ne correspond pas à votre compte.',
      )
    }),
  },
})

const typed: UnsubscribeContext = { email: 'juliette@demo.fr', fieldError: null, failure: null }

function Frozen({
  value,
  context,
}: {
  value: 'editing' | 'submitting' | 'confirmed'
  context: UnsubscribeContext
}) {
  return (
    <MachineStory machine={unsubscribeMachine} state={{ value, context }}>
      {(actorRef) => <UnsubscribeDialogView actorRef={actorRef} open onClose={() => {}} />}
    </MachineStory>
  )
}

const meta = {
  title: 'Machines/Unsubscribe',
  parameters: { layout: 'padded' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
const dialogNamed = () => body.findByRole('dialog', { name: 'Résilier mon abonnement' })

export const Editing: Story = {
  render: () => <Frozen value="editing" context={typed} />,
  play: async () => {
    const dialog = within(await dialogNamed())
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue('juliette@demo.fr')
    await expect(dialog.getByRole('button', { name: 'Confirmer la résiliation' })).toBeInTheDocument()
    await expect(await dialogNamed()).toHaveAccessibleDescription(/restera actif jusqu'à sa date de fin/)
  },
}

export const EditingWithBlankEmail: Story = {
  render: () => <Frozen value="editing" context={{ ...typed, email: '  ', fieldError: 'emailRequired' }} />,
  play: async () => {
    const dialog = within(await dialogNamed())
    const email = dialog.getByRole('textbox', { name: /Email/ })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription("L'email est requis")
  },
}

export const EditingWithRefusal: Story = {
  render: () => (
    <Frozen
      value="editing"
      context={{
        ...typed,
        email: 'autre@demo.fr',
        failure: { code: 'refused', serverMessage: 'Cette adresse email ne correspond pas à votre compte.' },
      }}
    />
  ),
  play: async () => {
    const alert = within(await dialogNamed()).getByRole('alert')
    await expect(alert).toHaveTextContent("La résiliation n'a pas abouti. Veuillez réessayer.")
    await expect(alert).toHaveTextContent('Cette adresse email ne correspond pas à votre compte.')
  },
}

export const Submitting: Story = {
  render: () => <Frozen value="submitting" context={typed} />,
  play: async () => {
    const dialog = within(await dialogNamed())
    await expect(dialog.getByRole('button', { name: 'Confirmer la résiliation' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly')
  },
}

export const Confirmed: Story = {
  render: () => <Frozen value="confirmed" context={typed} />,
  play: async () => {
    const dialog = within(await dialogNamed())
    const status = dialog.getByRole('status')
    await expect(status).toHaveTextContent('Un email de confirmation a été envoyé à votre adresse.')
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument()
    await expect(dialog.getByRole('button', { name: 'Retour à mon compte' })).toBeInTheDocument()
  },
}

/** The whole flow on a live machine with a stubbed call. */
export const Live: Story = {
  render: () => (
    <MachineStory machine={stubbed} options={{ input: {} }}>
      {(actorRef) => (
        <>
          <UnsubscribeDialogView actorRef={actorRef} open onClose={() => {}} />
          <EmittedLog actorRef={actorRef} />
        </>
      )}
    </MachineStory>
  ),
  play: async ({ userEvent }) => {
    const dialog = within(await dialogNamed())
    const email = dialog.getByRole('textbox', { name: /Email/ })
    const submit = dialog.getByRole('button', { name: 'Confirmer la résiliation' })
    await userEvent.click(submit)
    await expect(await dialog.findByText("L'email est requis")).toBeInTheDocument()
    // A refused email sends the focus back to the field, which now describes the error.
    await waitFor(() => expect(email).toHaveFocus())
    await userEvent.type(email, 'autre@demo.fr')
    await userEvent.click(submit)
    await expect(
      await dialog.findByText('Cette adresse email ne correspond pas à votre compte.'),
    ).toBeInTheDocument()
    await expect(email).toHaveValue('autre@demo.fr')
    await waitFor(() => expect(email).toHaveFocus())
    await userEvent.clear(email)
    await userEvent.type(email, 'juliette@demo.fr')
    await userEvent.click(submit)
    const confirmation = await dialog.findByRole('status')
    await expect(confirmation).toHaveTextContent('Un email de confirmation')
    // The form it replaced took the focus with it: the confirmation takes it, so it is read out.
    await waitFor(() => expect(confirmation).toHaveFocus())
    await expect(body.getByTestId('emitted')).toHaveTextContent('Emitted: unsubscribed')
  },
}

/** The connected dialog, opened by a deep link and prefilled with the session member's email. */
export const InModalRouter: Story = {
  parameters: { path: '/app/account/settings?modal=unsubscribe' },
  render: () => <UnsubscribeDialog email="juliette@demo.fr" logic={stubbed} />,
  play: async ({ userEvent }) => {
    const dialog = within(await dialogNamed())
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue('juliette@demo.fr')
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer la résiliation' }))
    await userEvent.click(await dialog.findByRole('button', { name: 'Retour à mon compte' }))
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(body.getByTestId('current-url')).toHaveTextContent(/^\/app\/account\/settings$/)
  },
}

/** Every state of the unsubscribe machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(unsubscribeMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(unsubscribeMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
