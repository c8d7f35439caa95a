import ExifReader from 'exifreader'
import jpeg from 'jpeg-js'
import { describe, expect, it } from 'vitest'
import { checkImageFile, MAX_SOURCE_BYTES, sniffImageType } from './check-image'
import { buildExifApp1, hasExifSegment, insertSegment } from './exif.test-support'
import { fitWithin, MAX_DIMENSION } from './reencode'

const bytes = (...values: number[]) => new Uint8Array(values)
const JPEG_HEAD = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1)
const PNG_HEAD = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)
const GIF_HEAD = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00')
const WEBP_HEAD = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ')

function smallJpeg(width = 8, height = 4): Uint8Array {
  const data = new Uint8Array(width * height * 4).fill(200)
  return new Uint8Array(jpeg.encode({ data, width, height }, 80).data)
}

describe('sniffImageType', () => {
  it('recognises JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(sniffImageType(JPEG_HEAD)).toBe('image/jpeg')
    expect(sniffImageType(PNG_HEAD)).toBe('image/png')
    expect(sniffImageType(GIF_HEAD)).toBe('image/gif')
    expect(sniffImageType(WEBP_HEAD)).toBe('image/webp')
  })

  it('refuses everything else, whatever its name says', () => {
    expect(sniffImageType(new TextEncoder().encode('MZ\x90\x00 this is an exe'))).toBeNull()
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7 .......'))).toBeNull()
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="...'))).toBeNull()
    expect(sniffImageType(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull()
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull()
    expect(sniffImageType(bytes())).toBeNull()
  })
})

describe('checkImageFile', () => {
  it('accepts a photo by its content, not its name or declared type', async () => {
    const disguised = new File([JPEG_HEAD], 'notes.txt', { type: 'text/plain' })
    expect(await checkImageFile(disguised)).toEqual({ ok: true, type: 'image/jpeg' })
  })

  it('refuses a non-image named like a photo', async () => {
    const fake = new File([new TextEncoder().encode('MZ\x90\x00 program')], 'photo.jpg', {
      type: 'image/jpeg',
    })
    expect(await checkImageFile(fake)).toEqual({ ok: false, error: 'notAnImage' })
  })

  it('refuses an empty file and one over the size limit, before reading it', async () => {
    expect(await checkImageFile(new Blob([]))).toEqual({ ok: false, error: 'empty' })
    expect(await checkImageFile(new Blob([JPEG_HEAD]), 10)).toEqual({ ok: false, error: 'tooLarge' })
    expect(await checkImageFile(new Blob([JPEG_HEAD]), JPEG_HEAD.length)).toEqual({
      ok: true,
      type: 'image/jpeg',
    })
    expect(MAX_SOURCE_BYTES).toBe(20 * 1024 * 1024)
  })
})

describe('fitWithin', () => {
  it('scales the longest side down to the maximum and keeps the ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: MAX_DIMENSION, height: 1536 })
    expect(fitWithin({ width: 3000, height: 4000 }, 1000)).toEqual({ width: 750, height: 1000 })
  })

  it('never enlarges', () => {
    expect(fitWithin({ width: 64, height: 48 })).toEqual({ width: 64, height: 48 })
  })
})

describe('the EXIF fixture (test support)', () => {
  it('is a GPS-tagged, rotated JPEG that readers understand', () => {
    const tagged = insertSegment(
      smallJpeg(),
      buildExifApp1({ orientation: 6, latitude: 48.8584, longitude: 2.2945 }),
    )
    expect(hasExifSegment(tagged)).toBe(true)
    const tags = ExifReader.load(tagged.buffer as ArrayBuffer, { expanded: true })
    expect(tags.exif?.Orientation?.value).toBe(6)
    expect(tags.exif?.Make?.description).toBe('FlirtTest')
    expect(tags.gps?.Latitude).toBeCloseTo(48.8584, 3)
    expect(tags.gps?.Longitude).toBeCloseTo(2.2945, 3)
    // Still a valid image.
    expect(jpeg.decode(tagged).width).toBe(8)
  })

  it('tells a JPEG without EXIF apart', () => {
    expect(hasExifSegment(smallJpeg())).toBe(false)
  })
})
