/**
 * The vote page (`/app/vote`): every state of the photo-vote machine over the real page (frozen),
 * then live with stubbed calls: 4 stars sent for the first member, the history updated, a skip.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { StateValueFrom } from 'xstate'
import { VoteView } from '../../src/features/vote/vote-view'
import { photoVoteMachine } from '../../src/machines/photo-vote/photo-vote.machine'
import { photoVoteMachineWith, voteResponse } from '../../src/machines/photo-vote/photo-vote.test-support'
import type { CastVoteInput, PhotoVoteContext } from '../../src/machines/photo-vote/photo-vote.types'
import { makeCard, makePhoto } from '../../src/machines/profile/profile.test-support'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './photo-vote.stories'
import { wait, withStoryApp } from './profile.fixtures'

const meta = {
  title: 'Machines/Photo vote',
  parameters: { layout: 'padded', path: '/app/vote' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof photoVoteMachine>

const response = voteResponse(3, 2)
const base: PhotoVoteContext = {
  sex: '2',
  queue: [],
  history: [],
  pendingStars: null,
  voteFailure: null,
  loadFailed: false,
  lastVote: null,
}
const voting: PhotoVoteContext = { ...base, queue: response.profilesToVote, history: response.history }

function Frozen({ value, context }: { value: Value; context: PhotoVoteContext }) {
  return (
    <MachineStory machine={photoVoteMachine} state={{ value, context }}>
      {(actorRef) => <VoteView actorRef={actorRef} />}
    </MachineStory>
  )
}

const body = within(document.body)
const lastEvent = () => body.getByTestId('last-event')

export const Loading: Story = {
  render: () => <Frozen value="loading" context={base} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Voter pour des photos' }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...')
  },
}

export const VotingIdle: Story = {
  render: () => <Frozen value={{ voting: 'idle' }} context={voting} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('img', { name: 'Photo de Candidate1' })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Voir le profil de Candidate1' })).toHaveAttribute(
      'href',
      '/app/users/candidate1-30001',
    )
    const filter = canvas.getByRole('group', { name: 'Photos de' })
    await expect(within(filter).getByRole('button', { name: 'Femmes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const stars = canvas.getByRole('radiogroup', { name: 'Votre note pour Candidate1' })
    await expect(within(stars).getAllByRole('radio')).toHaveLength(5)
    await userEvent.click(within(stars).getByRole('radio', { name: '4 étoiles' }))
    await expect(lastEvent()).toHaveTextContent('"vote.rate"')
    await expect(lastEvent()).toHaveTextContent('"stars": 4')
    await userEvent.click(canvas.getByRole('button', { name: 'Passer' }))
    await expect(lastEvent()).toHaveTextContent('"vote.skip"')
    await userEvent.click(within(filter).getByRole('button', { name: 'Hommes' }))
    await expect(lastEvent()).toHaveTextContent('"sex.change"')
    const history = canvas.getByRole('region', { name: 'Mes derniers votes' })
    await expect(within(history).getByText('Votre note : 4/5')).toBeInTheDocument()
    await expect(within(history).getByRole('link', { name: 'Voted1' })).toBeInTheDocument()
  },
}

export const VotingIdleAfterVote: Story = {
  render: () => (
    <Frozen
      value={{ voting: 'idle' }}
      context={{ ...voting, lastVote: { nickname: 'Candidate0', stars: 4 } }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vote enregistré : 4 étoiles pour Candidate0.')).toBeInTheDocument()
  },
}

export const VotingIdleWithFailure: Story = {
  render: () => (
    <Frozen
      value={{ voting: 'idle' }}
      context={{
        ...voting,
        voteFailure: { code: 'server', message: 'Vous ne pouvez pas voter pour vos propres photos.' },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vous ne pouvez pas voter pour vos propres photos.',
    )
  },
}

/** A free member: the photo is blurred and leads to the premium offer. */
export const VotingIdleBlurred: Story = {
  parameters: { viewer: 'free' },
  render: () => (
    <Frozen
      value={{ voting: 'idle' }}
      context={{
        ...voting,
        queue: [makeCard(40001, { nickname: 'Floue', avatar: makePhoto(7, { visibility: 'blur' }) })],
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Photo floutée : devenez Premium pour la voir' }),
    ).toHaveAttribute('href', '/app/promotion')
  },
}

export const VotingSubmitting: Story = {
  render: () => <Frozen value={{ voting: 'submitting' }} context={{ ...voting, pendingStars: 3 }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '3 étoiles' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(canvas.getByText('Envoi de votre note…')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Passer' })).toBeDisabled()
  },
}

export const Empty: Story = {
  render: () => <Frozen value="empty" context={{ ...base, history: response.history }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Plus aucune photo à noter pour le moment./)).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Actualiser' }))
    await expect(lastEvent()).toHaveTextContent('"votes.reload"')
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={{ ...base, loadFailed: true }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les photos à noter.',
    )
    await expect(canvas.getByText("Vous n'avez encore voté pour aucune photo.")).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(lastEvent()).toHaveTextContent('"votes.reload"')
  },
}

const votes: CastVoteInput[] = []
const liveVote = photoVoteMachineWith({
  loadVotePhotos: async () => {
    await wait(100)
    return voteResponse(3, 1)
  },
  castVote: async (input) => {
    votes.push(input)
    await wait(100)
  },
})

/** Live: rate the first member 4 stars (the API doubles them), then skip the second. */
export const LiveVoting: Story = {
  render: () => (
    <MachineStory machine={liveVote} options={{ input: { sex: '2' } }}>
      {(actorRef) => <VoteView actorRef={actorRef} />}
    </MachineStory>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '4 étoiles' }))
    await expect(await canvas.findByText('Vote enregistré : 4 étoiles pour Candidate1.')).toBeInTheDocument()
    await expect(votes.at(-1)).toEqual({ userId: '30001', photoNum: '30001', stars: 4 })
    await expect(canvas.getByRole('img', { name: 'Photo de Candidate2' })).toBeInTheDocument()
    const history = canvas.getByRole('region', { name: 'Mes derniers votes' })
    await expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Candidate1')
    await expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Votre note : 4/5')
    await expect(canvas.getByRole('radio', { name: '4 étoiles' })).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(canvas.getByRole('button', { name: 'Passer' }))
    await expect(canvas.getByRole('img', { name: 'Photo de Candidate3' })).toBeInTheDocument()
  },
}

/**
 * Live, by keyboard: the arrows light stars without voting (a radio group selects as it moves),
 * Enter votes the focused star, and the focus goes to the next member's stars.
 */
export const LiveVotingByKeyboard: Story = {
  render: () => (
    <MachineStory machine={liveVote} options={{ input: { sex: '2' } }}>
      {(actorRef) => <VoteView actorRef={actorRef} />}
    </MachineStory>
  ),
  play: async ({ canvas, userEvent }) => {
    const before = votes.length
    const first = await canvas.findByRole('radio', { name: '1 étoile' })
    for (let i = 0; i < 20 && document.activeElement !== first; i++) await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}')
    const four = canvas.getByRole('radio', { name: '4 étoiles' })
    await waitFor(() => expect(four).toHaveFocus())
    await expect(four).toHaveAttribute('aria-checked', 'true')
    await expect(votes).toHaveLength(before)
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Vote enregistré : 4 étoiles pour Candidate1.')).toBeInTheDocument()
    await expect(votes.slice(before)).toEqual([{ userId: '30001', photoNum: '30001', stars: 4 }])
    const next = canvas.getByRole('radiogroup', { name: /Candidate2/ })
    await waitFor(() => expect(next).toContainElement(document.activeElement as HTMLElement))
  },
}

/** Every state of the photo-vote machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(photoVoteMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(photoVoteMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
