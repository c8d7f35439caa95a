/**
 * A conversation (/app/chat/{chatSlug}): every state of every region over the real panel (frozen),
 * then live with stubbed calls: sending, a failed send kept with its text and retried once, live
 * messages with the "new messages" marker, and a 10,000-message history.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { type AnyActorRef, createActor, fromPromise, type StateValueFrom } from 'xstate'
import { leaveEarlyHistory } from '../../src/api/early-history-handover'
import { ApiError } from '../../src/api/errors'
import type { Photo } from '../../src/api/models/photo'
import { ConversationPanel } from '../../src/features/chat/conversation-panel'
import { ConversationSide } from '../../src/features/chat/conversation-side'
import { HistoryWhileLoading } from '../../src/features/chat/history-while-loading'
import { SelectPhotoDialog } from '../../src/features/chat/select-photo-dialog'
import {
  type AlbumSharingActorRef,
  albumSharingMachine,
} from '../../src/machines/album-sharing/album-sharing.machine'
import type { ConversationActorRef } from '../../src/machines/conversation/conversation.machine'
import { conversationMachine } from '../../src/machines/conversation/conversation.machine'
import { selectContact } from '../../src/machines/conversation/conversation.selectors'
import { messageFrame } from '../../src/machines/conversation/conversation.test-support'
import type {
  ChatMessage,
  ConversationContext,
  ListChange,
  LoadConversationInput,
  LoadedConversation,
  SendMessageInput,
  SentMessageOutput,
} from '../../src/machines/conversation/conversation.types'
import { favoriteToggleMachine } from '../../src/machines/favorite-toggle/favorite-toggle.machine'
import { MachineStory, snapshotOf, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import {
  CONTACT,
  conversationContext,
  longHistory,
  ME,
  OWN_STORY_PHOTOS,
  ownMessage,
  STORY_DETAILS,
  STORY_HISTORY,
} from './conversation.fixtures'
import * as stories from './conversation.stories'

const meta = {
  title: 'Machines/Conversation',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof conversationMachine>

const body = within(document.body)
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const READY = { history: { ready: 'idle' }, outbox: 'idle', lists: 'idle', photoPicker: 'idle' } as const
const at = (overrides: Partial<Record<keyof typeof READY, unknown>>) => ({ ...READY, ...overrides }) as Value

/** The favorite toggle answers at once (no network in stories). */
const favoriteLogic = favoriteToggleMachine.provide({
  actors: { syncFavorite: fromPromise<void, { action: 'add' | 'del'; memberId: string }>(async () => {}) },
})

/** A frozen album: locked, the contact's two private photos. */
function useFrozenAlbum() {
  const [actor] = useState(() =>
    createActor(albumSharingMachine, {
      input: { contactId: CONTACT },
      snapshot: snapshotOf(albumSharingMachine, {
        value: { theirAlbum: { locked: 'idle' }, myAlbum: 'idle' },
        context: {
          contactId: CONTACT,
          photos: [OWN_STORY_PHOTOS[0]!, OWN_STORY_PHOTOS[1]!].map((p) => ({
            ...p,
            visibility: 'locked' as const,
          })),
          knownPhotos: null,
          stale: false,
          theirFailure: null,
          myFailure: null,
          lastAnswer: null,
          unsureActions: [],
        },
      }),
    }),
  )
  return actor
}

/** The side column as the app's page gives it: the contact's actions and album. */
function Side({ actorRef, album }: { actorRef: ConversationActorRef; album: AlbumSharingActorRef }) {
  const nickname = useSelector(actorRef, selectContact)?.nickname || 'sophie-lyon'
  return (
    <ConversationSide
      actorRef={actorRef}
      albumActorRef={album}
      contactNickname={nickname}
      nickname={nickname}
      isPremium
      isFavorite={false}
      onNavigate={() => {}}
      onPickPhoto={() => {}}
      onShareAlbum={() => {}}
      favoriteLogic={favoriteLogic}
    />
  )
}

/**
 * The newest messages the page's first script drew before the app ran (issue 38), left for the app as
 * the script leaves them, for as long as the story is open.
 */
function useEarlyHistory(messages: ChatMessage[] | undefined) {
  useState(() => {
    if (messages) leaveEarlyHistory({ contactId: CONTACT, memberId: ME, messages, alert: null })
  })
  useEffect(
    () => () => {
      globalThis.__EARLY_HISTORY__ = undefined
    },
    [],
  )
}

function Panel({
  actorRef,
  isPremium = true,
  withPhotoDialog = false,
  earlyMessages,
}: {
  actorRef: ConversationActorRef
  isPremium?: boolean
  withPhotoDialog?: boolean
  /** The app's page: what the first script drew stands in for the history while it is read. */
  earlyMessages?: ChatMessage[]
}) {
  useEarlyHistory(earlyMessages)
  const album = useFrozenAlbum()
  const [photoOpen, setPhotoOpen] = useState(withPhotoDialog)
  return (
    <>
      <ConversationPanel
        actorRef={actorRef}
        albumActorRef={album}
        contactNickname="sophie-lyon"
        isPremium={isPremium}
        isFavorite={false}
        onNavigate={() => {}}
        onPickPhoto={() => setPhotoOpen(true)}
        onShareAlbum={() => {}}
        favoriteLogic={favoriteLogic}
        side={<Side actorRef={actorRef} album={album} />}
        {...(earlyMessages
          ? {
              fillScreen: true,
              historyWhileLoading: <HistoryWhileLoading contactId={CONTACT} contactNickname="sophie-lyon" />,
            }
          : {})}
      />
      <SelectPhotoDialog
        open={photoOpen}
        onClose={() => setPhotoOpen(false)}
        actorRef={actorRef}
        contactNickname="Sophie_Lyon"
      />
    </>
  )
}

function Frozen({
  value,
  context,
  isPremium,
  withPhotoDialog,
  earlyMessages,
}: {
  value: Value
  context: ConversationContext
  isPremium?: boolean
  withPhotoDialog?: boolean
  earlyMessages?: ChatMessage[]
}) {
  return (
    <MachineStory machine={conversationMachine} state={{ value, context }}>
      {(actorRef) => (
        <Panel
          actorRef={actorRef}
          {...(isPremium === undefined ? {} : { isPremium })}
          {...(withPhotoDialog ? { withPhotoDialog } : {})}
          {...(earlyMessages ? { earlyMessages } : {})}
        />
      )}
    </MachineStory>
  )
}

export const HistoryLoading: Story = {
  render: () => (
    <Frozen
      value={at({ history: 'loading' })}
      context={conversationContext({ details: null, messages: [] })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chargement de la conversation...')).toHaveAttribute(
      'role',
      'status',
    )
    // The slug's nickname stands in until the conversation says the real one.
    await expect(canvas.getByRole('heading', { level: 2, name: 'sophie-lyon' })).toBeInTheDocument()
  },
}

/**
 * A conversation opened by its address: the newest messages, drawn by the page's first script before
 * the app ran (issue 38), stay where they are while the conversation is read, and the member can
 * already write.
 */
export const HistoryLoadingOverEarlyMessages: Story = {
  render: () => (
    <div style={{ height: '36rem', display: 'grid' }}>
      <Frozen
        value={at({ history: 'loading' })}
        context={conversationContext({ details: null, messages: [] })}
        earlyMessages={STORY_HISTORY.slice(-3)}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Chargement de la conversation...')).toHaveAttribute(
      'role',
      'status',
    )
    for (const message of STORY_HISTORY.slice(-3))
      if (message.text) await expect(canvas.getByText(message.text)).toBeInTheDocument()
    await expect(canvas.getByRole('textbox', { name: 'Votre message à sophie-lyon' })).toBeEnabled()
  },
}

export const HistoryReadyIdle: Story = {
  render: () => <Frozen value={READY} context={conversationContext()} />,
  play: async ({ canvas, userEvent }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Sophie_Lyon' })
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', '/app/users/sophie-lyon-20001')
    await expect(canvas.getByText('31 ans · Lyon (69)')).toBeInTheDocument()
    await expect(canvas.getByTestId('credits')).toHaveTextContent('42 crédits')
    const history = canvas.getByRole('region', { name: 'Messages avec Sophie_Lyon' })
    await expect(within(history).getByText('Depuis cinq ans. Et toi ?')).toBeInTheDocument()
    // The contact's photo is blurred until the member chooses to see it.
    await userEvent.click(within(history).getByRole('button', { name: 'Voir la photo' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"photo.reveal"')
    // The contact asked for the member's album: the owner answers from the chat.
    const bar = canvas.getByRole('region', { name: "Demande d'accès à votre album privé" })
    await expect(bar).toHaveTextContent('Sophie_Lyon souhaite voir votre album privé.')
    await expect(within(bar).getByRole('button', { name: 'Accepter' })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Signaler ce profil' })).toHaveAttribute(
      'href',
      '/app/users/sophie-lyon-20001?modal=report&modalId=20001',
    )
    await expect(
      canvas.getByRole('button', { name: 'Demander l’accès'.replace('’', "'") }),
    ).toBeInTheDocument()
  },
}

/** A free member: the blurred photo leads to the premium offer (spec section 6). */
export const HistoryReadyIdleFreeMember: Story = {
  render: () => (
    <Frozen value={READY} context={conversationContext({ isPremium: false })} isPremium={false} />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Devenir Premium pour voir la photo' }),
    ).toHaveAttribute('href', '/app/promotion')
  },
}

export const HistoryReadyIdleRevealed: Story = {
  render: () => <Frozen value={READY} context={conversationContext({ revealedPhotoIds: ['4'] })} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Photo envoyée par Sophie_Lyon' })).toBeVisible()
  },
}

export const HistoryReadyIdleEmpty: Story = {
  render: () => <Frozen value={READY} context={conversationContext({ messages: [] })} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Aucun message pour le moment. Dites bonjour à Sophie_Lyon !'),
    ).toBeInTheDocument()
  },
}

export const HistoryReadyResyncing: Story = {
  render: () => <Frozen value={at({ history: { ready: 'resyncing' } })} context={conversationContext()} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Depuis cinq ans. Et toi ?')).toBeInTheDocument()
  },
}

/** A live message just arrived: shown at once; the conversation is read again (marked read) shortly. */
export const HistoryReadySettling: Story = {
  render: () => (
    <Frozen
      value={at({ history: { ready: 'settling' } })}
      context={conversationContext({
        messages: [
          ...STORY_HISTORY,
          { ...STORY_HISTORY[0]!, id: 'live-1', text: 'Tu es là ?', date: '2026-11-21 10:40:00' },
        ],
      })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tu es là ?')).toBeInTheDocument()
  },
}

export const HistoryReadyIdleResyncFailed: Story = {
  render: () => <Frozen value={READY} context={conversationContext({ loadFailure: { code: 'offline' } })} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/La conversation n'a pas pu être mise à jour/)).toHaveAttribute(
      'role',
      'alert',
    )
  },
}

export const HistoryFailed: Story = {
  render: () => (
    <Frozen
      value={at({ history: 'failed' })}
      context={conversationContext({ details: null, messages: [], loadFailure: { code: 'failed' } })}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const alert = (await canvas.findAllByRole('alert'))[0]!
    await expect(alert).toHaveTextContent('Impossible de charger la conversation.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"conversation.retry"')
  },
}

/** A failed message keeps its text; Retry queues it again. The draft is kept too. */
export const OutboxIdle: Story = {
  render: () => (
    <Frozen
      value={READY}
      context={conversationContext({
        draft: 'Et sinon, tu fais quoi ce week-end ?',
        messages: [
          ...STORY_HISTORY,
          ownMessage('c1', 'Tu es libre samedi ?', 'failed', { failure: { code: 'failed' } }),
          ownMessage('c2', 'Plus de crédits ?', 'failed', {
            failure: {
              code: 'refused',
              message: 'Vous avez atteint la limite de messages gratuits du jour.',
            },
          }),
        ],
      })}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Tu es libre samedi ?')).toBeInTheDocument()
    await expect(
      canvas.getByText('Vous avez atteint la limite de messages gratuits du jour.'),
    ).toBeInTheDocument()
    await expect(canvas.getAllByText('Non envoyé')).toHaveLength(2)
    await expect(canvas.getByRole('textbox', { name: 'Votre message à Sophie_Lyon' })).toHaveValue(
      'Et sinon, tu fais quoi ce week-end ?',
    )
    await userEvent.click(canvas.getAllByRole('button', { name: 'Réessayer' })[0]!)
    await expect(body.getByTestId('last-event')).toHaveTextContent('"clientId": "c1"')
  },
}

export const OutboxSending: Story = {
  render: () => (
    <Frozen
      value={at({ outbox: 'sending' })}
      context={conversationContext({
        messages: [
          ...STORY_HISTORY,
          ownMessage('c3', 'J’arrive !', 'pending'),
          ownMessage('c4', 'Dans 5 minutes', 'pending'),
        ],
        outbox: ['c3', 'c4'],
      })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('Envoi…')).toHaveLength(2)
  },
}

/**
 * A message whose answer never came, sent again: the conversation is read first to look for it
 * (it may be stored); meanwhile it shows as on its way.
 */
export const OutboxChecking: Story = {
  render: () => (
    <Frozen
      value={at({ outbox: 'checking' })}
      context={conversationContext({
        messages: [
          ...STORY_HISTORY,
          ownMessage('c3', 'On se voit demain ?', 'pending', {
            attempt: { since: '2026-11-21 10:30:00', seenIds: [], checked: false },
          }),
        ],
        outbox: ['c3'],
      })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('On se voit demain ?')).toBeInTheDocument()
    await expect(canvas.getAllByText('Envoi…')).toHaveLength(1)
  },
}

/** Blacklisted: the composer says so and offers to unblock. */
export const ListsIdle: Story = {
  render: () => (
    <Frozen value={READY} context={conversationContext({ isBlacklisted: true, isContact: false })} />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Vous avez bloqué Sophie_Lyon/)).toBeInTheDocument()
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Ajouter aux contacts' })).toBeInTheDocument()
    await userEvent.click(canvas.getAllByRole('button', { name: 'Débloquer' })[0]!)
    await expect(body.getByTestId('last-event')).toHaveTextContent('"contact.unblacklist"')
  },
}

export const ListsIdleWithFailure: Story = {
  render: () => (
    <Frozen
      value={READY}
      context={conversationContext({ listFailure: { code: 'refused', message: 'Membre introuvable' } })}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Membre introuvable')).toHaveAttribute('role', 'alert')
  },
}

export const ListsBlacklisting: Story = {
  render: () => <Frozen value={at({ lists: 'blacklisting' })} context={conversationContext()} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Bloquer' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const ListsUnblacklisting: Story = {
  render: () => (
    <Frozen value={at({ lists: 'unblacklisting' })} context={conversationContext({ isBlacklisted: true })} />
  ),
  play: async ({ canvas }) => {
    const buttons = await canvas.findAllByRole('button', { name: 'Débloquer' })
    await expect(buttons.at(-1)).toHaveAttribute('aria-busy', 'true')
  },
}

export const ListsAddingContact: Story = {
  render: () => (
    <Frozen value={at({ lists: 'addingContact' })} context={conversationContext({ isContact: false })} />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Ajouter aux contacts' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const ListsRemovingContact: Story = {
  render: () => <Frozen value={at({ lists: 'removingContact' })} context={conversationContext()} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retirer des contacts' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const PhotoPickerIdle: Story = {
  render: () => <Frozen value={READY} context={conversationContext()} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Envoyer une photo' })).toBeInTheDocument()
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const PhotoPickerLoading: Story = {
  render: () => (
    <Frozen value={at({ photoPicker: 'loading' })} context={conversationContext()} withPhotoDialog />
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Envoyer une photo' })
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Chargement...')
  },
}

export const PhotoPickerReady: Story = {
  render: () => (
    <Frozen
      value={at({ photoPicker: 'ready' })}
      context={conversationContext({ ownPhotos: OWN_STORY_PHOTOS })}
      withPhotoDialog
    />
  ),
  play: async ({ userEvent }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Envoyer une photo' }))
    await expect(dialog.getAllByRole('button', { name: /^Envoyer la photo/ })).toHaveLength(3)
    await expect(dialog.getByText('Privée')).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer la photo 2 sur 3' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"photo.send"')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** Spec section 8: 'Aucune photo disponible' and how to add some. */
export const PhotoPickerReadyEmpty: Story = {
  render: () => (
    <Frozen value={at({ photoPicker: 'ready' })} context={conversationContext()} withPhotoDialog />
  ),
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Envoyer une photo' }))
    await expect(dialog.getByText('Aucune photo disponible')).toBeInTheDocument()
    await expect(
      dialog.getByText('Ajoutez des photos à votre profil pour pouvoir les partager.'),
    ).toBeInTheDocument()
    await expect(dialog.getByRole('link', { name: 'Ajouter des photos' })).toHaveAttribute(
      'href',
      '/app/account/photos',
    )
  },
}

export const PhotoPickerFailed: Story = {
  render: () => (
    <Frozen
      value={at({ photoPicker: 'failed' })}
      context={conversationContext({ photosFailure: { code: 'offline' } })}
      withPhotoDialog
    />
  ),
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Envoyer une photo' }))
    await expect(dialog.getByRole('alert')).toHaveTextContent('Pas de connexion.')
  },
}

/**
 * A server stand-in: the conversation at once; the first send fails, then every send goes through.
 * `firstAnswer` holds the first send's answer until it settles (at most 10 s): a story that checks
 * the message on its way then sees it whatever the machine's speed (150 ms was missed by a busy CI).
 */
function stubbedMachine(
  messages = STORY_HISTORY.map(({ clientId: _c, failure: _f, ...m }) => m),
  firstAnswer?: Promise<void>,
) {
  let sends = 0
  return conversationMachine.provide({
    actions: { restoreDraft: () => {}, storeDraft: () => {} },
    actors: {
      loadConversation: fromPromise<LoadedConversation, LoadConversationInput>(async () => {
        await wait(100)
        return { conversation: { ...STORY_DETAILS, messages }, isBlacklisted: false, isContact: true }
      }),
      sendChatMessage: fromPromise<SentMessageOutput, SendMessageInput>(async () => {
        await (sends === 0 && firstAnswer ? Promise.race([firstAnswer, wait(10_000)]) : wait(150))
        sends += 1
        if (sends === 1) throw new ApiError(500, 'Erreur interne du serveur', 'GET /ajax_api/send_message')
        return { id: `srv-${sends}`, date: null }
      }),
      loadOwnPhotos: fromPromise<Photo[], void>(async () => OWN_STORY_PHOTOS),
      changeList: fromPromise<void, { change: ListChange; contactId: string }>(async () => {
        await wait(100)
      }),
    },
  })
}

function LivePanel({
  machine,
  withIncoming = false,
}: {
  machine: typeof conversationMachine
  withIncoming?: boolean
}) {
  return (
    <MachineStory
      machine={machine}
      options={{ input: { memberId: ME, contactId: CONTACT, isPremium: true } }}
    >
      {(actorRef) => (
        <>
          {withIncoming ? <IncomingButton actorRef={actorRef} /> : null}
          <Panel actorRef={actorRef} />
        </>
      )}
    </MachineStory>
  )
}

/** QA's "a message arrives" button: the frame the socket would push. */
function IncomingButton({ actorRef }: { actorRef: AnyActorRef }) {
  const [n, setN] = useState(0)
  return (
    <button
      type="button"
      onClick={() => {
        setN(n + 1)
        actorRef.send({
          type: 'realtime.received',
          message: messageFrame(CONTACT, `Message en direct ${n + 1}`, `live-${n + 1}`),
        })
      }}
    >
      Simuler un message de Sophie
    </button>
  )
}

/** Lets the Live story's first send be answered (see `stubbedMachine`). */
let answerFirstSend: () => void = () => {}

function LiveWithFirstAnswerHeld() {
  const [machine] = useState(() =>
    stubbedMachine(
      undefined,
      new Promise<void>((resolve) => {
        answerFirstSend = resolve
      }),
    ),
  )
  return <LivePanel machine={machine} />
}

/** Type, send: pending, then failed with the text kept; Retry sends it once and it shows sent. */
export const Live: Story = {
  render: () => <LiveWithFirstAnswerHeld />,
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByRole('textbox', { name: 'Votre message à Sophie_Lyon' })
    await userEvent.type(input, 'Tu es libre samedi ?{Enter}')
    await expect(input).toHaveValue('')
    await expect(await canvas.findByText('Envoi…')).toBeInTheDocument()
    answerFirstSend()
    await expect(await canvas.findByText('Non envoyé')).toBeInTheDocument()
    await expect(canvas.getByText('Tu es libre samedi ?')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(await canvas.findByText('Envoyé')).toBeInTheDocument()
    await expect(canvas.getAllByText('Tu es libre samedi ?')).toHaveLength(1)
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument()
  },
}

/** Scrolled up, a new message shows the marker instead of moving the view; clicking it goes down. */
export const LiveNewMessagesMarker: Story = {
  render: () => {
    const history = longHistory(300).map(({ clientId: _c, failure: _f, ...m }) => m)
    return <LivePanel machine={stubbedMachine(history)} withIncoming />
  },
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Messages avec Sophie_Lyon' })
    await waitFor(() => expect(within(region).getByText(/\(300\)$/)).toBeInTheDocument())
    // Follows at the bottom: the new message comes into view.
    await userEvent.click(canvas.getByRole('button', { name: 'Simuler un message de Sophie' }))
    await expect(await within(region).findByText('Message en direct 1')).toBeInTheDocument()
    await expect(canvas.getByTestId('chat-announcer')).toHaveTextContent(
      'Nouveau message de Sophie_Lyon : Message en direct 1',
    )
    region.scrollTop = 0
    region.dispatchEvent(new Event('scroll'))
    await wait(100)
    await userEvent.click(canvas.getByRole('button', { name: 'Simuler un message de Sophie' }))
    const marker = await canvas.findByRole('button', { name: '1 nouveau message' })
    await expect(within(region).queryByText('Message en direct 2')).not.toBeInTheDocument()
    await userEvent.click(marker)
    await expect(await within(region).findByText('Message en direct 2')).toBeInTheDocument()
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: /nouveau message/ })).not.toBeInTheDocument(),
    )
  },
}

/** 10,000 messages: only the rows on screen are in the DOM, and the view opens on the newest. */
export const LongHistory: Story = {
  render: () => <Frozen value={READY} context={conversationContext({ messages: longHistory(10_000) })} />,
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Messages avec Sophie_Lyon' })
    await waitFor(() => expect(within(region).getByText(/\(10000\)$/)).toBeInTheDocument())
    await expect(within(region).getAllByRole('listitem').length).toBeLessThan(60)
    await expect(within(region).getAllByRole('listitem').at(-1)).toHaveAttribute('aria-posinset', '10000')
  },
}

/** Every state of the conversation has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(conversationMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(conversationMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
