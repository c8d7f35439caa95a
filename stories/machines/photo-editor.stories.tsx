/**
 * The photo editor: every state over the real editor dialog (cropperjs), frozen; then live with the
 * real cropper and a stubbed save: confirm waits for a crop, the zoom moves in steps of 0.1, the crop
 * sent is square, and cancel resets crop, zoom and the private flag.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { fromPromise, type StateValueFrom } from 'xstate'
import { EditPhotoDialogView } from '../../src/features/photos/edit-photo-dialog-view'
import { photoEditorMachine } from '../../src/machines/photo-editor/photo-editor.machine'
import type {
  EditablePhoto,
  PhotoEditorContext,
  SavePhotoInput,
} from '../../src/machines/photo-editor/photo-editor.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { pictureUrl } from './photo.fixtures'
import * as stories from './photo-editor.stories'

const meta = {
  title: 'Machines/Photo editor',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
type Value = StateValueFrom<typeof photoEditorMachine>

const PHOTO: EditablePhoto = {
  id: '41',
  num: '2',
  url: pictureUrl('Photo 2', 280, 800, 600),
  isPrivate: false,
}
const start: PhotoEditorContext = {
  photo: PHOTO,
  crop: null,
  zoom: 1,
  isPrivate: false,
  error: null,
  serverMessage: '',
}
const cropped: PhotoEditorContext = { ...start, crop: { x: 100, y: 40, width: 500, height: 500 }, zoom: 1.5 }

function Frozen({
  value,
  context,
  open = true,
}: {
  value: Value
  context: PhotoEditorContext
  open?: boolean
}) {
  return (
    <MachineStory machine={photoEditorMachine} state={{ value, context }}>
      {(actorRef) => <EditPhotoDialogView actorRef={actorRef} open={open} onClose={() => {}} />}
    </MachineStory>
  )
}

const dialog = async () => within(await body.findByRole('dialog', { name: 'Modifier la photo' }))
const lastEvent = () => body.getByTestId('last-event')

export const Editing: Story = {
  render: () => <Frozen value="editing" context={start} />,
  play: async () => {
    const scope = await dialog()
    // No crop yet: confirm is disabled.
    await expect(scope.getByRole('button', { name: 'Valider' })).toBeDisabled()
    await expect(scope.getByText('Choisissez une zone de la photo pour pouvoir valider.')).toBeInTheDocument()
    const zoom = await scope.findByRole('slider', { name: 'Zoom' })
    await expect(zoom).toHaveAttribute('aria-valuemin', '1')
    await expect(zoom).toHaveAttribute('aria-valuemax', '3')
    await expect(zoom).toHaveAttribute('aria-valuenow', '1')
    await expect(scope.getByRole('switch', { name: 'Photo privée' })).not.toBeChecked()
  },
}

export const EditingWithCrop: Story = {
  render: () => <Frozen value="editing" context={cropped} />,
  play: async ({ userEvent }) => {
    const scope = await dialog()
    const confirm = scope.getByRole('button', { name: 'Valider' })
    await expect(confirm).toBeEnabled()
    await expect(scope.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '× 1,5')
    await userEvent.click(confirm)
    await expect(lastEvent()).toHaveTextContent('photo.crop.confirm')
    await userEvent.click(scope.getByRole('button', { name: 'Annuler' }))
    await expect(lastEvent()).toHaveTextContent('photo.edit.cancel')
  },
}

export const EditingWithSaveError: Story = {
  render: () => (
    <Frozen
      value="editing"
      context={{ ...cropped, error: 'updateFailed', serverMessage: 'Recadrage invalide.' }}
    />
  ),
  play: async () => {
    const alert = (await dialog()).getByRole('alert')
    await expect(alert).toHaveTextContent('Erreur lors de la modification de la photo')
    await expect(alert).toHaveTextContent('Recadrage invalide.')
  },
}

export const Saving: Story = {
  render: () => <Frozen value="saving" context={{ ...cropped, isPrivate: true }} />,
  play: async () => {
    const scope = await dialog()
    await expect(scope.getByRole('button', { name: 'Valider' })).toHaveAttribute('aria-busy', 'true')
    await expect(scope.getByRole('button', { name: 'Annuler' })).toBeDisabled()
    await expect(scope.getByRole('switch', { name: 'Photo privée' })).toBeDisabled()
  },
}

/** Saved: the page has closed the dialog and reads the list anew. */
export const Saved: Story = {
  render: () => <Frozen value="saved" context={cropped} open={false} />,
  play: async () => {
    await expect(body.getByTestId('state-value')).toHaveTextContent('"saved"')
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

const recorded: SavePhotoInput[] = []
const liveEditor = photoEditorMachine.provide({
  actors: {
    savePhoto: fromPromise<void, SavePhotoInput>(async ({ input }) => {
      recorded.push(input)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }),
  },
})

export const LiveCropZoomAndSave: Story = {
  render: () => (
    <MachineStory machine={liveEditor} options={{ input: { photo: PHOTO } }}>
      {(actorRef) => <EditPhotoDialogView actorRef={actorRef} open onClose={() => {}} />}
    </MachineStory>
  ),
  play: async ({ userEvent }) => {
    recorded.length = 0
    const scope = await dialog()
    const confirm = scope.getByRole('button', { name: 'Valider' })
    // The cropper reports its first square once the photo has loaded.
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 5000 })
    const zoom = scope.getByRole('slider', { name: 'Zoom' })
    zoom.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    await waitFor(() => expect(zoom).toHaveAttribute('aria-valuenow', '1.3'))
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(zoom).toHaveAttribute('aria-valuenow', '3'))
    await userEvent.keyboard('{ArrowRight}')
    await expect(zoom).toHaveAttribute('aria-valuenow', '3')
    await userEvent.keyboard('{Home}{ArrowRight}')
    await waitFor(() => expect(zoom).toHaveAttribute('aria-valuenow', '1.1'))
    await userEvent.click(scope.getByRole('switch', { name: 'Photo privée' }))
    await userEvent.click(confirm)
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"saved"'))

    await expect(recorded).toHaveLength(1)
    const [saved] = recorded
    await expect(saved?.photoNum).toBe('2')
    await expect(saved?.isPrivate).toBe(true)
    // Square, inside the 800x600 photo, in its own pixels.
    await expect(saved?.crop.width).toBe(saved?.crop.height)
    await expect(saved!.crop.width).toBeGreaterThan(100)
    await expect(saved!.crop.x + saved!.crop.width).toBeLessThanOrEqual(800)
    await expect(saved!.crop.y + saved!.crop.height).toBeLessThanOrEqual(600)
  },
}

export const LiveCancelResets: Story = {
  render: () => (
    <MachineStory machine={liveEditor} options={{ input: { photo: { ...PHOTO, isPrivate: true } } }}>
      {(actorRef) => <EditPhotoDialogView actorRef={actorRef} open onClose={() => {}} />}
    </MachineStory>
  ),
  play: async ({ userEvent }) => {
    const scope = await dialog()
    await waitFor(() => expect(scope.getByRole('button', { name: 'Valider' })).toBeEnabled(), {
      timeout: 5000,
    })
    scope.getByRole('slider', { name: 'Zoom' }).focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await userEvent.click(scope.getByRole('switch', { name: 'Photo privée' }))
    await expect(scope.getByRole('switch', { name: 'Photo privée' })).not.toBeChecked()
    await userEvent.click(scope.getByRole('button', { name: 'Annuler' }))
    // Zoom and flag are back to the photo's own; the cropper shows its first square again (in the app
    // the dialog closes at once).
    const context = JSON.parse(body.getByTestId('state-context').textContent ?? '{}') as PhotoEditorContext
    await expect(context.zoom).toBe(1)
    await expect(context.isPrivate).toBe(true)
    await expect(scope.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuenow', '1')
    await expect(scope.getByRole('switch', { name: 'Photo privée' })).toBeChecked()
  },
}

/** Every state of the photo editor has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(photoEditorMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(photoEditorMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
