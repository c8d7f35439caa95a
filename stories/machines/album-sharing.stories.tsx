/**
 * Album sharing: every state of both regions over the real views (frozen): the contact's album
 * beside the chat (locked, asked, shared, none, unreadable), the owner's answer bar and the
 * shareGallery dialog; then live: `LockedPrivateGallery` asks and opens the chat, and the owner shares.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { createActor, fromPromise, type StateValueFrom } from 'xstate'
import { RefusedError } from '../../src/api/errors'
import type { Photo } from '../../src/api/models/photo'
import { AlbumAnswerBar } from '../../src/features/album-sharing/album-answer-bar'
import { LockedPrivateGallery } from '../../src/features/album-sharing/locked-private-gallery'
import { ShareGalleryDialog } from '../../src/features/album-sharing/share-gallery-dialog'
import { TheirAlbumPanel } from '../../src/features/album-sharing/their-album-panel'
import { albumLookOf } from '../../src/machines/album-sharing/album-sharing.actors'
import {
  type AlbumSharingActorRef,
  albumSharingMachine,
} from '../../src/machines/album-sharing/album-sharing.machine'
import type {
  AlbumActionInput,
  AlbumLook,
  AlbumSharingContext,
  LoadAlbumInput,
} from '../../src/machines/album-sharing/album-sharing.types'
import { conversationMachine } from '../../src/machines/conversation/conversation.machine'
import { MachineStory, snapshotOf, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './album-sharing.stories'
import { CONTACT, conversationContext, OWN_STORY_PHOTOS } from './conversation.fixtures'

const meta = {
  title: 'Machines/Album sharing',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof albumSharingMachine>

const body = within(document.body)
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const locked: Photo[] = OWN_STORY_PHOTOS.slice(0, 2).map((p) => ({ ...p, visibility: 'locked' as const }))
const shared: Photo[] = OWN_STORY_PHOTOS.slice(0, 2).map((p) => ({ ...p, visibility: 'private' as const }))

const base: AlbumSharingContext = {
  contactId: CONTACT,
  photos: locked,
  knownPhotos: null,
  stale: false,
  theirFailure: null,
  myFailure: null,
  lastAnswer: null,
  unsureActions: [],
}

const their = (state: unknown) => ({ theirAlbum: state, myAlbum: 'idle' }) as Value
const mine = (state: string) => ({ theirAlbum: { locked: 'idle' }, myAlbum: state }) as Value

function FrozenTheirs({
  value,
  context,
  hasAsked,
}: {
  value: Value
  context: AlbumSharingContext
  hasAsked?: boolean
}) {
  return (
    <MachineStory machine={albumSharingMachine} state={{ value, context }}>
      {(actorRef) => (
        <TheirAlbumPanel actorRef={actorRef} ownerNickname="Sophie_Lyon" hasAsked={hasAsked ?? false} />
      )}
    </MachineStory>
  )
}

/** The owner's side: the contact's request in the chat (a frozen conversation) and the share dialog. */
function OwnerSide({ actorRef, dialog = false }: { actorRef: AlbumSharingActorRef; dialog?: boolean }) {
  const [conversation] = useState(() =>
    createActor(conversationMachine, {
      input: { memberId: '10001', contactId: CONTACT },
      snapshot: snapshotOf(conversationMachine, {
        value: { history: { ready: 'idle' }, outbox: 'idle', lists: 'idle', photoPicker: 'idle' },
        context: conversationContext(),
      }),
    }),
  )
  const [open, setOpen] = useState(dialog)
  return (
    <>
      <AlbumAnswerBar conversationRef={conversation} albumRef={actorRef} contactNickname="Sophie_Lyon" />
      <ShareGalleryDialog
        open={open}
        onClose={() => setOpen(false)}
        actorRef={actorRef}
        contactNickname="Sophie_Lyon"
      />
    </>
  )
}

function FrozenMine({
  value,
  context,
  dialog,
}: {
  value: Value
  context: AlbumSharingContext
  dialog?: boolean
}) {
  return (
    <MachineStory machine={albumSharingMachine} state={{ value, context }}>
      {(actorRef) => <OwnerSide actorRef={actorRef} dialog={dialog ?? false} />}
    </MachineStory>
  )
}

export const TheirAlbumLoading: Story = {
  render: () => <FrozenTheirs value={their('loading')} context={{ ...base, photos: [] }} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Album privé de Sophie_Lyon' }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...')
  },
}

export const TheirAlbumLockedIdle: Story = {
  render: () => <FrozenTheirs value={their({ locked: 'idle' })} context={base} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText("L'album privé de Sophie_Lyon est verrouillé")).toBeInTheDocument()
    await expect(canvas.getByText('2 photos privées')).toBeInTheDocument()
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: "Demander l'accès" }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"album.request"')
  },
}

export const TheirAlbumLockedIdleAlreadyAsked: Story = {
  render: () => <FrozenTheirs value={their({ locked: 'idle' })} context={base} hasAsked />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Demande envoyée à Sophie_Lyon')
    await expect(canvas.queryByRole('button', { name: "Demander l'accès" })).not.toBeInTheDocument()
  },
}

export const TheirAlbumLockedIdleWithFailure: Story = {
  render: () => (
    <FrozenTheirs
      value={their({ locked: 'idle' })}
      context={{
        ...base,
        theirFailure: { code: 'refused', message: 'Ce membre ne souhaite pas recevoir vos messages.' },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ce membre ne souhaite pas recevoir vos messages.',
    )
  },
}

export const TheirAlbumLockedRequesting: Story = {
  render: () => <FrozenTheirs value={their({ locked: 'requesting' })} context={base} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: "Demander l'accès" })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const TheirAlbumLockedRequested: Story = {
  render: () => <FrozenTheirs value={their({ locked: 'requested' })} context={base} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Demande envoyée à Sophie_Lyon, en attente de sa réponse.',
    )
  },
}

export const TheirAlbumShared: Story = {
  render: () => <FrozenTheirs value={their('shared')} context={{ ...base, photos: shared }} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Sophie_Lyon partage son album privé avec vous.'),
    ).toBeInTheDocument()
    const list = canvas.getByRole('list', { name: 'Photos privées de Sophie_Lyon' })
    await expect(within(list).getAllByRole('img')).toHaveLength(2)
    await expect(
      within(list).getByRole('img', { name: 'Photo privée 1 sur 2 de Sophie_Lyon' }),
    ).toBeInTheDocument()
  },
}

export const TheirAlbumEmpty: Story = {
  render: () => <FrozenTheirs value={their('empty')} context={{ ...base, photos: [] }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Sophie_Lyon n'a pas d'album privé.")).toBeInTheDocument()
  },
}

export const TheirAlbumFailed: Story = {
  render: () => (
    <FrozenTheirs
      value={their('failed')}
      context={{ ...base, photos: [], theirFailure: { code: 'failed' } }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Une erreur est survenue.')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"album.retry"')
  },
}

/** The contact asked for the member's album: Accept or Refuse from the chat. */
export const MyAlbumIdle: Story = {
  render: () => <FrozenMine value={mine('idle')} context={base} />,
  play: async ({ canvas, userEvent }) => {
    const bar = await canvas.findByRole('region', { name: "Demande d'accès à votre album privé" })
    await expect(bar).toHaveTextContent('Sophie_Lyon souhaite voir votre album privé.')
    await userEvent.click(within(bar).getByRole('button', { name: 'Refuser' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"album.refuse"')
  },
}

/** The shareGallery dialog, before the member confirms. */
export const MyAlbumIdleShareDialog: Story = {
  render: () => <FrozenMine value={mine('idle')} context={base} dialog />,
  play: async ({ userEvent }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Partager mon album privé' }))
    await expect(dialog.getByText('Sophie_Lyon pourra voir toutes vos photos privées.')).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Partager mon album' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"album.accept"')
  },
}

export const MyAlbumIdleShared: Story = {
  render: () => <FrozenMine value={mine('idle')} context={{ ...base, lastAnswer: 'accept' }} dialog />,
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Partager mon album privé' }))
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'Votre album privé est maintenant visible par Sophie_Lyon.',
    )
  },
}

export const MyAlbumIdleWithFailure: Story = {
  render: () => (
    <FrozenMine
      value={mine('idle')}
      context={{
        ...base,
        myFailure: { code: 'refused', message: "Vous n'avez pas d'album privé à partager." },
      }}
      dialog
    />
  ),
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Partager mon album privé' }))
    await expect(dialog.getByRole('alert')).toHaveTextContent("Vous n'avez pas d'album privé à partager.")
    await expect(dialog.getByRole('link', { name: 'Gérer mes photos' })).toHaveAttribute(
      'href',
      '/app/account/photos',
    )
  },
}

export const MyAlbumAccepting: Story = {
  render: () => <FrozenMine value={mine('accepting')} context={base} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Accepter' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Refuser' })).toBeDisabled()
  },
}

export const MyAlbumRefusing: Story = {
  render: () => <FrozenMine value={mine('refusing')} context={base} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-busy', 'true')
  },
}

const stubbed = albumSharingMachine.provide({
  actors: {
    loadPrivateAlbum: fromPromise<AlbumLook, LoadAlbumInput>(async ({ input }) =>
      albumLookOf(input.knownPhotos ?? locked),
    ),
    sendAlbumAction: fromPromise<void, AlbumActionInput>(async ({ input }) => {
      await wait(150)
      if (input.contactId === 'refuse') throw new RefusedError('GET /ajax_api/send_message', 'Refusé')
    }),
  },
})

function LockedOnProfile() {
  const [opened, setOpened] = useState<string | null>(null)
  return (
    <>
      <LockedPrivateGallery
        owner={{ id: CONTACT, nickname: 'Sophie_Lyon' }}
        photos={locked}
        onRequested={() => setOpened(`/app/chat/sophie-lyon-${CONTACT}`)}
        onMessageOwner={() => setOpened('message')}
        logic={stubbed}
      />
      <p data-testid="navigated">{opened ?? 'nulle part'}</p>
    </>
  )
}

/** On a profile: asking for the album sends the request, then the chat with the owner opens. */
export const LiveLockedPrivateGallery: Story = {
  render: () => <LockedOnProfile />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: "Demander l'accès" }))
    await waitFor(() =>
      expect(canvas.getByTestId('navigated')).toHaveTextContent('/app/chat/sophie-lyon-20001'),
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('Demande envoyée à Sophie_Lyon')
  },
}

/** Every state of album sharing has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(albumSharingMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(albumSharingMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
