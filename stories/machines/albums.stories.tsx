/**
 * The albums page (`/app/albums`): every state of the albums machine over the real page (frozen),
 * then live with stubbed calls: pages, and an album opening the gallery dialog.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { StateValueFrom } from 'xstate'
import { fromPromise } from 'xstate'
import { GalleryDialog } from '../../src/features/profile/gallery-dialog'
import { AlbumsView } from '../../src/features/vote/albums-view'
import { useOpenGallery } from '../../src/features/vote/open-gallery'
import { albumsMachine } from '../../src/machines/albums/albums.machine'
import type { AlbumsContext, AlbumsPage } from '../../src/machines/albums/albums.types'
import { galleryMachineWith } from '../../src/machines/gallery/gallery.test-support'
import { makeCard, makePhoto } from '../../src/machines/profile/profile.test-support'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './albums.stories'
import { wait, withStoryApp } from './profile.fixtures'

const meta = {
  title: 'Machines/Albums',
  parameters: { layout: 'padded', path: '/app/albums' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof albumsMachine>

const pageOf = (page: number): AlbumsPage => ({
  profiles: Array.from({ length: 12 }, (_, i) => {
    const photos = Array.from({ length: (i % 3) + 1 }, (_, n) => makePhoto(page * 100 + i * 3 + n))
    return makeCard(page * 100 + i, {
      nickname: `Album${(page - 1) * 12 + i + 1}`,
      photos,
      avatar: photos[0] ?? null,
    })
  }),
  pageCount: 2,
  total: 24,
})

const base: AlbumsContext = { page: 1, pageCount: 0, total: 0, profiles: [] }
const loaded: AlbumsContext = { ...pageOf(1), page: 1 }

function Frozen({ value, context }: { value: Value; context: AlbumsContext }) {
  return (
    <MachineStory machine={albumsMachine} state={{ value, context }}>
      {(actorRef) => <AlbumsView actorRef={actorRef} onOpenGallery={() => {}} />}
    </MachineStory>
  )
}

const body = within(document.body)
const lastEvent = () => body.getByTestId('last-event')

export const Loading: Story = {
  render: () => <Frozen value="loading" context={base} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Albums photos' })).toBeInTheDocument()
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...')
  },
}

export const Loaded: Story = {
  render: () => <Frozen value="loaded" context={loaded} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/24 albums/)).toBeInTheDocument()
    const items = within(canvas.getByRole('list')).getAllByRole('listitem')
    await expect(items).toHaveLength(12)
    await expect(items[1]).toHaveTextContent('Album2')
    await expect(items[1]).toHaveTextContent('2 photos')
    await expect(within(items[1]!).getByRole('link', { name: 'Album2' })).toHaveAttribute(
      'href',
      '/app/users/album2-101',
    )
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Pages des albums' })).getByRole('button', {
        name: 'Page suivante',
      }),
    )
    await expect(lastEvent()).toHaveTextContent('"page": 2')
  },
}

export const Empty: Story = {
  render: () => <Frozen value="empty" context={base} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aucun album photo pour le moment.')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={base} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de charger les albums.')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(lastEvent()).toHaveTextContent('"albums.retry"')
  },
}

const liveAlbums = albumsMachine.provide({
  actors: {
    loadAlbums: fromPromise<AlbumsPage, { page: number }>(async ({ input }) => {
      await wait(80)
      return pageOf(input.page)
    }),
  },
})
const liveGallery = galleryMachineWith({
  loadGallery: async ({ ownerId }) => ({
    owner: { id: ownerId, nickname: 'Album14' },
    photos: [makePhoto(1), makePhoto(2)],
  }),
})

function LiveAlbums() {
  const openGallery = useOpenGallery()
  return (
    <MachineStory machine={liveAlbums} options={{ input: {} }}>
      {(actorRef) => (
        <>
          <AlbumsView actorRef={actorRef} onOpenGallery={openGallery} />
          <GalleryDialog logic={liveGallery} />
        </>
      )}
    </MachineStory>
  )
}

/** Live: the second page, then an album opens in the gallery dialog. */
export const LiveOpensGallery: Story = {
  render: () => <LiveAlbums />,
  play: async ({ canvas, userEvent }) => {
    const pager = await canvas.findByRole('navigation', { name: 'Pages des albums' })
    await userEvent.click(within(pager).getByRole('button', { name: 'Page suivante' }))
    await userEvent.click(await canvas.findByRole('button', { name: "Voir l'album de Album14" }))
    await waitFor(() =>
      expect(body.getByTestId('current-url')).toHaveTextContent('modal=gallery&modalId=201'),
    )
    const dialog = within(await body.findByRole('dialog', { name: 'Photos de Album14' }))
    await expect(await dialog.findByText(/Photo 1 sur 2/)).toBeInTheDocument()
  },
}

/** Every state of the albums machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(albumsMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(albumsMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
