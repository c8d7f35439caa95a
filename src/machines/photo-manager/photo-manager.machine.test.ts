import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import type { Photo } from '../../api/models/photo'
import {
  selectBusyPhotoId,
  selectError,
  selectIsBusy,
  selectIsConfirmingDelete,
  selectIsEmpty,
  selectIsLoading,
  selectLoadFailed,
  selectPendingDelete,
  selectPhotos,
} from './photo-manager.selectors'
import { PHOTOS, type PhotoManagerStubs, photo, photoManagerMachineWith } from './photo-manager.test-support'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function start(stubs: PhotoManagerStubs = {}) {
  const actor = createActor(photoManagerMachineWith(stubs))
  const emitted: string[] = []
  actor.on('*', (e) => emitted.push(e.type))
  actor.start()
  return { actor, emitted }
}

const idle = (s: { matches: (v: never) => boolean }) => s.matches({ ready: 'idle' } as never)

describe('photo manager: the list', () => {
  it("loads the member's photos ('Chargement...' meanwhile)", async () => {
    const { actor } = start()
    expect(selectIsLoading(actor.getSnapshot())).toBe(true)
    await waitFor(actor, idle)
    expect(selectPhotos(actor.getSnapshot()).map((p) => p.id)).toEqual(['1', '2', '3'])
    expect(selectIsEmpty(actor.getSnapshot())).toBe(false)
  })

  it('says when there is no photo', async () => {
    const { actor } = start({ loadPhotos: async () => [] })
    await waitFor(actor, idle)
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true)
  })

  it('offers a retry when the first read fails', async () => {
    let calls = 0
    const loadPhotos = vi.fn(async () => {
      calls += 1
      if (calls === 1) throw new ApiError(0, '', 'GET /index_api/user_edit_photos')
      return PHOTOS
    })
    const { actor } = start({ loadPhotos })
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(selectLoadFailed(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'photos.retry' })
    await waitFor(actor, idle)
    expect(loadPhotos).toHaveBeenCalledTimes(2)
  })

  it('reads the list anew when a dialog changed a photo', async () => {
    const lists = [PHOTOS, [...PHOTOS, photo('4')]]
    const loadPhotos = vi.fn(async () => lists.shift() ?? [])
    const { actor } = start({ loadPhotos })
    await waitFor(actor, idle)
    actor.send({ type: 'photos.changed' })
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true)
    // The old list stays on screen while the new one is read.
    expect(selectPhotos(actor.getSnapshot())).toHaveLength(3)
    await waitFor(actor, idle)
    expect(selectPhotos(actor.getSnapshot()).map((p) => p.id)).toEqual(['1', '2', '3', '4'])
  })

  it('reads again when another change arrives during a refresh, so the newest list wins', async () => {
    const reads = [deferred<Photo[]>(), deferred<Photo[]>()]
    let call = 0
    const loadPhotos = vi.fn(() => (call++ === 0 ? Promise.resolve(PHOTOS) : reads[call - 2]!.promise))
    const { actor } = start({ loadPhotos })
    await waitFor(actor, idle)
    actor.send({ type: 'photos.changed' })
    actor.send({ type: 'photos.changed' })
    expect(loadPhotos).toHaveBeenCalledTimes(3)
    reads[0]!.resolve([photo('old')])
    reads[1]!.resolve([photo('new')])
    await waitFor(actor, idle)
    expect(selectPhotos(actor.getSnapshot()).map((p) => p.id)).toEqual(['new'])
  })
})

describe('photo manager: main photo', () => {
  it('makes a photo the main one, then reads the list anew and says the avatar changed', async () => {
    const makeMainPhoto = vi.fn(async () => {})
    const loadPhotos = vi.fn(async () => PHOTOS)
    const { actor, emitted } = start({ makeMainPhoto, loadPhotos })
    await waitFor(actor, idle)
    actor.send({ type: 'photo.setMain', photoId: '2' })
    expect(selectBusyPhotoId(actor.getSnapshot())).toBe('2')
    expect(selectIsBusy(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }))
    await waitFor(actor, idle)
    expect(makeMainPhoto).toHaveBeenCalledWith({ photoNum: '2', isPrivate: false })
    expect(loadPhotos).toHaveBeenCalledTimes(2)
    expect(emitted).toEqual(['mainPhotoChanged'])
    expect(selectError(actor.getSnapshot())).toBeNull()
  })

  it('sends the private flag of a private photo', async () => {
    const makeMainPhoto = vi.fn(async () => {})
    const { actor } = start({ makeMainPhoto })
    await waitFor(actor, idle)
    actor.send({ type: 'photo.setMain', photoId: '3' })
    await waitFor(actor, idle)
    expect(makeMainPhoto).toHaveBeenCalledWith({ photoNum: '3', isPrivate: true })
  })

  it('ignores the main photo and unknown photos', async () => {
    const makeMainPhoto = vi.fn(async () => {})
    const { actor } = start({ makeMainPhoto })
    await waitFor(actor, idle)
    actor.send({ type: 'photo.setMain', photoId: '1' })
    actor.send({ type: 'photo.setMain', photoId: '99' })
    expect(idle(actor.getSnapshot())).toBe(true)
    expect(makeMainPhoto).not.toHaveBeenCalled()
  })

  it("keeps 'setMainFailed' on failure and still reads the list anew", async () => {
    const loadPhotos = vi.fn(async () => PHOTOS)
    const { actor, emitted } = start({
      loadPhotos,
      makeMainPhoto: async () => {
        throw new RefusedError('POST /index_api/user_edit_photos/modify', 'Refusé')
      },
    })
    await waitFor(actor, idle)
    actor.send({ type: 'photo.setMain', photoId: '2' })
    await waitFor(actor, (s) => idle(s) && loadPhotos.mock.calls.length === 2)
    expect(selectError(actor.getSnapshot())).toBe('setMainFailed')
    expect(emitted).toEqual([])
    actor.send({ type: 'error.dismiss' })
    expect(selectError(actor.getSnapshot())).toBeNull()
  })
})

describe('photo manager: delete', () => {
  it('asks first, deletes only once confirmed, then reads the list anew', async () => {
    const removePhoto = vi.fn(async () => {})
    const lists = [PHOTOS, PHOTOS.slice(0, 2)]
    const { actor } = start({ removePhoto, loadPhotos: async () => lists.shift() ?? [] })
    await waitFor(actor, idle)
    actor.send({ type: 'photo.delete', photoId: '3' })
    expect(selectIsConfirmingDelete(actor.getSnapshot())).toBe(true)
    expect(selectPendingDelete(actor.getSnapshot())?.id).toBe('3')
    expect(removePhoto).not.toHaveBeenCalled()
    actor.send({ type: 'photo.delete.confirm' })
    expect(selectBusyPhotoId(actor.getSnapshot())).toBe('3')
    await waitFor(actor, idle)
    expect(removePhoto).toHaveBeenCalledWith({ photoNum: '3' })
    expect(selectPhotos(actor.getSnapshot()).map((p) => p.id)).toEqual(['1', '2'])
    expect(selectPendingDelete(actor.getSnapshot())).toBeNull()
  })

  it('cancelling deletes nothing', async () => {
    const removePhoto = vi.fn(async () => {})
    const { actor } = start({ removePhoto })
    await waitFor(actor, idle)
    actor.send({ type: 'photo.delete', photoId: '2' })
    actor.send({ type: 'photo.delete.cancel' })
    expect(idle(actor.getSnapshot())).toBe(true)
    expect(selectPendingDelete(actor.getSnapshot())).toBeNull()
    expect(removePhoto).not.toHaveBeenCalled()
  })

  it("keeps 'deleteFailed' on failure, and a new action clears it", async () => {
    const { actor } = start({
      removePhoto: async () => {
        throw new ApiError(500, 'Erreur interne', 'POST /index_api/user_edit_photos/del')
      },
    })
    await waitFor(actor, idle)
    actor.send({ type: 'photo.delete', photoId: '2' })
    actor.send({ type: 'photo.delete.confirm' })
    await waitFor(actor, (s) => idle(s) && s.context.error !== null)
    expect(selectError(actor.getSnapshot())).toBe('deleteFailed')
    actor.send({ type: 'photo.delete', photoId: '2' })
    expect(selectError(actor.getSnapshot())).toBeNull()
  })

  it('only logs a delete of a photo without an index, and sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const removePhoto = vi.fn(async () => {})
    const { actor } = start({ removePhoto, loadPhotos: async () => [photo('7', { num: '' })] })
    await waitFor(actor, idle)
    actor.send({ type: 'photo.delete', photoId: '7' })
    actor.send({ type: 'photo.delete.confirm' })
    expect(idle(actor.getSnapshot())).toBe(true)
    expect(removePhoto).not.toHaveBeenCalled()
    expect(selectError(actor.getSnapshot())).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('ignores actions while a change runs', async () => {
    const removal = deferred<void>()
    const removePhoto = vi.fn(() => removal.promise)
    const makeMainPhoto = vi.fn(async () => {})
    const { actor } = start({ removePhoto, makeMainPhoto })
    await waitFor(actor, idle)
    actor.send({ type: 'photo.delete', photoId: '2' })
    actor.send({ type: 'photo.delete.confirm' })
    actor.send({ type: 'photo.setMain', photoId: '2' })
    actor.send({ type: 'photo.delete', photoId: '3' })
    actor.send({ type: 'photo.delete.confirm' })
    expect(removePhoto).toHaveBeenCalledTimes(1)
    expect(makeMainPhoto).not.toHaveBeenCalled()
    removal.resolve()
    await waitFor(actor, idle)
  })
})
