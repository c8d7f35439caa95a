/**
 * The payment-checkout machine: every state over the real promotion view (and the payment-error
 * view, which reuses its button), frozen, then live with a stubbed abo_pay2secure. The redirection
 * itself is the page's job, so the live story shows the emitted `redirect` instead of leaving.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { ApiError } from '../../src/api/errors'
import { PaymentErrorView } from '../../src/features/premium/payment-error-view'
import { PromotionView } from '../../src/features/premium/promotion-view'
import { paymentCheckoutMachine } from '../../src/machines/payment-checkout/payment-checkout.machine'
import type { PaymentCheckoutContext } from '../../src/machines/payment-checkout/payment-checkout.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { delay, EmittedLog, withStoryApp } from './account.fixtures'
import * as stories from './payment-checkout.stories'

const PROVIDER = 'https://paiement.exemple/3ds?abo_id=ab12cd34'

let calls = 0
/** The server's stand-in: the first call fails, the next ones answer the provider's address. */
const stubbed = paymentCheckoutMachine.provide({
  actors: {
    requestPaymentUrl: fromPromise<string>(async () => {
      await delay(150)
      calls += 1
      if (calls === 1) throw new ApiError(500, 'Erreur interne du serveur', 'GET /index_api/abo_pay2secure')
      return PROVIDER
    }),
  },
})

const start: PaymentCheckoutContext = { url: null, error: null }

type Value = 'idle' | 'requesting' | 'redirecting' | 'failed'

function Frozen({
  value,
  context,
  isPremium = false,
}: {
  value: Value
  context: PaymentCheckoutContext
  isPremium?: boolean
}) {
  return (
    <MachineStory machine={paymentCheckoutMachine} state={{ value, context }}>
      {(actorRef) => <PromotionView actorRef={actorRef} isPremium={isPremium} />}
    </MachineStory>
  )
}

const meta = {
  title: 'Machines/Payment checkout',
  parameters: { layout: 'padded', member: 'free' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
const payButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: 'Payer par carte bancaire' })

export const Idle: Story = {
  render: () => <Frozen value="idle" context={start} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Avec Premium' })).toBeInTheDocument()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
    await expect(payButton(canvas)).not.toHaveAttribute('aria-busy')
    await expect(canvas.queryByText(/déjà membre Premium/)).not.toBeInTheDocument()
  },
}

export const IdleAlreadyPremium: Story = {
  parameters: { member: 'premium' },
  render: () => <Frozen value="idle" context={start} isPremium />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Vous êtes déjà membre Premium/)).toBeInTheDocument()
  },
}

export const Requesting: Story = {
  render: () => <Frozen value="requesting" context={start} />,
  play: async ({ canvas, userEvent }) => {
    await expect(payButton(canvas)).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(payButton(canvas))
    await expect(body.getByTestId('last-event')).toHaveTextContent('(none)')
  },
}

export const Redirecting: Story = {
  render: () => <Frozen value="redirecting" context={{ url: PROVIDER, error: null }} />,
  play: async ({ canvas }) => {
    await expect(payButton(canvas)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText('Redirection vers le paiement sécurisé…')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={{ url: null, error: 'unavailable' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le paiement est momentanément indisponible.')
    await expect(payButton(canvas)).not.toHaveAttribute('aria-busy')
  },
}

export const FailedBadAddress: Story = {
  render: () => <Frozen value="failed" context={{ url: null, error: 'badAddress' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('adresse invalide')
  },
}

/** The payment-error page: the same machine behind "Réessayer le paiement". */
export const IdleOnPaymentErrorPage: Story = {
  render: () => (
    <MachineStory machine={paymentCheckoutMachine} state={{ value: 'idle', context: start }}>
      {(actorRef) => <PaymentErrorView actorRef={actorRef} />}
    </MachineStory>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Votre paiement n'a pas abouti ou a été annulé.")).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Réessayer le paiement' })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Retour à mon compte' })).toHaveAttribute(
      'href',
      '/app/account/settings',
    )
  },
}

export const Live: Story = {
  render: () => {
    calls = 0
    return (
      <MachineStory machine={stubbed}>
        {(actorRef) => (
          <>
            <PromotionView actorRef={actorRef} isPremium={false} />
            <EmittedLog actorRef={actorRef} />
          </>
        )}
      </MachineStory>
    )
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(payButton(canvas))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('momentanément indisponible')
    await userEvent.click(payButton(canvas))
    await expect(await canvas.findByText('Redirection vers le paiement sécurisé…')).toBeInTheDocument()
    await expect(body.getByTestId('emitted')).toHaveTextContent('Emitted: redirect')
  },
}

/** Every state of the payment-checkout machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(paymentCheckoutMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(paymentCheckoutMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
