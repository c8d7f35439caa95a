/**
 * The gallery dialog (modal `gallery`): every state of the gallery machine over the real dialog
 * (frozen), for a member, a visitor, the owner and blurred photos; then live with stubbed calls:
 * thumbnails, previous / next, and a 4-star rating.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { StateValueFrom } from 'xstate'
import { RefusedError } from '../../src/api/errors'
import { GalleryDialog } from '../../src/features/profile/gallery-dialog'
import { GalleryDialogView } from '../../src/features/profile/gallery-dialog-view'
import { galleryMachine } from '../../src/machines/gallery/gallery.machine'
import { galleryMachineWith, galleryResult } from '../../src/machines/gallery/gallery.test-support'
import type { GalleryContext, RatePhotoInput } from '../../src/machines/gallery/gallery.types'
import { makePhoto } from '../../src/machines/profile/profile.test-support'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './gallery.stories'
import { VIEWER_ID, wait, withStoryApp } from './profile.fixtures'

const meta = {
  title: 'Machines/Gallery',
  parameters: { layout: 'padded', path: '/app/users/sophie-lyon-20042' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof galleryMachine>

const { owner, photos } = galleryResult(4)
const base: GalleryContext = {
  ownerId: '20042',
  initialPhotoId: null,
  viewerId: VIEWER_ID,
  owner: null,
  photos: [],
  index: 0,
  pending: null,
  ratedPhotoId: null,
  ratingFailure: null,
}
const ready: GalleryContext = { ...base, owner, photos, index: 1 }

function Frozen({ value, context }: { value: Value; context: GalleryContext }) {
  return (
    <MachineStory machine={galleryMachine} state={{ value, context }}>
      {(actorRef) => <GalleryDialogView actorRef={actorRef} open onClose={() => {}} />}
    </MachineStory>
  )
}

const body = within(document.body)
const lastEvent = () => body.getByTestId('last-event')
const findDialog = (name = 'Photos de Sophie_Lyon') => body.findByRole('dialog', { name })

export const Loading: Story = {
  render: () => <Frozen value="loading" context={base} />,
  play: async () => {
    const dialog = within(await findDialog('Photos'))
    await expect(dialog.getByRole('status')).toHaveTextContent('Chargement...')
  },
}

export const ReadyIdle: Story = {
  render: () => <Frozen value={{ ready: 'idle' }} context={ready} />,
  play: async ({ userEvent }) => {
    const dialog = within(await findDialog())
    await expect(dialog.getByRole('img', { name: 'Photo 2 de Sophie_Lyon' })).toBeInTheDocument()
    await expect(dialog.getByText(/Photo 2 sur 4/)).toBeInTheDocument()
    await expect(dialog.getByText(/Note moyenne : 3,8\/5/)).toBeInTheDocument()
    const thumbnails = within(dialog.getByRole('list', { name: 'Miniatures' }))
    await expect(thumbnails.getAllByRole('button')).toHaveLength(4)
    await expect(thumbnails.getByRole('button', { name: 'Photo 2 sur 4' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await userEvent.click(thumbnails.getByRole('button', { name: 'Photo 4 sur 4' }))
    await expect(lastEvent()).toHaveTextContent('"photo.show"')
    await userEvent.click(dialog.getByRole('button', { name: 'Photo suivante' }))
    await expect(lastEvent()).toHaveTextContent('"photo.next"')
    await userEvent.click(dialog.getByRole('button', { name: 'Photo précédente' }))
    await expect(lastEvent()).toHaveTextContent('"photo.previous"')
    const stars = dialog.getByRole('radiogroup', { name: 'Votre note' })
    await userEvent.click(within(stars).getByRole('radio', { name: '4 étoiles' }))
    await expect(lastEvent()).toHaveTextContent('"stars": 4')
  },
}

export const ReadyIdleRated: Story = {
  render: () => (
    <Frozen
      value={{ ready: 'idle' }}
      context={{
        ...ready,
        photos: photos.map((p, i) => (i === 1 ? { ...p, userRating: 8 } : p)),
        ratedPhotoId: photos[1]!.id,
      }}
    />
  ),
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByRole('radio', { name: '4 étoiles' })).toHaveAttribute('aria-checked', 'true')
    await expect(dialog.getByText('Merci ! Votre note a été enregistrée.')).toBeInTheDocument()
  },
}

export const ReadyIdleWithFailure: Story = {
  render: () => (
    <Frozen value={{ ready: 'idle' }} context={{ ...ready, ratingFailure: { code: 'voteFailed' } }} />
  ),
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByRole('alert')).toHaveTextContent("Votre note n'a pas pu être enregistrée.")
  },
}

/** A visitor may look but not rate. */
export const ReadyIdleForVisitor: Story = {
  parameters: { viewer: 'visitor' },
  render: () => <Frozen value={{ ready: 'idle' }} context={{ ...ready, viewerId: null }} />,
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByText('Inscrivez-vous gratuitement pour noter les photos.')).toBeInTheDocument()
    await expect(dialog.queryByRole('radiogroup')).not.toBeInTheDocument()
  },
}

/** A free member sees a blurred photo: it leads to the premium offer and cannot be rated. */
export const ReadyIdleBlurred: Story = {
  parameters: { viewer: 'free' },
  render: () => (
    <Frozen
      value={{ ready: 'idle' }}
      context={{
        ...ready,
        index: 0,
        photos: [makePhoto(1, { visibility: 'blur' }), makePhoto(2, { visibility: 'blur' })],
      }}
    />
  ),
  play: async () => {
    const dialog = within(await findDialog())
    await expect(
      dialog.getByRole('link', { name: 'Photo floutée : devenez Premium pour la voir' }),
    ).toHaveAttribute('href', '/app/promotion')
    await expect(dialog.getByText('Devenez Premium pour voir et noter cette photo.')).toBeInTheDocument()
  },
}

export const ReadyIdleOwnPhotos: Story = {
  render: () => <Frozen value={{ ready: 'idle' }} context={{ ...ready, viewerId: '20042' }} />,
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByText('Vous ne pouvez pas noter vos propres photos.')).toBeInTheDocument()
  },
}

export const ReadyRating: Story = {
  render: () => (
    <Frozen
      value={{ ready: 'rating' }}
      context={{ ...ready, pending: { photoId: photos[1]!.id, stars: 3 } }}
    />
  ),
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByRole('radio', { name: '3 étoiles' })).toHaveAttribute('aria-checked', 'true')
    await expect(dialog.getByText('Envoi de votre note…')).toBeInTheDocument()
  },
}

export const Empty: Story = {
  render: () => <Frozen value="empty" context={{ ...base, owner }} />,
  play: async () => {
    const dialog = within(await findDialog())
    await expect(dialog.getByText('Aucune photo disponible')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={base} />,
  play: async ({ userEvent }) => {
    const dialog = within(await findDialog('Photos'))
    await expect(dialog.getByRole('alert')).toHaveTextContent('Impossible de charger les photos.')
    await userEvent.click(dialog.getByRole('button', { name: 'Réessayer' }))
    await expect(lastEvent()).toHaveTextContent('"gallery.retry"')
  },
}

const ratings: RatePhotoInput[] = []
const liveGallery = galleryMachineWith({
  loadGallery: async () => {
    await wait(100)
    return galleryResult(4)
  },
  ratePhoto: async (input) => {
    ratings.push(input)
    await wait(100)
    if (input.photoNum === '4') throw new RefusedError('POST /ajax_api/gal_vote', 'Photo introuvable')
  },
})

/** Opened by its URL on the third photo: move about, rate 4 stars, and see a refusal. */
export const LiveFromUrl: Story = {
  parameters: { path: '/app/users/sophie-lyon-20042?modal=gallery&modalId=20042&modalPhoto=p3' },
  render: () => <GalleryDialog logic={liveGallery} />,
  play: async ({ userEvent }) => {
    const dialog = within(await findDialog())
    await expect(await dialog.findByText(/Photo 3 sur 4/)).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('radio', { name: '4 étoiles' }))
    await expect(await dialog.findByText('Merci ! Votre note a été enregistrée.')).toBeInTheDocument()
    await expect(ratings.at(-1)).toEqual({ userId: '20042', photoNum: '3', stars: 4 })
    await userEvent.click(dialog.getByRole('button', { name: 'Photo suivante' }))
    await expect(dialog.getByText(/Photo 4 sur 4/)).toBeInTheDocument()
    await expect(dialog.queryByText('Merci ! Votre note a été enregistrée.')).not.toBeInTheDocument()
    await userEvent.click(dialog.getByRole('radio', { name: '2 étoiles' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Photo introuvable')
    await userEvent.click(dialog.getByRole('button', { name: 'Photo 3 sur 4' }))
    await expect(dialog.getByRole('radio', { name: '4 étoiles' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(body.getByTestId('current-url')).toHaveTextContent(/^\/app\/users\/sophie-lyon-20042$/)
  },
}

/** Every state of the gallery machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(galleryMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(galleryMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
