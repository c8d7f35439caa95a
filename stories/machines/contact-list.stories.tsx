/**
 * The chat's lists (/app/chat): every state over the real view (frozen), then live with stubbed
 * calls, switching tabs with the keyboard.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { fromPromise, type StateValueFrom } from 'xstate'
import type { ConversationContact } from '../../src/api/models/chat'
import { ChatListView } from '../../src/features/chat/chat-list-view'
import { contactListMachine } from '../../src/machines/contact-list/contact-list.machine'
import type {
  ContactListContext,
  LoadContactsInput,
} from '../../src/machines/contact-list/contact-list.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './contact-list.stories'
import { ME, STORY_CONVERSATIONS, STORY_LISTS } from './conversation.fixtures'

const meta = {
  title: 'Machines/Contact list',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof contactListMachine>

const base: ContactListContext = { filter: 1, contacts: [], failure: null, stale: false }
const body = within(document.body)

function Frozen({
  value,
  context,
  currentContactId,
}: {
  value: Value
  context: ContactListContext
  currentContactId?: string
}) {
  return (
    <MachineStory machine={contactListMachine} state={{ value, context }}>
      {(actorRef) => (
        <ChatListView
          actorRef={actorRef}
          memberId={ME}
          currentContactId={currentContactId}
          onNavigate={() => {}}
        />
      )}
    </MachineStory>
  )
}

export const Loading: Story = {
  render: () => <Frozen value="loading" context={base} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Chargement...')
    await expect(canvas.getByRole('tab', { name: 'Conversations' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const ReadyIdle: Story = {
  render: () => <Frozen value={{ ready: 'idle' }} context={{ ...base, contacts: STORY_CONVERSATIONS }} />,
  play: async ({ canvas, userEvent }) => {
    const items = await canvas.findAllByRole('listitem')
    await expect(items).toHaveLength(3)
    const first = within(items[0]!)
    await expect(first.getByRole('link', { name: /Sophie_Lyon/ })).toHaveAttribute(
      'href',
      '/app/chat/sophie-lyon-20001',
    )
    await expect(first.getByRole('img', { name: '3 messages non lus' })).toHaveTextContent('3')
    await expect(first.getByText(/On se voit samedi/)).toBeInTheDocument()
    await expect(within(items[1]!).getByText('Vous :')).toBeInTheDocument()
    // The blurred avatar leads to the premium offer (spec section 6).
    await expect(
      within(items[2]!).getByRole('link', { name: /Photo floutée de Lea-Nantes/ }),
    ).toHaveAttribute('href', '/app/promotion')
    await expect(within(items[2]!).getByText('02/11/2026')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('tab', { name: 'Liste noire' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"filter": 2')
  },
}

/** From 1024 px the list stands beside the open conversation: that conversation's row is the current page. */
export const ReadyIdleBesideOpenConversation: Story = {
  render: () => (
    <Frozen
      value={{ ready: 'idle' }}
      context={{ ...base, contacts: STORY_CONVERSATIONS }}
      currentContactId={STORY_CONVERSATIONS[1]!.id}
    />
  ),
  play: async ({ canvas }) => {
    const items = await canvas.findAllByRole('listitem')
    const current = items.map((item) => item.querySelector('a[aria-current="page"]') !== null)
    await expect(current).toEqual([false, true, false])
    await expect(within(items[1]!).getByRole('link', { name: /Camille33/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const ReadyIdleEmptyBlacklist: Story = {
  render: () => <Frozen value={{ ready: 'idle' }} context={{ ...base, filter: 2 }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Votre liste noire est vide.')).toBeInTheDocument()
    await expect(canvas.getByRole('tab', { name: 'Liste noire' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const ReadyIdleEmptyConversations: Story = {
  render: () => <Frozen value={{ ready: 'idle' }} context={base} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aucune conversation pour le moment.')).toBeInTheDocument()
  },
}

export const ReadyRefreshing: Story = {
  render: () => (
    <Frozen value={{ ready: 'refreshing' }} context={{ ...base, filter: 3, contacts: STORY_LISTS[3] }} />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('tab', { name: 'Amis' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const ReadyIdleRefreshFailed: Story = {
  render: () => (
    <Frozen
      value={{ ready: 'idle' }}
      context={{ ...base, contacts: STORY_CONVERSATIONS, failure: { code: 'offline' } }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent("La liste n'a pas pu être mise à jour")
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={{ ...base, failure: { code: 'failed' } }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de charger la liste.')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"contacts.retry"')
  },
}

const stubbed = contactListMachine.provide({
  actors: {
    loadContacts: fromPromise<ConversationContact[], LoadContactsInput>(async ({ input }) => {
      await new Promise((resolve) => setTimeout(resolve, 120))
      return STORY_LISTS[input.filter]
    }),
  },
})

/** Arrow keys move between the tabs; each shows its list. */
export const Live: Story = {
  render: () => (
    <MachineStory machine={stubbed} options={{ input: {} }}>
      {(actorRef) => <ChatListView actorRef={actorRef} memberId={ME} onNavigate={() => {}} />}
    </MachineStory>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(3)
    canvas.getByRole('tab', { name: 'Conversations' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Liste noire' })).toHaveFocus()
    await expect(await canvas.findByRole('link', { name: 'Indesirable' })).toBeInTheDocument()
    await userEvent.keyboard('{End}')
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Amis' })).toHaveAttribute('aria-selected', 'true'),
    )
    await expect(await canvas.findByRole('link', { name: /Sophie_Lyon/ })).toBeInTheDocument()
  },
}

/** Every state of the contact lists has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(contactListMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(contactListMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
