/**
 * The 'Membres en ligne' carousel: every state over the real carousel, frozen; then live with
 * stubbed members (it advances by itself, pauses on hover, on keyboard focus and with its button).
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { StateValueFrom } from 'xstate'
import { OnlineMembersCarousel } from '../../src/features/online-members/online-members-carousel'
import { onlineMembersMachine } from '../../src/machines/online-members/online-members.machine'
import {
  onlineMembersMachineWith,
  sampleOnlineMembers,
} from '../../src/machines/online-members/online-members.test-support'
import type { OnlineMembersContext } from '../../src/machines/online-members/online-members.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './online-members.stories'

const meta = {
  title: 'Machines/Online members',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
const MEMBERS = sampleOnlineMembers(24)
const base: OnlineMembersContext = {
  limit: 24,
  members: [],
  position: 0,
  hovered: false,
  focused: false,
  userPaused: false,
  error: null,
}
const ready: OnlineMembersContext = { ...base, members: MEMBERS, position: 24 }

type Value = StateValueFrom<typeof onlineMembersMachine>

function Frozen({ value, context }: { value: Value; context: OnlineMembersContext }) {
  return (
    <MachineStory machine={onlineMembersMachine} state={{ value, context }}>
      {(actorRef) => <OnlineMembersCarousel actorRef={actorRef} />}
    </MachineStory>
  )
}

const carousel = async () => within(await body.findByRole('region', { name: 'Membres en ligne' }))
/** The real slides (the copies either side are hidden from assistive technology). */
const slides = async () => (await carousel()).getAllByRole('group')
const track = () => document.querySelector<HTMLElement>('[id$="-slides"] > div')!

// ---- One story per state (frozen) ----

export const Loading: Story = {
  render: () => <Frozen value="loading" context={base} />,
  play: async () => {
    const region = await carousel()
    await expect(region.getByRole('status')).toHaveTextContent('Chargement...')
    await expect(region.queryByRole('button')).toBeNull()
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={{ ...base, error: 'loadFailed' }} />,
  play: async ({ userEvent }) => {
    const region = await carousel()
    await expect(region.getByText("Impossible d'afficher les membres en ligne.")).toBeInTheDocument()
    await userEvent.click(region.getByRole('button', { name: 'Réessayer' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('members.retry')
  },
}

export const Empty: Story = {
  render: () => <Frozen value="empty" context={base} />,
  play: async () => {
    await expect((await carousel()).getByText('Aucun membre en ligne pour le moment.')).toBeInTheDocument()
  },
}

export const Still: Story = {
  render: () => <Frozen value="still" context={{ ...base, members: sampleOnlineMembers(5), position: 5 }} />,
  play: async () => {
    const region = await carousel()
    await expect(region.getAllByRole('group')).toHaveLength(5)
    await expect(region.queryByRole('button', { name: 'Mettre en pause le défilement' })).toBeNull()
  },
}

export const RotatingPlaying: Story = {
  render: () => <Frozen value={{ rotating: 'playing' }} context={ready} />,
  play: async () => {
    const region = await carousel()
    const groups = await slides()
    // 24 members, each "n sur 24", each a link to the profile with nickname, age with 'ans', location.
    await expect(groups).toHaveLength(24)
    await expect(groups[0]).toHaveAccessibleName('1 sur 24')
    await expect(groups[0]).toHaveAttribute('aria-roledescription', 'membre')
    const link = within(groups[0]!).getByRole('link')
    await expect(link).toHaveAttribute('href', '/app/users/sophie-33-20000')
    await expect(link).toHaveTextContent('Sophie_33')
    await expect(link).toHaveTextContent('24 ans')
    await expect(link).toHaveTextContent('Bordeaux (33)')
    await expect(body.getByRole('region', { name: 'Membres en ligne' })).toHaveAttribute(
      'aria-roledescription',
      'carrousel',
    )
    await expect(region.getByRole('button', { name: 'Mettre en pause le défilement' })).toBeInTheDocument()
    // Turning by itself: screen readers are not interrupted.
    await expect(document.querySelector('[id$="-slides"]')).toHaveAttribute('aria-live', 'off')
  },
}

export const RotatingSliding: Story = {
  render: () => <Frozen value={{ rotating: 'sliding' }} context={{ ...ready, position: 25 }} />,
  play: async () => {
    await carousel()
    // 25 slides of 9.25rem each (8.5rem and the gap) to the left: 231.25rem.
    await expect(track().style.getPropertyValue('--slide-offset')).toBe('-25')
    await expect(getComputedStyle(track()).transform).toBe(
      `matrix(1, 0, 0, 1, ${-231.25 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize)}, 0)`,
    )
    await expect(getComputedStyle(track()).transitionDuration).toBe('1s')
  },
}

export const RotatingPaused: Story = {
  render: () => <Frozen value={{ rotating: 'paused' }} context={{ ...ready, userPaused: true }} />,
  play: async ({ userEvent }) => {
    const region = await carousel()
    const play = region.getByRole('button', { name: 'Reprendre le défilement' })
    await expect(document.querySelector('[id$="-slides"]')).toHaveAttribute('aria-live', 'polite')
    await expect(getComputedStyle(track()).transitionDuration).toBe('0s')
    await userEvent.click(play)
    await expect(body.getByTestId('last-event')).toHaveTextContent('rotation.toggle')
  },
}

// ---- Live, with stubbed members ----

const stubbed = onlineMembersMachineWith({
  fetchOnlineMembers: async ({ limit }) => {
    await new Promise((resolve) => setTimeout(resolve, 50))
    return sampleOnlineMembers(limit)
  },
})

function Live() {
  return (
    <MachineStory machine={stubbed} options={{ input: {} }}>
      {(actorRef) => <OnlineMembersCarousel actorRef={actorRef} />}
    </MachineStory>
  )
}

const positionOf = () => JSON.parse(body.getByTestId('state-context').textContent ?? '{}').position as number

export const LiveAdvancesByItself: Story = {
  render: () => <Live />,
  play: async () => {
    await carousel()
    await waitFor(() => expect(positionOf()).toBe(24))
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"sliding"'), {
      timeout: 3500,
    })
    await waitFor(() => expect(positionOf()).toBe(25))
  },
}

export const LiveHoverPauses: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    const region = await carousel()
    await waitFor(() => expect(region.getAllByRole('group')).toHaveLength(24))
    const viewport = document.querySelector<HTMLElement>('[id$="-slides"]')!
    await userEvent.hover(viewport)
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"paused"'))
    await expect(viewport).toHaveAttribute('aria-live', 'polite')
    await userEvent.unhover(viewport)
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"playing"'))
  },
}

export const LiveKeyboardFocusPausesAndShows: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    const region = await carousel()
    await waitFor(() => expect(region.getAllByRole('group')).toHaveLength(24))
    region.getByRole('button', { name: 'Membre suivant' }).focus()
    await userEvent.tab()
    const first = within(region.getAllByRole('group')[0]!).getByRole('link')
    await expect(first).toHaveFocus()
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"paused"'))
    await userEvent.tab()
    await userEvent.tab()
    // The member focus reached is brought to the front: the third is first in the row.
    await waitFor(() => expect(positionOf()).toBe(26))
    await userEvent.tab({ shift: true })
    await userEvent.tab({ shift: true })
    await userEvent.tab({ shift: true })
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"playing"'))
  },
}

export const LivePauseButton: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    const region = await carousel()
    await userEvent.click(await region.findByRole('button', { name: 'Mettre en pause le défilement' }))
    await expect(region.getByRole('button', { name: 'Reprendre le défilement' })).toHaveFocus()
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"paused"'))
    await userEvent.click(region.getByRole('button', { name: 'Membre suivant' }))
    await waitFor(() => expect(positionOf()).toBe(25))
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"paused"'))
  },
}

/** Every state of the online-members machine has a story above. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(onlineMembersMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(onlineMembersMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
