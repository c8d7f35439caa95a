/**
 * The notifications machine: the header's bell and panel, the toasts and the tab title, one frozen
 * story per state, then live stories where realtime messages arrive (the buttons above the header
 * stand in for the socket), with the state panel beside them.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Router, useLocation } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { StateValueFrom } from 'xstate'
import type { WireRealtimeMessage } from '../../src/api/wire/chat'
import { Button } from '../../src/components/ui/button'
import { AppToaster, createAppToaster } from '../../src/components/ui/toaster'
import { NotificationBell } from '../../src/features/notifications/notification-bell'
import { NotificationToasts } from '../../src/features/notifications/notification-toasts'
import { useUnreadTitle } from '../../src/features/notifications/use-unread-title'
import type { Notification, NotificationType } from '../../src/machines/notifications/notification-model'
import {
  type NotificationsActorRef,
  notificationsMachine,
} from '../../src/machines/notifications/notifications.machine'
import {
  JULIE,
  MARC,
  messageFrame,
  notificationsMachineWith,
  realtimeFrame,
  sampleNotifications,
  serverConversationOf,
  visitFrame,
} from '../../src/machines/notifications/notifications.test-support'
import type { NotificationsContext } from '../../src/machines/notifications/notifications.types'
import { MachineStory, stateStoryCoverage } from '../support/machine-story'

const USER_ID = '10001'
const BASE_TITLE = 'Recherche · Flirt'

function CurrentAddress() {
  const [location] = useLocation()
  return <p data-testid="current-url">Adresse : {location}</p>
}

let messageCounter = 0

/** Stands in for the socket: each button pushes one realtime message, as the socket machine would. */
function SimulatedSocket({ actorRef }: { actorRef: NotificationsActorRef }) {
  const push = (message: WireRealtimeMessage) => actorRef.send({ type: 'realtime.received', message })
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          messageCounter += 1
          push(messageFrame(`story-${messageCounter}`, `Salut ! Message n°${messageCounter}`))
        }}
      >
        Simuler un message
      </Button>
      <Button size="sm" variant="outline" onClick={() => push(visitFrame(MARC))}>
        Simuler une visite
      </Button>
      <Button size="sm" variant="outline" onClick={() => push(realtimeFrame('match', JULIE))}>
        Simuler un match
      </Button>
    </div>
  )
}

/** A header with the bell, the toasts on their own toaster, the tab title, on a memory URL. */
function Shell({ actorRef, live }: { actorRef: NotificationsActorRef; live: boolean }) {
  const [memory] = useState(() => memoryLocation({ path: '/app/search' }))
  const [toaster] = useState(() => createAppToaster({ smallScreen: false }))
  return (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      {live ? <SimulatedSocket actorRef={actorRef} /> : null}
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: 8 }}>
        <strong>Flirt</strong>
        <NotificationBell actorRef={actorRef} />
      </header>
      <CurrentAddress />
      <UnreadTitle actorRef={actorRef} />
      <NotificationToasts actorRef={actorRef} toaster={toaster} />
      <AppToaster toaster={toaster} />
    </Router>
  )
}

/** The shell once the socket has connected: the notifications read the server's count. */
function ConnectedShell({ actorRef }: { actorRef: NotificationsActorRef }) {
  useEffect(() => actorRef.send({ type: 'notifications.resync' }), [actorRef])
  return <Shell actorRef={actorRef} live />
}

function UnreadTitle({ actorRef }: { actorRef: NotificationsActorRef }) {
  useUnreadTitle(actorRef)
  const [title, setTitle] = useState('')
  // Shown on the page so the story can be read without looking at the tab.
  useEffect(() => {
    const observer = new MutationObserver(() => setTitle(document.title))
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    setTitle(document.title)
    return () => observer.disconnect()
  }, [])
  return <p data-testid="tab-title">Titre de l'onglet : {title}</p>
}

type NotificationsStateValue = StateValueFrom<typeof notificationsMachine>

const contextWith = (
  notifications: Notification[],
  mutedTypes: NotificationType[] = [],
): NotificationsContext => ({
  userId: USER_ID,
  notifications,
  mutedTypes,
  toastIds: [],
  toastedIds: [],
  removedIds: [],
  openChatWith: null,
  readUpTo: {},
})

const frozen = (value: NotificationsStateValue, context: () => NotificationsContext) => (
  <MachineStory machine={notificationsMachine} state={{ value, context: context() }}>
    {(actorRef) => <Shell actorRef={actorRef} live={false} />}
  </MachineStory>
)

const live = (stored: { notifications?: Notification[]; mutedTypes?: NotificationType[] } = {}) => {
  const machine = notificationsMachineWith(stored)
  return (
    <MachineStory machine={machine} options={{ input: { userId: USER_ID } }}>
      {(actorRef) => <Shell actorRef={actorRef} live />}
    </MachineStory>
  )
}

const meta = {
  title: 'Machines/Notifications',
  parameters: { layout: 'padded' },
  // Every story starts from the same page title, so the unread prefix is easy to check.
  beforeEach: () => {
    const previous = document.title
    document.title = BASE_TITLE
    return () => {
      document.title = previous
    }
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
const lastEvent = () => body.getByTestId('last-event')
/** The bell, once the notifications namespace has loaded (the first story waits for it). */
const bell = (name: string | RegExp) => body.findByRole('button', { name })

export const PanelClosed: Story = {
  render: () => frozen({ panel: 'closed', server: 'synced' }, () => contextWith(sampleNotifications())),
  play: async () => {
    const button = await bell('Notifications, 4 non lues')
    await expect(within(button).getByText('4')).toBeInTheDocument()
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe(`(4) ${BASE_TITLE}`))
    await userEvent.click(button)
    await waitFor(() => expect(lastEvent()).toHaveTextContent('"panel.open"'))
  },
}

export const PanelClosedNothingUnread: Story = {
  render: () =>
    frozen({ panel: 'closed', server: 'synced' }, () =>
      contextWith(sampleNotifications().map((n) => ({ ...n, read: true }))),
    ),
  play: async () => {
    const button = await bell('Notifications, aucune non lue')
    await expect(within(button).queryByTestId('notification-count')).not.toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe(BASE_TITLE))
  },
}

export const PanelOpen: Story = {
  render: () =>
    frozen({ panel: { open: 'list' }, server: 'synced' }, () => contextWith(sampleNotifications())),
  play: async () => {
    const panel = await body.findByRole('dialog', { name: 'Notifications' })
    const items = within(within(panel).getByRole('list', { name: 'Dernières notifications' })).getAllByRole(
      'listitem',
    )
    await expect(items).toHaveLength(6)
    await expect(items[0]).toHaveTextContent('Nouveau message de Julie_75')
    await expect(items[0]).toHaveTextContent('Salut ! Tu es dispo ce soir ?')
    await expect(items[0]).toHaveTextContent("À l'instant")
    await expect(items[0]).toHaveTextContent('Non lue')
    await expect(items[1]).toHaveTextContent('Marc Élan a visité votre profil')
    await expect(items[1]).toHaveTextContent('Il y a 12 min')
    await expect(items[2]).toHaveTextContent('Marc Élan a voté pour votre photo')
    await expect(items[3]).toHaveTextContent('Julie_75 vous a ajouté à ses favoris')
    await expect(items[4]).toHaveTextContent("C'est un match avec Julie_75 !")
    await expect(items[4]).not.toHaveTextContent('Non lue')
    await expect(items[5]).toHaveTextContent('Marc Élan vous a donné accès à son album privé')
    await expect(items[5]).toHaveTextContent('Il y a 3 jours')
  },
}

export const PanelOpenList: Story = {
  render: () =>
    frozen({ panel: { open: 'list' }, server: 'synced' }, () => contextWith(sampleNotifications())),
  play: async () => {
    const panel = await body.findByRole('dialog', { name: 'Notifications' })
    await userEvent.click(within(panel).getByRole('button', { name: 'Tout marquer comme lu' }))
    await waitFor(() => expect(lastEvent()).toHaveTextContent('"notifications.markAllRead"'))
    // Choosing a notification tells the machine and goes to its link (the frozen machine stays open).
    await userEvent.click(within(panel).getByRole('button', { name: /Nouvelle visite/ }))
    await waitFor(() => expect(lastEvent()).toHaveTextContent('"notification.open"'))
    await expect(lastEvent()).toHaveTextContent('"visit-10077-1"')
    await expect(body.getByTestId('current-url')).toHaveTextContent('Adresse : /app/users/marc-elan-10077')
    const [dismissFirst] = within(panel).getAllByRole('button', {
      name: 'Retirer la notification de Julie_75',
    })
    await userEvent.click(dismissFirst!)
    await waitFor(() => expect(lastEvent()).toHaveTextContent('"notification.dismiss"'))
  },
}

export const PanelOpenEmpty: Story = {
  render: () => frozen({ panel: { open: 'list' }, server: 'synced' }, () => contextWith([])),
  play: async () => {
    const panel = await body.findByRole('dialog', { name: 'Notifications' })
    await expect(within(panel).getByText('Aucune notification')).toBeInTheDocument()
    await expect(within(panel).getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled()
  },
}

export const PanelOpenSettings: Story = {
  render: () =>
    frozen({ panel: { open: 'settings' }, server: 'synced' }, () =>
      contextWith(sampleNotifications(), ['visit']),
    ),
  play: async () => {
    const panel = await body.findByRole('dialog', { name: 'Notifications' })
    const group = within(panel).getByRole('group', { name: "Alertes à l'écran" })
    await expect(within(group).getByRole('switch', { name: 'Visites' })).not.toBeChecked()
    await expect(within(group).getByRole('switch', { name: 'Messages et albums' })).toBeChecked()
    await expect(within(group).getByRole('switch', { name: 'Votes' })).toBeChecked()
    await userEvent.click(within(group).getByText('Votes'))
    await waitFor(() => expect(lastEvent()).toHaveTextContent('"preferences.mute"'))
    await expect(lastEvent()).toHaveTextContent('"notificationType": "vote"')
    await expect(lastEvent()).toHaveTextContent('"muted": true')
    await userEvent.click(within(panel).getByRole('button', { name: 'Retour aux notifications' }))
    await waitFor(() => expect(lastEvent()).toHaveTextContent('"panel.showList"'))
  },
}

/** A message arrives: a toast shows it, the bell counts it, the tab title too; 'Voir' opens the chat. */
export const LiveMessageArrives: Story = {
  render: () => live(),
  play: async ({ canvas }) => {
    await expect(await bell('Notifications, aucune non lue')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Simuler un message' }))
    const toast = await body.findByRole('status')
    await expect(toast).toHaveTextContent('Nouveau message de Julie_75')
    await expect(toast).toHaveTextContent(/Salut ! Message n°\d+/)
    await expect(within(toast).getByRole('img', { name: 'Julie_75' })).toBeInTheDocument()
    await expect(await bell('Notifications, 1 non lue')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe(`(1) ${BASE_TITLE}`))

    await userEvent.click(canvas.getByRole('button', { name: 'Simuler un message' }))
    await waitFor(() => expect(body.getAllByRole('status')).toHaveLength(2))
    await expect(await bell('Notifications, 2 non lues')).toBeInTheDocument()

    // 'Voir' opens Julie's conversation: both her messages are read there, both toasts come down.
    await userEvent.click(within(toast).getByRole('button', { name: 'Voir' }))
    await expect(body.getByTestId('current-url')).toHaveTextContent('Adresse : /app/chat/julie-75-10042')
    await expect(await bell('Notifications, aucune non lue')).toBeInTheDocument()
    await waitFor(() => expect(body.queryAllByRole('status')).toHaveLength(0))
    await waitFor(() => expect(document.title).toBe(BASE_TITLE))
  },
}

/** Opening a notification from the list marks it read, closes the list and goes to its link. */
export const LiveOpenFromList: Story = {
  render: () => live({ notifications: sampleNotifications() }),
  play: async () => {
    await userEvent.click(await bell('Notifications, 4 non lues'))
    const panel = await body.findByRole('dialog', { name: 'Notifications' })
    await userEvent.click(within(panel).getByRole('button', { name: /Nouvelle visite/ }))
    await expect(body.getByTestId('current-url')).toHaveTextContent('Adresse : /app/users/marc-elan-10077')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(await bell('Notifications, 3 non lues')).toBeInTheDocument()

    await userEvent.click(await bell('Notifications, 3 non lues'))
    const again = await body.findByRole('dialog', { name: 'Notifications' })
    const visit = within(again)
      .getByRole('button', { name: /Nouvelle visite/ })
      .closest('li')
    await expect(visit).not.toHaveTextContent('Non lue')
    await userEvent.click(within(again).getByRole('button', { name: 'Tout marquer comme lu' }))
    await expect(await bell('Notifications, aucune non lue')).toBeInTheDocument()
    await expect(within(again).queryByText('Non lue')).not.toBeInTheDocument()
  },
}

/** A muted type is listed and counted, but pops no toast; other types still do. */
export const LiveMuteType: Story = {
  render: () => live(),
  play: async ({ canvas }) => {
    await userEvent.click(await bell('Notifications, aucune non lue'))
    const panel = await body.findByRole('dialog', { name: 'Notifications' })
    await userEvent.click(within(panel).getByRole('button', { name: 'Réglages des notifications' }))
    const visits = await within(panel).findByRole('switch', { name: 'Visites' })
    await expect(visits).toBeChecked()
    await userEvent.click(within(panel).getByText('Visites'))
    await waitFor(() => expect(visits).not.toBeChecked())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())

    await userEvent.click(canvas.getByRole('button', { name: 'Simuler une visite' }))
    await expect(await bell('Notifications, 1 non lue')).toBeInTheDocument()
    // Give a toast every chance to appear before saying there is none.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(body.queryByRole('status')).not.toBeInTheDocument()

    await userEvent.click(canvas.getByRole('button', { name: 'Simuler un match' }))
    const toast = await body.findByRole('status')
    await expect(toast).toHaveTextContent("C'est un match avec Julie_75 !")
    await expect(await bell('Notifications, 2 non lues')).toBeInTheDocument()
  },
}

/** No socket has connected yet: the server's count waits for the first connection. */
export const ServerWaiting: Story = {
  render: () => frozen({ panel: 'closed', server: 'waiting' }, () => contextWith(sampleNotifications())),
  play: async () => {
    await expect(await bell('Notifications, 4 non lues')).toBeInTheDocument()
    await expect(body.getByTestId('state-value')).toHaveTextContent('"server": "waiting"')
  },
}

/** The server's count is on its way (at start, or after a resync): the list and count are the frames'. */
export const ServerReading: Story = {
  render: () => frozen({ panel: 'closed', server: 'reading' }, () => contextWith(sampleNotifications())),
  play: async () => {
    await expect(await bell('Notifications, 4 non lues')).toBeInTheDocument()
    await expect(body.getByTestId('state-value')).toHaveTextContent('"server": "reading"')
  },
}

/** The server's count is reconciled with the frames: the list and count stand as they are. */
export const ServerSynced: Story = {
  render: () => frozen({ panel: 'closed', server: 'synced' }, () => contextWith(sampleNotifications())),
  play: async () => {
    await expect(await bell('Notifications, 4 non lues')).toBeInTheDocument()
    await expect(body.getByTestId('state-value')).toHaveTextContent('"server": "synced"')
  },
}

/** The server could not be read: the frames still count, and it is read again later. */
export const ServerFailed: Story = {
  render: () => frozen({ panel: 'closed', server: 'failed' }, () => contextWith(sampleNotifications())),
  play: async () => {
    await expect(await bell('Notifications, 4 non lues')).toBeInTheDocument()
    await expect(body.getByTestId('state-value')).toHaveTextContent('"server": "failed"')
  },
}

/**
 * Julie wrote three messages while no socket was up: the server counts them, the app heard none. Her
 * last one is listed from the server's word and stands for the two before it: 3 unread.
 */
export const LiveUnheardFromServer: Story = {
  render: () => {
    const machine = notificationsMachineWith({}, undefined, [serverConversationOf(981, 3)])
    return (
      <MachineStory machine={machine} options={{ input: { userId: USER_ID } }}>
        {(actorRef) => <ConnectedShell actorRef={actorRef} />}
      </MachineStory>
    )
  },
  play: async () => {
    await userEvent.click(await bell('Notifications, 3 non lues'))
    const panel = await body.findByRole('dialog', { name: 'Notifications' })
    const [item] = within(panel).getAllByRole('listitem')
    await expect(item).toHaveTextContent('Nouveau message de Julie_75')
    await expect(item).toHaveTextContent('Tu es là ?')
    await expect(item).toHaveTextContent('et 2 autres messages non lus')
    await waitFor(() => expect(document.title).toBe(`(3) ${BASE_TITLE}`))
    // Heard from the server, not as they came: no toast.
    await expect(body.queryByRole('status')).not.toBeInTheDocument()
    await userEvent.click(within(panel).getByRole('button', { name: /Nouveau message de Julie_75/ }))
    await expect(await bell('Notifications, aucune non lue')).toBeInTheDocument()
  },
}

export const Coverage: Story = {
  render: () => {
    // The frozen stories above, by name (a module cannot import itself under the story test runner).
    const { missing } = stateStoryCoverage(notificationsMachine, [
      'PanelClosed',
      'PanelClosedNothingUnread',
      'PanelOpen',
      'PanelOpenList',
      'PanelOpenEmpty',
      'PanelOpenSettings',
      'ServerWaiting',
      'ServerReading',
      'ServerSynced',
      'ServerFailed',
    ])
    return <p>Sans story : {missing.length ? missing.join(', ') : 'aucun'}</p>
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sans story : aucun')).toBeInTheDocument()
  },
}
