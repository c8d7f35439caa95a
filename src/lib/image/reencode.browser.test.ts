/**
 * Re-encoding in real Chromium: a photo carrying GPS and an orientation tag comes out as an upright
 * JPEG with no EXIF at all.
 */
import ExifReader from 'exifreader'
import { describe, expect, it } from 'vitest'
import { sniffImageType } from './check-image'
import { buildExifApp1, hasExifSegment, insertSegment } from './exif.test-support'
import { ImageDecodeError, reencodeImage } from './reencode'

/** A 40x20 JPEG: left half red, right half blue. */
async function sideways(): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(40, 20)
  const context = canvas.getContext('2d')!
  context.fillStyle = '#ff0000'
  context.fillRect(0, 0, 20, 20)
  context.fillStyle = '#0000ff'
  context.fillRect(20, 0, 20, 20)
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })
  return new Uint8Array(await blob.arrayBuffer())
}

async function pixelAt(blob: Blob, x: number, y: number): Promise<[number, number, number]> {
  const bitmap = await createImageBitmap(blob)
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d')!
  context.drawImage(bitmap, 0, 0)
  const [r, g, b] = context.getImageData(x, y, 1, 1).data
  return [r!, g!, b!]
}

describe('reencodeImage', () => {
  it('drops the EXIF block (GPS included) and turns the pixels upright', async () => {
    const original = insertSegment(
      await sideways(),
      buildExifApp1({ orientation: 6, latitude: 43.2965, longitude: 5.3698 }),
    )
    expect(ExifReader.load(original.buffer as ArrayBuffer, { expanded: true }).gps?.Latitude).toBeCloseTo(
      43.2965,
      3,
    )

    const result = await reencodeImage(new Blob([original as BlobPart], { type: 'image/jpeg' }))
    const out = new Uint8Array(await result.blob.arrayBuffer())

    expect(sniffImageType(out)).toBe('image/jpeg')
    expect(hasExifSegment(out)).toBe(false)
    const tags = ExifReader.load(out.buffer as ArrayBuffer, { expanded: true })
    expect(tags.gps).toBeUndefined()
    expect(tags.exif?.Orientation).toBeUndefined()
    // Orientation 6: turned a quarter clockwise, so the 40x20 picture is now 20x40, red on top.
    expect([result.width, result.height]).toEqual([20, 40])
    const [r, , b] = await pixelAt(result.blob, 10, 5)
    expect(r).toBeGreaterThan(200)
    expect(b).toBeLessThan(60)
    const [r2, , b2] = await pixelAt(result.blob, 10, 35)
    expect(b2).toBeGreaterThan(200)
    expect(r2).toBeLessThan(60)
  })

  it('scales a large photo down to the maximum size', async () => {
    const canvas = new OffscreenCanvas(300, 150)
    canvas.getContext('2d')!.fillRect(0, 0, 300, 150)
    const png = await canvas.convertToBlob({ type: 'image/png' })
    const result = await reencodeImage(png, { maxDimension: 100 })
    expect([result.width, result.height]).toEqual([100, 50])
    expect(sniffImageType(new Uint8Array(await result.blob.arrayBuffer()))).toBe('image/jpeg')
  })

  it('says when a file with an image signature cannot be decoded', async () => {
    const broken = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5])], { type: 'image/jpeg' })
    await expect(reencodeImage(broken)).rejects.toBeInstanceOf(ImageDecodeError)
  })
})
