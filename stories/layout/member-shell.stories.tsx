/**
 * The members' shell (issue 14): the phones' top bar and tab bar, the wide header row, and each state
 * of its shared UI store (src/stores/shell.ts): the member menu closed and open, the unread messages
 * on the Messages tab, a sub-page's back arrow. The conversation's sheet is in UI/Sheet.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createActor } from 'xstate'
import { MemberHeader } from '../../src/features/layout/member-header'
import { SessionRefProvider } from '../../src/features/session/session-context'
import { sessionMachine } from '../../src/machines/session/session.machine'
import { makeUser } from '../../src/machines/session/session.test-support'
import { resetShell, setMemberMenuOpen, setUnread } from '../../src/stores/shell'

// Never started: restoring the snapshot runs nothing; the header only reads that a member is in.
const member = createActor(sessionMachine, {
  snapshot: sessionMachine.resolveState({
    value: { member: 'idle' },
    context: {
      login: { user_id: '10001', session_id: 'abc' },
      user: makeUser(),
      nickname: 'Juliette75',
      error: null,
      failedLookups: 0,
      closingSessionId: null,
    },
  }),
} as never)

interface ShellStoryProps {
  path: string
  title: string
  menuOpen?: boolean
  unreadMessages?: number
}

function MemberShell({ path, title, menuOpen = false, unreadMessages = 0 }: ShellStoryProps) {
  // The store is shared by every story: each sets the state it shows, and leaves it clean.
  useEffect(() => {
    setUnread({ notifications: unreadMessages, messages: unreadMessages })
    setMemberMenuOpen(menuOpen)
    return resetShell
  }, [menuOpen, unreadMessages])
  const { hook } = memoryLocation({ path })
  return (
    <Router hook={hook}>
      <SessionRefProvider actorRef={member}>
        <MemberHeader title={title} />
        <main style={{ padding: 16, minHeight: 300 }}>
          <h1>{title}</h1>
        </main>
      </SessionRefProvider>
    </Router>
  )
}

const meta = {
  title: 'Layout/Member shell',
  component: MemberShell,
  args: { path: '/app/search', title: 'Recherche' },
} satisfies Meta<typeof MemberShell>

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)

/** A phone: the top bar (logo, title, menu) and the five tabs, the current one marked. */
export const PhoneMenuClosed: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Navigation principale' })
    await expect(within(tabs).getByRole('link', { name: 'Recherche' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('button', { name: 'Menu du compte' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}

/** The member menu open: the account's pages, the language, the colour mode, logout. */
export const MenuOpen: Story = {
  args: { menuOpen: true },
  play: async () => {
    const menu = await body.findByRole('menu')
    await expect(within(menu).getByRole('menuitem', { name: 'Mes photos' })).toBeInTheDocument()
    await expect(within(menu).getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(within(menu).getByRole('menuitem', { name: 'Déconnexion' })).toBeInTheDocument()
  },
}

/** Unread messages: a count on the Messages tab, said in words to screen readers. */
export const UnreadMessages: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { unreadMessages: 3 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('tab-unread')).toHaveTextContent('3'))
    await expect(canvas.getByRole('link', { name: /Messages 3 messages non lus/ })).toBeInTheDocument()
  },
}

/** A page under a tab: a back arrow in place of the logo on phones. */
export const SubPage: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { path: '/app/account/photos', title: 'Mes photos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retour' })).toBeInTheDocument()
    const tabs = canvas.getByRole('navigation', { name: 'Navigation principale' })
    await expect(within(tabs).getByRole('link', { name: 'Compte' })).toHaveAttribute('aria-current', 'page')
  },
}
