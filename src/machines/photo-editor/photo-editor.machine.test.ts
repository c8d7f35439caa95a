import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import { clampZoom, squareCrop, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './photo-editor.machine'
import {
  selectCanConfirm,
  selectCrop,
  selectError,
  selectIsPrivate,
  selectIsSaving,
  selectServerMessage,
  selectZoom,
} from './photo-editor.selectors'
import { EDITED_PHOTO, photoEditorMachineWith } from './photo-editor.test-support'
import type { EditablePhoto, SavePhotoInput } from './photo-editor.types'

const CROP = { x: 40, y: 20, width: 300, height: 300 }

function start(savePhoto?: (input: SavePhotoInput) => Promise<void>, photo: EditablePhoto = EDITED_PHOTO) {
  const actor = createActor(photoEditorMachineWith(savePhoto), { input: { photo } })
  const emitted: string[] = []
  actor.on('*', (e) => emitted.push(e.type))
  actor.start()
  return { actor, emitted }
}

describe('zoom and crop rules', () => {
  it('zooms from 1 to 3 in steps of 0.1', () => {
    expect([ZOOM_MIN, ZOOM_MAX, ZOOM_STEP]).toEqual([1, 3, 0.1])
    expect(clampZoom(1.1)).toBe(1.1)
    expect(clampZoom(1.26)).toBe(1.3)
    expect(clampZoom(2.04)).toBe(2)
    expect(clampZoom(0.5)).toBe(1)
    expect(clampZoom(7)).toBe(3)
    expect(clampZoom(Number.NaN)).toBe(1)
  })

  it('keeps crops square, whole and inside the picture', () => {
    expect(squareCrop({ x: 10.4, y: 4.6, width: 200.2, height: 201 })).toEqual({
      x: 10,
      y: 5,
      width: 200,
      height: 200,
    })
    expect(squareCrop({ x: -3, y: 0, width: 50, height: 50 })).toEqual({ x: 0, y: 0, width: 50, height: 50 })
    expect(squareCrop({ x: 0, y: 0, width: 0, height: 10 })).toBeNull()
    expect(squareCrop({ x: Number.NaN, y: 0, width: 10, height: 10 })).toBeNull()
  })
})

describe('photo editor', () => {
  it('keeps confirm disabled until a crop exists', () => {
    const savePhoto = vi.fn(async () => {})
    const { actor } = start(savePhoto)
    expect(selectCanConfirm(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'photo.crop.confirm' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(savePhoto).not.toHaveBeenCalled()
    actor.send({ type: 'photo.crop.change', crop: { x: 0, y: 0, width: 0, height: 0 } })
    expect(selectCanConfirm(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'photo.crop.change', crop: CROP })
    expect(selectCanConfirm(actor.getSnapshot())).toBe(true)
  })

  it('saves the crop and the private flag, then emits photoUpdated', async () => {
    const savePhoto = vi.fn(async () => {})
    const { actor, emitted } = start(savePhoto)
    actor.send({ type: 'photo.crop.change', crop: CROP })
    actor.send({ type: 'photo.zoom.change', zoom: 2.5 })
    actor.send({ type: 'photo.private.change', value: true })
    actor.send({ type: 'photo.crop.confirm' })
    expect(selectIsSaving(actor.getSnapshot())).toBe(true)
    expect(selectCanConfirm(actor.getSnapshot())).toBe(false)
    await waitFor(actor, (s) => s.matches('saved'))
    expect(savePhoto).toHaveBeenCalledWith({ photoNum: '2', isPrivate: true, crop: CROP })
    expect(emitted).toEqual(['photoUpdated'])
  })

  it('cancel resets crop, zoom and the private flag, and asks to close', () => {
    const { actor, emitted } = start(undefined, { ...EDITED_PHOTO, isPrivate: true })
    actor.send({ type: 'photo.crop.change', crop: CROP })
    actor.send({ type: 'photo.zoom.change', zoom: 2.2 })
    actor.send({ type: 'photo.private.change', value: false })
    expect([selectZoom(actor.getSnapshot()), selectIsPrivate(actor.getSnapshot())]).toEqual([2.2, false])
    actor.send({ type: 'photo.edit.cancel' })
    expect(selectCrop(actor.getSnapshot())).toBeNull()
    expect(selectZoom(actor.getSnapshot())).toBe(1)
    expect(selectIsPrivate(actor.getSnapshot())).toBe(true)
    expect(emitted).toEqual(['editCancelled'])
  })

  it("keeps everything on failure with 'updateFailed' (and the server's text), and confirms again", async () => {
    let calls = 0
    const savePhoto = vi.fn(async () => {
      calls += 1
      if (calls === 1)
        throw new RefusedError('POST /index_api/user_edit_photos/modify', 'Recadrage invalide.')
      if (calls === 2) throw new ApiError(500, '', 'POST /index_api/user_edit_photos/modify')
    })
    const { actor, emitted } = start(savePhoto)
    actor.send({ type: 'photo.crop.change', crop: CROP })
    actor.send({ type: 'photo.zoom.change', zoom: 1.5 })
    actor.send({ type: 'photo.crop.confirm' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(selectError(actor.getSnapshot())).toBe('updateFailed')
    expect(selectServerMessage(actor.getSnapshot())).toBe('Recadrage invalide.')
    expect(selectCrop(actor.getSnapshot())).toEqual(CROP)
    expect(selectZoom(actor.getSnapshot())).toBe(1.5)
    actor.send({ type: 'photo.crop.confirm' })
    expect(selectError(actor.getSnapshot())).toBeNull()
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(selectServerMessage(actor.getSnapshot())).toBe('')
    actor.send({ type: 'photo.crop.confirm' })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(emitted).toEqual(['photoUpdated'])
  })

  it('ignores changes and cancel while saving', async () => {
    let finish: () => void = () => {}
    const { actor, emitted } = start(() => new Promise<void>((resolve) => (finish = resolve)))
    actor.send({ type: 'photo.crop.change', crop: CROP })
    actor.send({ type: 'photo.crop.confirm' })
    actor.send({ type: 'photo.zoom.change', zoom: 3 })
    actor.send({ type: 'photo.edit.cancel' })
    expect(selectZoom(actor.getSnapshot())).toBe(1)
    expect(selectCrop(actor.getSnapshot())).toEqual(CROP)
    finish()
    await waitFor(actor, (s) => s.matches('saved'))
    expect(emitted).toEqual(['photoUpdated'])
  })
})
