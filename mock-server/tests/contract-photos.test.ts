/**
 * Contract: the member's own photos through the real client (spec section 7 rows upload_photo,
 * user_edit_photos, /del and /modify), and the three sizes served back.
 */
import jpeg from 'jpeg-js'
import { describe, expect, it } from 'vitest'
import { RefusedError } from '../../src/api/errors'
import { deletePhoto, getOwnPhotos, setMainPhoto, updatePhoto, uploadPhoto } from '../../src/api/photos'
import { getCurrentUser } from '../../src/api/users'
import { DEMO, db } from '../node'
import { setUpContractServer, signIn } from './contract-support'

setUpContractServer()

/** A real 800x600 JPEG, so the resize to 600 / 300 / 120 has something to do. */
function jpegFile(): Blob {
  const width = 800
  const height = 600
  const data = new Uint8Array(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    data[i * 4] = (i % width) % 256
    data[i * 4 + 1] = Math.floor(i / width) % 256
    data[i * 4 + 2] = 128
    data[i * 4 + 3] = 255
  }
  return new Blob([jpeg.encode({ data, width, height }, 80).data as BlobPart], { type: 'image/jpeg' })
}

async function imageWidth(url: string): Promise<number> {
  const response = await fetch(url)
  expect(response.headers.get('content-type')).toBe('image/jpeg')
  return jpeg.decode(new Uint8Array(await response.arrayBuffer()), { useTArray: true }).width
}

describe('GET /index_api/user_edit_photos', () => {
  it('lists the own photos, private ones flagged, the main one starred', async () => {
    await signIn('premium')
    const photos = await getOwnPhotos()
    expect(photos).toHaveLength(7)
    expect(photos.filter((p) => p.visibility === 'private')).toHaveLength(2)
    expect(photos.filter((p) => p.isMain)).toHaveLength(1)
    expect(photos[0]).toMatchObject({ num: '1', isMain: true, visibility: 'public' })
    expect(photos[0]?.votes).toBeGreaterThan(0)
  })
})

// Encoding, decoding and resizing an 800x600 JPEG in pure JavaScript takes about a second on a quiet
// core and several on a busy shared one: the default 5 s timed these out on a loaded machine.
describe('POST /ajax_api/upload_photo?is_private', { timeout: 30_000 }, () => {
  it('stores an upload and serves it back in its three sizes', async () => {
    await signIn('free')
    await uploadPhoto(jpegFile(), { isPrivate: false, fileName: 'vacances.jpg' })
    const photos = await getOwnPhotos()
    expect(photos).toHaveLength(3)
    const added = photos.at(-1)!
    expect(added.normal).toMatch(/\/__mock\/uploads\/[0-9a-f]+\/normal$/)
    expect(await imageWidth(added.normal)).toBe(600)
    expect(await imageWidth(added.medium)).toBe(300)
    expect(await imageWidth(added.small)).toBe(120)
    expect(
      db.activities.findFirst((q) => q.where({ member_id: DEMO.free.id, kind: 'add_tof' })),
    ).toBeDefined()
  })

  it('makes the first upload the main photo, keeps a private one private', async () => {
    await signIn('incomplete')
    await uploadPhoto(jpegFile(), { isPrivate: true })
    await uploadPhoto(jpegFile(), { isPrivate: false })
    const photos = await getOwnPhotos()
    expect(photos.map((p) => [p.visibility, p.isMain])).toEqual([
      ['private', false],
      ['public', true],
    ])
  })

  it('refuses what is not an image', async () => {
    await signIn('free')
    const error = await uploadPhoto(new Blob(['pas une image'], { type: 'text/plain' }), {
      isPrivate: false,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RefusedError)
    expect((error as RefusedError).serverMessage).toMatch(/Format de fichier non pris en charge/)
  })
})

describe('POST /index_api/user_edit_photos/modify and /del', () => {
  it('records the crop and the privacy, and moves the main photo', async () => {
    const { userId } = await signIn('premium')
    await updatePhoto({ photoNum: '2', isPrivate: false, crop: { x: 10.4, y: 20, width: 300, height: 300 } })
    expect(db.photos.findFirst((q) => q.where({ member_id: DEMO.premium.id, num: 2 }))?.crop).toEqual({
      x: 10,
      y: 20,
      width: 300,
      height: 300,
    })
    await setMainPhoto({ photoNum: '3', isPrivate: false })
    let photos = await getOwnPhotos()
    expect(photos.find((p) => p.isMain)?.num).toBe('3')
    expect((await getCurrentUser(userId)).avatar?.num).toBe('3')
    await updatePhoto({ photoNum: '3', isPrivate: true })
    photos = await getOwnPhotos()
    expect(photos.find((p) => p.num === '3')?.visibility).toBe('private')
    expect(photos.find((p) => p.isMain)?.num).toBe('1')
  })

  it('deletes a photo, and the next public one becomes main', async () => {
    await signIn('premium')
    await deletePhoto('1')
    const photos = await getOwnPhotos()
    expect(photos.map((p) => p.num)).not.toContain('1')
    expect(photos.find((p) => p.isMain)?.num).toBe('2')
    const missing = await deletePhoto('99').catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(RefusedError)
  })
})
