/**
 * The photo editor: every state over the real editor dialog (cropperjs), frozen; then live with the
 * real cropper and a stubbed save: confirm waits for a crop, the zoom moves in steps of 0.1, the crop
 * sent is square, the crop area moves and resizes the square by keyboard, and cancel resets crop,
 * zoom and the private flag.
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
  area: null,
  zoom: 1,
  isPrivate: false,
  error: null,
  serverMessage: '',
}
const cropped: PhotoEditorContext = {
  ...start,
  crop: { x: 100, y: 40, width: 500, height: 500 },
  area: { x: 133, y: 100, width: 534, height: 400 },
  zoom: 1.5,
}

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
    // The crop area is there to be reached by keyboard, with its keys described.
    const area = scope.getByRole('application', { name: 'Zone de recadrage' })
    await expect(area).toHaveAttribute('tabindex', '0')
    await expect(area).toHaveAccessibleDescription(/les flèches déplacent le carré/)
  },
}

export const EditingWithCrop: Story = {
  render: () => <Frozen value="editing" context={cropped} />,
  play: async ({ userEvent }) => {
    const scope = await dialog()
    const confirm = scope.getByRole('button', { name: 'Valider' })
    await expect(confirm).toBeEnabled()
    await expect(scope.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '× 1,5')
    await expect(scope.getByRole('application', { name: 'Zone de recadrage' })).toHaveAccessibleDescription(
      /Carré de 500 pixels, à 100 pixels du bord gauche de la photo et 40 pixels du haut\./,
    )
    // The cropper reports its box (photo.crop.change) once its image has loaded, which on a busy
    // machine comes after a click: each click is made again until its event is the last one heard.
    await waitFor(async () => {
      await userEvent.click(confirm)
      await expect(lastEvent()).toHaveTextContent('photo.crop.confirm')
    })
    await waitFor(async () => {
      await userEvent.click(scope.getByRole('button', { name: 'Annuler' }))
      await expect(lastEvent()).toHaveTextContent('photo.edit.cancel')
    })
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

/** The context as the state panel shows it. */
const liveContext = () =>
  JSON.parse(body.getByTestId('state-context').textContent ?? '{}') as PhotoEditorContext

export const LiveKeyboardCrop: Story = {
  render: () => (
    <MachineStory machine={liveEditor} options={{ input: { photo: PHOTO } }}>
      {(actorRef) => <EditPhotoDialogView actorRef={actorRef} open onClose={() => {}} />}
    </MachineStory>
  ),
  play: async ({ userEvent }) => {
    recorded.length = 0
    const scope = await dialog()
    const confirm = scope.getByRole('button', { name: 'Valider' })
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 5000 })
    // At zoom 1 the whole 800x600 photo is shown: a step is 2 % of 600, 12 pixels.
    await waitFor(() => expect(liveContext().area).toEqual({ x: 0, y: 0, width: 800, height: 600 }))
    const area = scope.getByRole('application', { name: 'Zone de recadrage' })
    area.focus()
    const first = liveContext().crop!
    const selection = document.querySelector('cropper-selection') as HTMLElement & {
      x: number
      width: number
    }
    const shownX = selection.x

    await userEvent.keyboard('{ArrowRight}')
    await expect(lastEvent()).toHaveTextContent('photo.crop.move')
    await expect(liveContext().crop).toEqual({ ...first, x: first.x + 12 })
    // The selection on screen follows the machine's square.
    await waitFor(() => expect(selection.x).toBeGreaterThan(shownX))
    await expect(area).toHaveAccessibleDescription(
      new RegExp(`Carré de ${first.width} pixels, à ${first.x + 12} pixels du bord gauche`),
    )

    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}')
    await expect(lastEvent()).toHaveTextContent('photo.crop.resize')
    await expect(liveContext().crop).toEqual({
      x: first.x + 24,
      y: first.y + 12,
      width: first.width - 24,
      height: first.width - 24,
    })
    // Ctrl + arrow is the browser's.
    await userEvent.keyboard('{Control>}{ArrowLeft}{/Control}')
    await expect(liveContext().crop?.x).toBe(first.x + 24)
    // To the left edge and no further.
    await userEvent.keyboard('{ArrowLeft>60/}')
    await expect(liveContext().crop?.x).toBe(0)
    await expect(area).toHaveFocus()

    const chosen = liveContext().crop
    await userEvent.click(confirm)
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"saved"'))
    await expect(recorded).toEqual([{ photoNum: '2', isPrivate: false, crop: chosen }])
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
