import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import {
  clampZoom,
  cropStep,
  moveCrop,
  resizeCrop,
  squareCrop,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
} from './photo-editor.machine'
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

describe('keyboard steps', () => {
  /** An 800x600 photo, all shown (zoom 1): a step is 2 % of 600, 12 pixels. */
  const WHOLE = { x: 0, y: 0, width: 800, height: 600 }
  /** Zoomed in: the middle of it, in fractions of pixels as the cropper measures it. */
  const MIDDLE = { x: 266.6, y: 200.3, width: 266.8, height: 199.5 }

  it('steps by a fiftieth of the shown area, at least one pixel', () => {
    expect(cropStep(WHOLE)).toBe(12)
    expect(cropStep(MIDDLE)).toBe(4)
    expect(cropStep({ x: 0, y: 0, width: 10, height: 10 })).toBe(1)
  })

  it('moves one step along each axis and stops at the edges of what is shown', () => {
    const crop = { x: 100, y: 50, width: 300, height: 300 }
    expect(moveCrop(crop, WHOLE, 1, 0)).toEqual({ ...crop, x: 112 })
    expect(moveCrop(crop, WHOLE, -1, 1)).toEqual({ ...crop, x: 88, y: 62 })
    expect(moveCrop({ ...crop, x: 5 }, WHOLE, -1, 0)).toEqual({ ...crop, x: 0 })
    expect(moveCrop({ ...crop, x: 495, y: 295 }, WHOLE, 1, 1)).toEqual({ ...crop, x: 500, y: 300 })
    // Zoomed in, the square stays inside the shown part, whole pixels.
    expect(moveCrop({ x: 270, y: 205, width: 150, height: 150 }, MIDDLE, -1, -1)).toEqual({
      x: 267,
      y: 201,
      width: 150,
      height: 150,
    })
    expect(moveCrop({ x: 380, y: 247, width: 150, height: 150 }, MIDDLE, 1, 1)).toEqual({
      x: 383,
      y: 249,
      width: 150,
      height: 150,
    })
  })

  it('a square larger than what is shown is brought inside it', () => {
    expect(moveCrop({ x: 0, y: 0, width: 540, height: 540 }, MIDDLE, 0, 0)).toEqual({
      x: 267,
      y: 201,
      width: 199,
      height: 199,
    })
  })

  it('resizes around the centre, between a tenth of the shorter side and all of it', () => {
    const crop = { x: 100, y: 50, width: 300, height: 300 }
    expect(resizeCrop(crop, WHOLE, 1)).toEqual({ x: 88, y: 38, width: 324, height: 324 })
    expect(resizeCrop(crop, WHOLE, -1)).toEqual({ x: 112, y: 62, width: 276, height: 276 })
    expect(resizeCrop({ x: 300, y: 300, width: 70, height: 70 }, WHOLE, -1)).toEqual({
      x: 305,
      y: 305,
      width: 60,
      height: 60,
    })
    expect(resizeCrop({ x: 305, y: 305, width: 60, height: 60 }, WHOLE, -1)).toEqual({
      x: 305,
      y: 305,
      width: 60,
      height: 60,
    })
    // Smaller than the floor already (drawn so with the pointer): shrinking leaves it be.
    expect(resizeCrop({ x: 10, y: 10, width: 20, height: 20 }, WHOLE, -1).width).toBe(20)
    // Growing stops at the shorter side, pushed back inside at the edges.
    expect(resizeCrop({ x: 200, y: 10, width: 590, height: 590 }, WHOLE, 1)).toEqual({
      x: 195,
      y: 0,
      width: 600,
      height: 600,
    })
    expect(resizeCrop({ x: 0, y: 0, width: 300, height: 300 }, WHOLE, 1)).toEqual({
      x: 0,
      y: 0,
      width: 324,
      height: 324,
    })
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

  it('moves and resizes the square by keyboard once the cropper has reported it and its area', () => {
    const { actor } = start()
    const area = { x: 0, y: 0, width: 800, height: 600 }
    // Nothing to move before the cropper has reported anything.
    actor.send({ type: 'photo.crop.move', dx: 1, dy: 0 })
    actor.send({ type: 'photo.area.change', area })
    actor.send({ type: 'photo.crop.resize', by: 1 })
    expect(selectCrop(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'photo.crop.change', crop: CROP })
    actor.send({ type: 'photo.crop.move', dx: 1, dy: 0 })
    expect(selectCrop(actor.getSnapshot())).toEqual({ ...CROP, x: 52 })
    actor.send({ type: 'photo.crop.move', dx: 0, dy: -1 })
    expect(selectCrop(actor.getSnapshot())).toEqual({ ...CROP, x: 52, y: 8 })
    actor.send({ type: 'photo.crop.move', dx: 0, dy: -1 })
    expect(selectCrop(actor.getSnapshot())).toEqual({ ...CROP, x: 52, y: 0 })
    actor.send({ type: 'photo.crop.resize', by: -1 })
    expect(selectCrop(actor.getSnapshot())).toEqual({ x: 64, y: 12, width: 276, height: 276 })
    expect(selectCanConfirm(actor.getSnapshot())).toBe(true)
  })

  it('saves the square moved by keyboard; cancel forgets it but keeps the area', async () => {
    const savePhoto = vi.fn(async () => {})
    const { actor } = start(savePhoto)
    const area = { x: 0, y: 0, width: 800, height: 600 }
    actor.send({ type: 'photo.area.change', area })
    actor.send({ type: 'photo.crop.change', crop: CROP })
    actor.send({ type: 'photo.crop.move', dx: -1, dy: 1 })
    actor.send({ type: 'photo.edit.cancel' })
    expect(selectCrop(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().context.area).toEqual(area)
    actor.send({ type: 'photo.crop.change', crop: CROP })
    actor.send({ type: 'photo.crop.resize', by: 1 })
    actor.send({ type: 'photo.crop.confirm' })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(savePhoto).toHaveBeenCalledWith({
      photoNum: '2',
      isPrivate: false,
      crop: { x: 28, y: 8, width: 324, height: 324 },
    })
  })

  it('ignores changes and cancel while saving', async () => {
    let finish: () => void = () => {}
    const { actor, emitted } = start(() => new Promise<void>((resolve) => (finish = resolve)))
    actor.send({ type: 'photo.crop.change', crop: CROP })
    actor.send({ type: 'photo.crop.confirm' })
    actor.send({ type: 'photo.zoom.change', zoom: 3 })
    actor.send({ type: 'photo.area.change', area: { x: 0, y: 0, width: 800, height: 600 } })
    actor.send({ type: 'photo.crop.move', dx: 1, dy: 1 })
    actor.send({ type: 'photo.edit.cancel' })
    expect(selectZoom(actor.getSnapshot())).toBe(1)
    expect(selectCrop(actor.getSnapshot())).toEqual(CROP)
    finish()
    await waitFor(actor, (s) => s.matches('saved'))
    expect(emitted).toEqual(['photoUpdated'])
  })
})
