import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import { ImageDecodeError } from '../../lib/image/reencode'
import {
  selectCanPickFile,
  selectCanSubmit,
  selectError,
  selectFileName,
  selectIsPreparing,
  selectIsPrivate,
  selectPrepared,
  selectProgress,
  selectServerMessage,
} from './photo-upload.selectors'
import {
  type PhotoUploadStubs,
  PREPARED,
  photoUploadMachineWith,
  pickedFile,
} from './photo-upload.test-support'
import type { PhotoUploadInput, SendPhotoInput } from './photo-upload.types'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function start(stubs: PhotoUploadStubs = {}, input?: PhotoUploadInput) {
  const actor = createActor(photoUploadMachineWith(stubs), { input })
  const emitted: string[] = []
  actor.on('*', (e) => emitted.push(e.type))
  actor.start()
  return { actor, emitted }
}

describe('photo upload: the file', () => {
  it('checks the picked file, re-encodes it, then waits for the member', async () => {
    const checkFile = vi.fn(async () => ({ ok: true, type: 'image/png' }) as const)
    const prepareImage = vi.fn(async () => PREPARED)
    const { actor } = start({ checkFile, prepareImage })
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false)
    const file = pickedFile('plage.png')
    actor.send({ type: 'file.selected', file })
    expect(actor.getSnapshot().value).toBe('checking')
    expect(selectIsPreparing(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(checkFile).toHaveBeenCalledWith(file)
    expect(prepareImage).toHaveBeenCalledWith(file)
    expect(selectFileName(actor.getSnapshot())).toBe('plage.png')
    expect(selectPrepared(actor.getSnapshot())).toBe(PREPARED)
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true)
  })

  it.each([['notAnImage' as const], ['tooLarge' as const], ['empty' as const]])(
    'refuses a file the check calls %s, and never re-encodes it',
    async (error) => {
      const prepareImage = vi.fn(async () => PREPARED)
      const { actor } = start({ checkFile: async () => ({ ok: false, error }), prepareImage })
      actor.send({ type: 'file.selected', file: pickedFile() })
      await waitFor(actor, (s) => s.matches('invalid'))
      expect(selectError(actor.getSnapshot())).toBe(error)
      expect(selectCanSubmit(actor.getSnapshot())).toBe(false)
      expect(prepareImage).not.toHaveBeenCalled()
    },
  )

  it("says 'unreadable' when the photo cannot be decoded, and another file starts over", async () => {
    let calls = 0
    const { actor } = start({
      prepareImage: async () => {
        calls += 1
        if (calls === 1) throw new ImageDecodeError('corrupt')
        return PREPARED
      },
    })
    actor.send({ type: 'file.selected', file: pickedFile('casse.jpg') })
    await waitFor(actor, (s) => s.matches('invalid'))
    expect(selectError(actor.getSnapshot())).toBe('unreadable')
    actor.send({ type: 'file.selected', file: pickedFile('bonne.jpg') })
    expect(selectError(actor.getSnapshot())).toBeNull()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectFileName(actor.getSnapshot())).toBe('bonne.jpg')
  })

  it("a newer pick replaces one still being checked: the older check's answer is dropped", async () => {
    const first = deferred<{ ok: true; type: 'image/jpeg' }>()
    const checkFile = vi.fn((file: File) =>
      file.name === 'a.jpg' ? first.promise : Promise.resolve({ ok: false, error: 'notAnImage' } as const),
    )
    const { actor } = start({ checkFile })
    actor.send({ type: 'file.selected', file: pickedFile('a.jpg') })
    actor.send({ type: 'file.selected', file: pickedFile('b.exe') })
    await waitFor(actor, (s) => s.matches('invalid'))
    first.resolve({ ok: true, type: 'image/jpeg' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('invalid')
    expect(selectFileName(actor.getSnapshot())).toBe('b.exe')
  })
})

describe('photo upload: sending', () => {
  it('sends the re-encoded photo with the private flag, shows progress and emits photoUploaded', async () => {
    const call = deferred<void>()
    let report: (f: number) => void = () => {}
    const sendPhoto = vi.fn((_input: SendPhotoInput, progress: (f: number) => void) => {
      report = progress
      return call.promise
    })
    const { actor, emitted } = start({ sendPhoto })
    actor.send({ type: 'file.selected', file: pickedFile() })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectIsPrivate(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'private.change', value: true })
    actor.send({ type: 'upload.submit' })
    expect(actor.getSnapshot().value).toBe('uploading')
    expect(sendPhoto).toHaveBeenCalledWith({ blob: PREPARED.blob, isPrivate: true }, expect.any(Function))
    expect(selectCanPickFile(actor.getSnapshot())).toBe(false)
    report(0.4)
    expect(selectProgress(actor.getSnapshot())).toBe(0.4)
    report(0.2)
    expect(selectProgress(actor.getSnapshot())).toBe(0.4)
    // The flag that was sent cannot change under the call.
    actor.send({ type: 'private.change', value: false })
    expect(selectIsPrivate(actor.getSnapshot())).toBe(true)
    call.resolve()
    await waitFor(actor, (s) => s.matches('done'))
    expect(selectProgress(actor.getSnapshot())).toBe(1)
    expect(emitted).toEqual(['photoUploaded'])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('starts with the flag it is given', () => {
    const { actor } = start({}, { isPrivate: true })
    expect(selectIsPrivate(actor.getSnapshot())).toBe(true)
  })

  it("keeps the photo and the flag on failure ('uploadFailed', with the server's text), and retries", async () => {
    let calls = 0
    const sendPhoto = vi.fn(async () => {
      calls += 1
      if (calls === 1) throw new RefusedError('POST /ajax_api/upload_photo', 'Vous avez atteint le maximum.')
      if (calls === 2) throw new ApiError(500, 'Erreur interne', 'POST /ajax_api/upload_photo')
    })
    const { actor, emitted } = start({ sendPhoto }, { isPrivate: true })
    actor.send({ type: 'file.selected', file: pickedFile() })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'upload.submit' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectError(actor.getSnapshot())).toBe('uploadFailed')
    expect(selectServerMessage(actor.getSnapshot())).toBe('Vous avez atteint le maximum.')
    expect(selectPrepared(actor.getSnapshot())).toBe(PREPARED)
    expect(selectIsPrivate(actor.getSnapshot())).toBe(true)
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true)

    actor.send({ type: 'upload.submit' })
    expect(selectError(actor.getSnapshot())).toBeNull()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectServerMessage(actor.getSnapshot())).toBe('')

    actor.send({ type: 'upload.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(sendPhoto).toHaveBeenCalledTimes(3)
    expect(emitted).toEqual(['photoUploaded'])
  })

  it('cannot send before a photo is prepared', () => {
    const sendPhoto = vi.fn(async () => {})
    const { actor } = start({ sendPhoto })
    actor.send({ type: 'upload.submit' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(sendPhoto).not.toHaveBeenCalled()
  })
})
