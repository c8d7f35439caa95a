/**
 * The upload machine: every state over the real upload dialog, frozen; then live, with the real
 * content check and re-encoding in Chromium and only the network call stubbed: a GPS-tagged, rotated
 * JPEG goes out upright and without EXIF; a program renamed .jpg is refused; a failed upload keeps
 * the photo and retries.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import ExifReader from 'exifreader'
import { expect, waitFor, within } from 'storybook/test'
import { fromCallback, type StateValueFrom } from 'xstate'
import { ApiError } from '../../src/api/errors'
import { UploadPhotoDialogView } from '../../src/features/photos/upload-photo-dialog-view'
import { buildExifApp1, hasExifSegment, insertSegment } from '../../src/lib/image/exif.test-support'
import { photoUploadMachine } from '../../src/machines/photo-upload/photo-upload.machine'
import type {
  PhotoUploadContext,
  PhotoUploadEvent,
  SendPhotoInput,
} from '../../src/machines/photo-upload/photo-upload.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import * as stories from './photo-upload.stories'

const meta = {
  title: 'Machines/Photo upload',
  parameters: { layout: 'padded' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
type Value = StateValueFrom<typeof photoUploadMachine>

const svg = (label: string) =>
  new Blob(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#1E91FF"/><text x="200" y="160" font-size="40" text-anchor="middle" fill="#fff">${label}</text></svg>`,
    ],
    { type: 'image/svg+xml' },
  )
const FILE = new File([new Uint8Array(64)], 'vacances-2025.jpg', { type: 'image/jpeg' })
const PREPARED = { blob: svg('Aperçu'), width: 400, height: 300 }

const empty: PhotoUploadContext = {
  file: null,
  prepared: null,
  isPrivate: false,
  progress: 0,
  error: null,
  serverMessage: '',
}
const picked: PhotoUploadContext = { ...empty, file: FILE }
const prepared: PhotoUploadContext = { ...picked, prepared: PREPARED }

function Frozen({
  value,
  context,
  open = true,
}: {
  value: Value
  context: PhotoUploadContext
  open?: boolean
}) {
  return (
    <MachineStory machine={photoUploadMachine} state={{ value, context }}>
      {(actorRef) => <UploadPhotoDialogView actorRef={actorRef} open={open} onClose={() => {}} />}
    </MachineStory>
  )
}

const dialog = async () => within(await body.findByRole('dialog', { name: 'Ajouter une photo' }))
const lastEvent = () => body.getByTestId('last-event')

export const Idle: Story = {
  render: () => <Frozen value="idle" context={empty} />,
  play: async () => {
    const scope = await dialog()
    await expect(await body.findByRole('dialog')).toHaveAccessibleDescription(/GPS/)
    await expect(scope.getByLabelText('Choisir une photo')).toHaveAttribute('type', 'file')
    await expect(scope.getByRole('button', { name: 'Envoyer' })).toBeDisabled()
    await expect(scope.getByRole('switch', { name: 'Photo privée' })).not.toBeChecked()
  },
}

export const Checking: Story = {
  render: () => <Frozen value="checking" context={picked} />,
  play: async () => {
    const scope = await dialog()
    await expect(scope.getByRole('status')).toHaveTextContent('Préparation de la photo...')
    await expect(scope.getByText('vacances-2025.jpg')).toBeInTheDocument()
    await expect(scope.getByRole('button', { name: 'Envoyer' })).toBeDisabled()
  },
}

export const Encoding: Story = {
  render: () => <Frozen value="encoding" context={picked} />,
  play: async () => {
    await expect((await dialog()).getByRole('status')).toHaveTextContent('Préparation de la photo...')
  },
}

export const Invalid: Story = {
  render: () => <Frozen value="invalid" context={{ ...picked, error: 'notAnImage' }} />,
  play: async () => {
    const scope = await dialog()
    await expect(scope.getByRole('alert')).toHaveTextContent(
      "Ce fichier n'est pas une photo (JPEG, PNG, GIF ou WebP).",
    )
    await expect(scope.getByRole('button', { name: 'Envoyer' })).toBeDisabled()
    await expect(scope.getByLabelText('Choisir une autre photo')).toBeEnabled()
  },
}

export const InvalidTooLarge: Story = {
  render: () => <Frozen value="invalid" context={{ ...picked, error: 'tooLarge' }} />,
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent(
      'Cette photo est trop lourde (20 Mo maximum).',
    )
  },
}

export const Ready: Story = {
  render: () => <Frozen value="ready" context={{ ...prepared, isPrivate: true }} />,
  play: async ({ userEvent }) => {
    const scope = await dialog()
    await expect(scope.getByRole('img', { name: 'Aperçu de la photo à envoyer' })).toBeInTheDocument()
    await expect(scope.getByRole('switch', { name: 'Photo privée' })).toBeChecked()
    await userEvent.click(scope.getByRole('button', { name: 'Envoyer' }))
    await expect(lastEvent()).toHaveTextContent('upload.submit')
  },
}

export const Uploading: Story = {
  render: () => <Frozen value="uploading" context={{ ...prepared, progress: 0.42 }} />,
  play: async () => {
    const scope = await dialog()
    const bar = scope.getByRole('progressbar', { name: 'Envoi de la photo' })
    await expect(bar).toHaveAttribute('value', '42')
    await expect(scope.getByText('Envoi : 42 %')).toBeInTheDocument()
    await expect(scope.getByRole('button', { name: 'Envoyer' })).toHaveAttribute('aria-busy', 'true')
    await expect(scope.getByRole('switch', { name: 'Photo privée' })).toBeDisabled()
  },
}

export const Failed: Story = {
  render: () => (
    <Frozen
      value="failed"
      context={{
        ...prepared,
        error: 'uploadFailed',
        serverMessage: 'Vous avez atteint le nombre maximum de photos (20).',
      }}
    />
  ),
  play: async () => {
    const scope = await dialog()
    const alert = scope.getByRole('alert')
    await expect(alert).toHaveTextContent("Erreur lors de l'upload de la photo")
    await expect(alert).toHaveTextContent('Vous avez atteint le nombre maximum de photos (20).')
    await expect(scope.getByRole('button', { name: 'Envoyer' })).toBeEnabled()
    await expect(scope.getByRole('img', { name: 'Aperçu de la photo à envoyer' })).toBeInTheDocument()
  },
}

/** Uploaded: the page has already closed the dialog and reads the list anew. */
export const Done: Story = {
  render: () => <Frozen value="done" context={{ ...prepared, progress: 1 }} open={false} />,
  play: async () => {
    await expect(body.getByTestId('state-value')).toHaveTextContent('"done"')
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** A 40x20 JPEG (red left, blue right) carrying GPS and "turned a quarter clockwise". */
async function gpsTaggedJpeg(): Promise<File> {
  const canvas = new OffscreenCanvas(40, 20)
  const context = canvas.getContext('2d')!
  context.fillStyle = '#ff0000'
  context.fillRect(0, 0, 20, 20)
  context.fillStyle = '#0000ff'
  context.fillRect(20, 0, 20, 20)
  const plain = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer())
  const tagged = insertSegment(plain, buildExifApp1({ orientation: 6, latitude: 45.764, longitude: 4.8357 }))
  return new File([tagged as BlobPart], 'IMG_20250714_lyon.jpg', { type: 'image/jpeg' })
}

/** The real check and re-encoding; only the network call is stubbed, and records what it was given. */
function liveMachine(sent: SendPhotoInput[], fail = false) {
  let calls = 0
  return photoUploadMachine.provide({
    actors: {
      sendPhoto: fromCallback<PhotoUploadEvent, SendPhotoInput>(({ input, sendBack }) => {
        sent.push(input)
        calls += 1
        const failing = fail && calls === 1
        sendBack({ type: 'upload.progress', fraction: 0.5 })
        const timer = setTimeout(
          () =>
            failing
              ? sendBack({
                  type: 'upload.failed',
                  error: new ApiError(500, '', 'POST /ajax_api/upload_photo'),
                })
              : sendBack({ type: 'upload.done' }),
          300,
        )
        return () => clearTimeout(timer)
      }),
    },
  })
}

export const LiveStripsGpsAndTurnsUpright: Story = {
  render: function Render() {
    const sent: SendPhotoInput[] = []
    ;(globalThis as unknown as { __sent: SendPhotoInput[] }).__sent = sent
    return (
      <MachineStory machine={liveMachine(sent)} options={{ input: {} }}>
        {(actorRef) => <UploadPhotoDialogView actorRef={actorRef} open onClose={() => {}} />}
      </MachineStory>
    )
  },
  play: async ({ userEvent }) => {
    const scope = await dialog()
    await userEvent.upload(scope.getByLabelText('Choisir une photo'), await gpsTaggedJpeg())
    const preview = await scope.findByRole('img', { name: 'Aperçu de la photo à envoyer' })
    // Upright: the 40x20 picture is now 20 wide, 40 tall.
    await expect(preview).toHaveAttribute('width', '20')
    await expect(preview).toHaveAttribute('height', '40')
    await userEvent.click(scope.getByRole('switch', { name: 'Photo privée' }))
    await userEvent.click(scope.getByRole('button', { name: 'Envoyer' }))
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"done"'))

    const sent = (globalThis as unknown as { __sent: SendPhotoInput[] }).__sent
    await expect(sent).toHaveLength(1)
    await expect(sent[0]?.isPrivate).toBe(true)
    const bytes = new Uint8Array(await sent[0]!.blob.arrayBuffer())
    await expect(hasExifSegment(bytes)).toBe(false)
    await expect(ExifReader.load(bytes.buffer as ArrayBuffer, { expanded: true }).gps).toBeUndefined()
  },
}

export const LiveRefusesANonImage: Story = {
  render: () => (
    <MachineStory machine={liveMachine([])} options={{ input: {} }}>
      {(actorRef) => <UploadPhotoDialogView actorRef={actorRef} open onClose={() => {}} />}
    </MachineStory>
  ),
  play: async ({ userEvent }) => {
    const scope = await dialog()
    const program = new File([new TextEncoder().encode('MZ\x90\x00 not a photo at all')], 'photo.jpg', {
      type: 'image/jpeg',
    })
    // Its declared type passes the picker's filter, which trusts names and types; our check reads the bytes.
    await userEvent.upload(scope.getByLabelText('Choisir une photo'), program)
    await expect(await scope.findByRole('alert')).toHaveTextContent("Ce fichier n'est pas une photo")
    await expect(scope.getByRole('button', { name: 'Envoyer' })).toBeDisabled()
  },
}

export const LiveRetriesAfterAFailure: Story = {
  render: function Render() {
    const sent: SendPhotoInput[] = []
    ;(globalThis as unknown as { __sentRetry: SendPhotoInput[] }).__sentRetry = sent
    return (
      <MachineStory machine={liveMachine(sent, true)} options={{ input: {} }}>
        {(actorRef) => <UploadPhotoDialogView actorRef={actorRef} open onClose={() => {}} />}
      </MachineStory>
    )
  },
  play: async ({ userEvent }) => {
    const scope = await dialog()
    await userEvent.upload(scope.getByLabelText('Choisir une photo'), await gpsTaggedJpeg())
    await scope.findByRole('img', { name: 'Aperçu de la photo à envoyer' })
    await userEvent.click(scope.getByRole('button', { name: 'Envoyer' }))
    await expect(await scope.findByRole('alert')).toHaveTextContent("Erreur lors de l'upload de la photo")
    await userEvent.click(scope.getByRole('button', { name: 'Envoyer' }))
    await waitFor(() => expect(body.getByTestId('state-value')).toHaveTextContent('"done"'))
    const sent = (globalThis as unknown as { __sentRetry: SendPhotoInput[] }).__sentRetry
    await expect(sent).toHaveLength(2)
    await expect(sent[1]?.blob).toBe(sent[0]?.blob)
  },
}

/** Every state of the upload machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(photoUploadMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(photoUploadMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
