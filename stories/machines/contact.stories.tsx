/**
 * The contact machine: every state over the real contact form, frozen, then live with a stubbed
 * send that fails once (the message is kept).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { ApiError } from '../../src/api/errors'
import { ContactForm } from '../../src/features/support/contact-form'
import { contactMachine } from '../../src/machines/contact/contact.machine'
import type { ContactContext, ContactSendInput } from '../../src/machines/contact/contact.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { delay, withStoryApp } from './account.fixtures'
import * as stories from './contact.stories'

let calls = 0
const stubbed = contactMachine.provide({
  actors: {
    sendContactMessage: fromPromise<void, ContactSendInput>(async () => {
      await delay(150)
      calls += 1
      if (calls === 1) throw new ApiError(500, 'Erreur interne du serveur', 'POST /index_api/contact')
    }),
  },
})

const MESSAGE = 'La page des votes ne se charge plus depuis hier soir.'
const empty: ContactContext = {
  email: 'juliette@demo.fr',
  nickname: 'Juliette75',
  reason: '',
  message: '',
  errors: {},
  attempted: false,
  failure: null,
}
const filled: ContactContext = { ...empty, reason: '1', message: MESSAGE }

type Value = 'editing' | 'sending' | 'sent'

function Frozen({ value, context }: { value: Value; context: ContactContext }) {
  return (
    <MachineStory machine={contactMachine} state={{ value, context }}>
      {(actorRef) => <ContactForm actorRef={actorRef} />}
    </MachineStory>
  )
}

const meta = {
  title: 'Machines/Contact',
  parameters: { layout: 'padded' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const formNamed = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('form', { name: 'Formulaire de contact' }))

export const Editing: Story = {
  render: () => <Frozen value="editing" context={empty} />,
  play: async ({ canvas, userEvent }) => {
    const form = await formNamed(canvas)
    await expect(form.getByRole('textbox', { name: /Email/ })).toHaveValue('juliette@demo.fr')
    await userEvent.click(form.getByRole('combobox', { name: /Motif/ }))
    const options = within(document.body).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      'Maintenance technique',
      'Demande de partenariat',
      'Comportement suspect',
      'Réclamations diverses',
      'Affiliation',
    ])
  },
}

export const EditingWithErrors: Story = {
  render: () => (
    <Frozen
      value="editing"
      context={{
        ...empty,
        email: 'julie@',
        message: 'Court',
        attempted: true,
        errors: { email: 'emailInvalid', reason: 'reasonRequired', message: 'messageTooShort' },
      }}
    />
  ),
  play: async ({ canvas }) => {
    const form = await formNamed(canvas)
    await expect(form.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      "L'adresse email n'est pas valide.",
    )
    await expect(form.getByText('Veuillez sélectionner une raison')).toHaveAttribute('role', 'alert')
    await expect(form.getByText('Votre message est trop court (10 caractères minimum).')).toBeInTheDocument()
  },
}

export const EditingWithFailure: Story = {
  render: () => <Frozen value="editing" context={{ ...filled, failure: { code: 'failed' } }} />,
  play: async ({ canvas }) => {
    const form = await formNamed(canvas)
    await expect(form.getAllByRole('alert')[0]).toHaveTextContent("L'envoi du message a échoué.")
    await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue(MESSAGE)
  },
}

export const Sending: Story = {
  render: () => <Frozen value="sending" context={filled} />,
  play: async ({ canvas }) => {
    const form = await formNamed(canvas)
    await expect(form.getByRole('button', { name: 'Envoyer' })).toHaveAttribute('aria-busy', 'true')
    await expect(form.getByRole('textbox', { name: /Message/ })).toHaveAttribute('readonly')
  },
}

export const Sent: Story = {
  render: () => <Frozen value="sent" context={filled} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Votre message a bien été envoyé/)).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('button', { name: 'Envoyer un autre message' })).toBeInTheDocument()
  },
}

export const Live: Story = {
  render: () => {
    calls = 0
    return (
      <MachineStory
        machine={stubbed}
        options={{ input: { email: 'juliette@demo.fr', nickname: 'Juliette75' } }}
      >
        {(actorRef) => <ContactForm actorRef={actorRef} />}
      </MachineStory>
    )
  },
  play: async ({ canvas, userEvent }) => {
    const form = await formNamed(canvas)
    await userEvent.click(form.getByRole('button', { name: 'Envoyer' }))
    await expect(await form.findByText('Le message est requis')).toBeInTheDocument()
    await userEvent.click(form.getByRole('combobox', { name: /Motif/ }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Affiliation' }))
    await userEvent.type(form.getByRole('textbox', { name: /Message/ }), 'Bonjour, partenariat ?')
    await userEvent.click(form.getByRole('button', { name: 'Envoyer' }))
    await expect(
      await form.findByText("L'envoi du message a échoué. Veuillez réessayer."),
    ).toBeInTheDocument()
    await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue('Bonjour, partenariat ?')
    await userEvent.click(form.getByRole('button', { name: 'Envoyer' }))
    const sent = await canvas.findByText(/Votre message a bien été envoyé/)
    await waitFor(() => expect(sent).toHaveFocus())
  },
}

/** Every state of the contact machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(contactMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(contactMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
