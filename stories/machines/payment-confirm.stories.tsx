/**
 * The payment-confirm machine: every state over the real payment-success view, frozen, then live
 * with a stubbed abo_confirm that refuses once.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { RefusedError } from '../../src/api/errors'
import { PaymentSuccessView } from '../../src/features/premium/payment-success-view'
import { paymentConfirmMachine } from '../../src/machines/payment-confirm/payment-confirm.machine'
import type { PaymentConfirmContext } from '../../src/machines/payment-confirm/payment-confirm.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { delay, EmittedLog, withStoryApp } from './account.fixtures'
import * as stories from './payment-confirm.stories'

let calls = 0
const stubbed = paymentConfirmMachine.provide({
  actors: {
    confirmPayment: fromPromise<void, { aboId: string }>(async () => {
      await delay(150)
      calls += 1
      if (calls === 1) throw new RefusedError('GET /index_api/abo_confirm', 'Paiement introuvable.')
    }),
  },
})

const withId: PaymentConfirmContext = { aboId: 'ab12cd34', failure: null }

type Value = 'checking' | 'confirming' | 'confirmed' | 'failed'

function Frozen({ value, context }: { value: Value; context: PaymentConfirmContext }) {
  return (
    <MachineStory machine={paymentConfirmMachine} state={{ value, context }}>
      {(actorRef) => <PaymentSuccessView actorRef={actorRef} />}
    </MachineStory>
  )
}

const meta = {
  title: 'Machines/Payment confirm',
  parameters: { layout: 'padded', path: '/app/payment-success?abo_id=ab12cd34' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)

export const Checking: Story = {
  render: () => <Frozen value="checking" context={withId} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Confirmation de votre paiement…')).toHaveAttribute('role', 'status')
  },
}

export const Confirming: Story = {
  render: () => <Frozen value="confirming" context={withId} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Confirmation de votre paiement…')).toBeInTheDocument()
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const Confirmed: Story = {
  render: () => <Frozen value="confirmed" context={withId} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Votre abonnement Premium est actif. Merci !')).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Voir mon abonnement' })).toHaveAttribute(
      'href',
      '/app/account/settings',
    )
  },
}

export const Failed: Story = {
  render: () => (
    <Frozen
      value="failed"
      context={{ ...withId, failure: { code: 'refused', serverMessage: 'Ce paiement a été refusé.' } }}
    />
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("Votre paiement n'a pas pu être confirmé.")
    await expect(alert).toHaveTextContent('Ce paiement a été refusé.')
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
  },
}

export const FailedWithoutPayment: Story = {
  parameters: { path: '/app/payment-success' },
  render: () => <Frozen value="failed" context={{ aboId: '', failure: { code: 'missingPayment' } }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Aucun paiement à confirmer')
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: "Revenir à l'offre Premium" })).toBeInTheDocument()
  },
}

export const Live: Story = {
  render: () => {
    calls = 0
    return (
      <MachineStory machine={stubbed} options={{ input: { aboId: 'ab12cd34' } }}>
        {(actorRef) => (
          <>
            <PaymentSuccessView actorRef={actorRef} />
            <EmittedLog actorRef={actorRef} />
          </>
        )}
      </MachineStory>
    )
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Paiement introuvable.')
    await expect(body.getByTestId('emitted')).toHaveTextContent('Emitted: (none)')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(await canvas.findByText('Votre abonnement Premium est actif. Merci !')).toBeInTheDocument()
    await expect(body.getByTestId('emitted')).toHaveTextContent('Emitted: premiumActivated')
  },
}

/** Every state of the payment-confirm machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(paymentConfirmMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(paymentConfirmMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
