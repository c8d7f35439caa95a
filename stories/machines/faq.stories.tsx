/** The FAQ machine: every state over the real FAQ view, frozen, then live with a stubbed call. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { fromPromise } from 'xstate'
import { ApiError } from '../../src/api/errors'
import type { FaqSection } from '../../src/api/models/support'
import { FaqView } from '../../src/features/support/faq-view'
import { faqMachine } from '../../src/machines/faq/faq.machine'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { delay, withStoryApp } from './account.fixtures'
import * as stories from './faq.stories'

const SECTIONS: FaqSection[] = [
  {
    name: 'Mon compte',
    entries: [
      {
        question: 'Comment modifier mon profil ?',
        answer:
          'Ouvrez « Mon compte » puis « Modifier mon profil ». Vos changements sont visibles immédiatement.',
      },
      {
        question: 'Comment supprimer mon compte ?',
        answer: 'Dans « Mon compte », zone « Supprimer mon compte ». La suppression est définitive.',
      },
    ],
  },
  {
    name: 'Abonnement et paiement',
    entries: [
      {
        question: "Qu'apporte l'abonnement Premium ?",
        answer: 'Messages illimités, photos non floutées, accès aux albums partagés.',
      },
    ],
  },
]

let calls = 0
const stubbed = faqMachine.provide({
  actors: {
    loadFaq: fromPromise<FaqSection[]>(async () => {
      await delay(150)
      calls += 1
      if (calls === 1) throw new ApiError(0, '', 'GET /index_api/faq')
      return SECTIONS
    }),
  },
})

type Value = 'loading' | 'ready' | 'empty' | 'failed'

function Frozen({ value, sections = [] }: { value: Value; sections?: FaqSection[] }) {
  return (
    <MachineStory machine={faqMachine} state={{ value, context: { sections } }}>
      {(actorRef) => <FaqView actorRef={actorRef} />}
    </MachineStory>
  )
}

const meta = {
  title: 'Machines/FAQ',
  parameters: { layout: 'padded' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  render: () => <Frozen value="loading" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chargement...')).toHaveAttribute('role', 'status')
  },
}

export const Ready: Story = {
  render: () => <Frozen value="ready" sections={SECTIONS} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Mon compte' })).toBeInTheDocument()
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Abonnement et paiement' }),
    ).toBeInTheDocument()
    const answer = canvas.getByText(/La suppression est définitive/, { selector: 'p' })
    await expect(answer).not.toBeVisible()
    await userEvent.click(canvas.getByText('Comment supprimer mon compte ?'))
    await expect(answer).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/app/contact')
  },
}

export const Empty: Story = {
  render: () => <Frozen value="empty" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aucune question pour le moment.')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" />,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Impossible de charger la FAQ')
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
  },
}

export const Live: Story = {
  render: () => {
    calls = 0
    return <MachineStory machine={stubbed}>{(actorRef) => <FaqView actorRef={actorRef} />}</MachineStory>
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Réessayer' }))
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Mon compte' })).toBeInTheDocument()
  },
}

/** Every state of the FAQ machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(faqMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(faqMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
