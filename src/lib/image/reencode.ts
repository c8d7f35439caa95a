/**
 * Re-encodes a photo in the browser before it is uploaded: decoded with its EXIF orientation applied
 * (`imageOrientation: 'from-image'`), drawn on a canvas, written out as a new JPEG. A canvas keeps
 * pixels only, so the file that leaves the device carries no EXIF at all: no GPS position, no camera
 * serial, no original date, and no orientation tag either, since the pixels are now upright.
 */

/** Longest side of what we upload: larger photos are scaled down (the server shows 600 px at most). */
export const MAX_DIMENSION = 2048
export const JPEG_QUALITY = 0.9

/** The photo could not be decoded (a corrupt file behind a valid signature). */
export class ImageDecodeError extends Error {
  override readonly name = 'ImageDecodeError'
}

export interface Size {
  width: number
  height: number
}

/** The size that fits within `max` on its longest side, keeping the aspect ratio; never enlarges. */
export function fitWithin({ width, height }: Size, max: number = MAX_DIMENSION): Size {
  const longest = Math.max(width, height)
  if (longest <= max) return { width, height }
  const scale = max / longest
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

export interface ReencodedImage {
  blob: Blob
  width: number
  height: number
}

export interface ReencodeOptions {
  maxDimension?: number
  quality?: number
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement

function makeCanvas({ width, height }: Size): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

function toJpeg(canvas: AnyCanvas, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality })
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob gave nothing'))),
      'image/jpeg',
      quality,
    ),
  )
}

/** The photo as a fresh, upright JPEG without metadata. Throws `ImageDecodeError` when unreadable. */
export async function reencodeImage(file: Blob, options: ReencodeOptions = {}): Promise<ReencodedImage> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch (error) {
    throw new ImageDecodeError('The photo could not be decoded', { cause: error })
  }
  try {
    const size = fitWithin(bitmap, options.maxDimension ?? MAX_DIMENSION)
    const canvas = makeCanvas(size)
    const context = canvas.getContext('2d') as
      | OffscreenCanvasRenderingContext2D
      | CanvasRenderingContext2D
      | null
    if (!context) throw new ImageDecodeError('No 2D canvas to draw the photo on')
    // JPEG has no transparency: a transparent PNG or GIF would turn black.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, size.width, size.height)
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    const blob = await toJpeg(canvas, options.quality ?? JPEG_QUALITY)
    return { blob, ...size }
  } finally {
    bitmap.close()
  }
}
